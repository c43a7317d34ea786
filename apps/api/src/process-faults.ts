import { isDatabaseUnavailable } from '@forma/api';

type Log = {
  warn: (obj: object, msg?: string) => void;
  fatal: (obj: object, msg?: string) => void;
};

export interface ProcessFaultOptions {
  log: Log;
  /** Closes the app and the database; given `gracePeriodMs` before the process exits anyway. */
  shutdown: () => Promise<void>;
  /** Longest graceful shutdown after a fatal error, ms; default 10,000. */
  gracePeriodMs?: number;
  /** Ends the process (tests pass a fake); default `process.exit`. */
  exit?: (code: number) => void;
}

/**
 * Process-level 'uncaughtException' and 'unhandledRejection' handlers (issue 9: no database error
 * may end the process). A lost or unreachable database (see `isDatabaseUnavailable`) that escaped
 * every other handler is logged and the process keeps serving: requests answer 503 until the
 * database is back. Any other error is fatal: logged, `shutdown()` runs, and the process exits
 * with code 1 (a second fatal error, or the grace period running out, exits at once).
 * Returns a function that removes the handlers.
 */
export function handleProcessFaults(options: ProcessFaultOptions): () => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let fatal = false;
  const onFault = (err: unknown, origin: string) => {
    if (isDatabaseUnavailable(err)) {
      options.log.warn(
        { err, origin },
        'database connection error outside a request: kept running',
      );
      return;
    }
    if (fatal) {
      options.log.fatal({ err, origin }, 'second error while shutting down: exiting');
      exit(1);
      return;
    }
    fatal = true;
    options.log.fatal({ err, origin }, 'shutting down after an error');
    const timer = setTimeout(() => exit(1), options.gracePeriodMs ?? 10_000);
    timer.unref();
    options.shutdown().then(
      () => exit(1),
      () => exit(1),
    );
  };
  const onException = (err: unknown) => onFault(err, 'uncaughtException');
  const onRejection = (err: unknown) => onFault(err, 'unhandledRejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
