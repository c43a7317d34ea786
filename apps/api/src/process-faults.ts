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
 * The decision of the process-level handlers (issue 9: no database error may end the process):
 * a lost or unreachable database (see `isDatabaseUnavailable`) that escaped every other handler is
 * logged and the process keeps serving (requests answer 503 until the database is back). Any
 * other error is fatal: logged, `shutdown()` runs, then `exit(1)` (a second fatal error, or the
 * grace period running out, exits at once). Returns `(err, origin) => void`.
 */
export function faultHandler(options: ProcessFaultOptions): (err: unknown, origin: string) => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let fatal = false;
  return (err, origin) => {
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
}

/**
 * Installs {@link faultHandler} as the process's 'uncaughtException' and 'unhandledRejection'
 * handlers. Returns a function that removes them.
 */
export function handleProcessFaults(options: ProcessFaultOptions): () => void {
  const onFault = faultHandler(options);
  const onException = (err: unknown) => onFault(err, 'uncaughtException');
  const onRejection = (err: unknown) => onFault(err, 'unhandledRejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
