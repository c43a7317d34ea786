/**
 * What the HTTP host (apps/api) and every tRPC client agree on. Plain values with no imports, so
 * browser code and `@forma/api/client` can use them without the server's modules.
 */

/** Path of the tRPC endpoint on the server (`https://forma.example/trpc`). */
export const TRPC_PATH = '/trpc';

/**
 * Default largest number of procedures in one batched tRPC request (more: 400). The server's
 * TRPC_MAX_BATCH_SIZE defaults to it, and `createFormaClient` splits larger batches at it.
 */
export const DEFAULT_TRPC_MAX_BATCH_SIZE = 10;
