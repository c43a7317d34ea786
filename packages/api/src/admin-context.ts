import type { PublicUser } from '@forma/validators';
import type { Context } from './trpc';

/**
 * Context of an admin procedure: the user is known to be an admin. In a module of its own, below
 * collections.ts and patterns.ts (the collection hooks take it), so neither imports the other for it.
 */
export type AdminContext = Context & { user: PublicUser };
