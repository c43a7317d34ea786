import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/** How long an idle worker thread lives before it exits, ms. */
const IDLE_TIMEOUT_MS = 30_000;

/**
 * The worker thread that traces: trace-worker.js beside the bundle (dist), or trace-worker.ts
 * beside this file when the server runs from source (tests, `pnpm dev`), loaded through tsx.
 */
function workerOptions(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return {
    filename: new URL(fromSource ? './trace-worker.ts' : './trace-worker.js', import.meta.url).href,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  };
}

/** Traces bitmaps off the main thread. */
export interface TracePool {
  /** Traces a grayscale PNG (its bytes) into SVG text; rejects as potrace does. */
  trace(bitmap: Buffer): Promise<string>;
  /** Waits for the traces in progress, then ends the worker threads. */
  close(): Promise<void>;
}

/**
 * A pool of worker threads for potrace (issue 22 item 16), with Piscina: tracing a 1024 px image
 * takes about 0.3 s of CPU, which on the main thread would hold every request for that long. No
 * thread runs until the first trace; idle threads exit after 30 s. `maxThreads` defaults to half
 * the machine's CPUs (at least 1), leaving the rest to the requests.
 */
export function createTracePool(options: { maxThreads?: number } = {}): TracePool {
  const maxThreads = options.maxThreads ?? Math.max(1, Math.floor(availableParallelism() / 2));
  const pool = new Piscina<Uint8Array, string>({
    ...workerOptions(),
    minThreads: 0,
    maxThreads,
    idleTimeout: IDLE_TIMEOUT_MS,
  });
  return {
    trace: (bitmap) => pool.run(new Uint8Array(bitmap)),
    close: () => pool.close(),
  };
}

let shared: TracePool | undefined;

/** The process's trace pool, made on first use. */
export function sharedTracePool(): TracePool {
  shared ??= createTracePool();
  return shared;
}

/** Closes the process's trace pool, if it was made (server shutdown). */
export async function closeSharedTracePool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
