import type { AppRouter } from '@forma/api';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

/**
 * The console's generic collection procedures, `admin.collection.*` of packages/api
 * (routers/collection.ts): each takes `{ collection, input }` and answers rows read by field
 * name, so the screens driven by a collection's definition call one set of procedures. These are
 * their types as the router declares them.
 */
type CollectionInputs = inferRouterInputs<AppRouter>['admin']['collection'];
type CollectionOutputs = inferRouterOutputs<AppRouter>['admin']['collection'];

/** The list input every collection accepts; the collection's own whitelist is checked on the server. */
export type ListInput = NonNullable<CollectionInputs['list']['input']>;

/** What a list call answers: one page of rows and the total. */
export type ListPage = CollectionOutputs['list'];

/** A row of any admin collection as the list and byId procedures answer it. */
export type CollectionRow = CollectionOutputs['byId'];
