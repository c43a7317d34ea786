import type { CollectionRouter } from '@forma/api';
import type { CollectionKey } from '@forma/validators';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { Trpc } from '../../../lib/trpc';

/**
 * The console's generic screens call each collection's own procedures, `admin.<key>.*` of
 * packages/api (routers/crud.ts), the same ones its REST paths call (issue 40 item 4). They see
 * every collection through `CollectionRouter`, rows read by field name; the server checks each
 * input with the collection's schemas. These are that router's types.
 */
type CollectionInputs = inferRouterInputs<CollectionRouter>;
type CollectionOutputs = inferRouterOutputs<CollectionRouter>;

/** The list input every collection accepts; the collection's own whitelist is checked on the server. */
export type ListInput = NonNullable<CollectionInputs['list']>;

/** What a list call answers: one page of rows and the total. */
export type ListPage = CollectionOutputs['list'];

/** A row of any admin collection as the list and byId procedures answer it. */
export type CollectionRow = CollectionOutputs['byId'];

/** The procedures of one collection as the console's queries and mutations use them. */
export type CollectionProcedures = TRPCOptionsProxy<CollectionRouter>;

/** The procedures of the collection `key`: `trpc.admin[key]`, typed as CollectionProcedures. */
export function collectionProcedures(trpc: Trpc, key: CollectionKey): CollectionProcedures {
  // Each collection's router is a CollectionRouter with narrower rows and inputs; TypeScript cannot
  // see that through the union of the collections' decorated routers, so it is said once, here.
  const routers: Record<CollectionKey, unknown> = trpc.admin;
  return routers[key] as CollectionProcedures;
}
