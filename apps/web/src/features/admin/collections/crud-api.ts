import type { QueryKey, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';
import type { Trpc } from '../../../lib/trpc';
import type { CollectionRow } from './types';

/** What a list call answers. */
export interface ListPage {
  items: CollectionRow[];
  total: number;
}

/** The list input every collection accepts (see `listInputFor` of @forma/validators). */
export interface ListInput {
  search?: string | undefined;
  sort?: string | undefined;
  filters?: Record<string, string | boolean | number> | undefined;
  limit?: number;
  offset?: number;
}

// The tRPC options proxy of one procedure, reduced to what the generic screens use.
interface QueryProc<I, O> {
  queryOptions: (
    input: I,
    opts?: Partial<UseQueryOptions<O, Error, O, QueryKey>>,
  ) => UseQueryOptions<O, Error, O, QueryKey>;
  queryKey: (input?: I) => QueryKey;
  pathKey: () => QueryKey;
}
interface MutationProc<I, O> {
  mutationOptions: (
    opts?: Omit<UseMutationOptions<O, Error, I>, 'mutationFn'>,
  ) => UseMutationOptions<O, Error, I>;
}

/**
 * The generic CRUD procedures of `admin.<key>` (packages/api routers/crud.ts) with loose row
 * types: the screens are driven by the collection definition, not by each row type.
 */
export interface CrudApi {
  list: QueryProc<ListInput, ListPage>;
  byId: QueryProc<{ id: number }, CollectionRow>;
  create: MutationProc<Record<string, unknown>, CollectionRow>;
  update: MutationProc<{ id: number; data: Record<string, unknown> }, CollectionRow>;
  delete: MutationProc<{ id: number }, { success: true }>;
  bulkDelete: MutationProc<{ ids: number[] }, { deleted: number }>;
  bulkFeature: MutationProc<{ ids: number[]; featured: boolean }, { updated: number }>;
  reorder: MutationProc<{ ids: number[]; designerId?: number }, { success: true }>;
  pathKey: () => QueryKey;
}

/**
 * `trpc.admin[key]` as a `CrudApi`. The one cast of the console's tRPC use (a last resort, named
 * as such): tRPC's option types are invariant in the row type, so no collection's procedures are
 * assignable to the loose row view the generic screens need. Every collection router is made by
 * the same `crudRouter` of packages/api (routers/crud.ts), so each has these procedures.
 */
export function crudApi(trpc: Trpc, key: string): CrudApi {
  return (trpc.admin as unknown as Record<string, CrudApi>)[key]!;
}
