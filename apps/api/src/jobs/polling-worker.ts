/** A background worker of this process (DESIGN.md "Background work"). */
export interface PollingWorker {
  /** Runs a pass now (or right after the current one). Never throws. */
  kick(): void;
  /**
   * Resolves once no pass is under way: at once when idle, else when the current pass (and any
   * pass a kick queued meanwhile) has finished. Never rejects. What tests wait on instead of a
   * clock.
   */
  settled(): Promise<void>;
  /** Stops polling and resolves once the current step has finished. */
  stop(): Promise<void>;
}

/**
 * Starts a worker whose queue lives in the database: a pass at once, then one every `pollMs` ms
 * (the timer does not keep the process alive) and whenever `kick()` is called; a kick during a
 * pass runs another pass right after it. A pass calls `step` until it returns false (nothing due,
 * or a failure worth waiting for); a step that throws ends the pass (logged as `${name} pass
 * failed`; the next poll retries). Used by the pattern vectorizer and the lead notifier.
 */
export function startPollingWorker(options: {
  name: string;
  /** Works on one queued item; true when the next may follow at once. */
  step: () => Promise<boolean>;
  pollMs: number;
  log: { warn(obj: object, msg: string): void };
}): PollingWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const pass = async () => {
    do {
      again = false;
      while (!stopped && (await options.step()));
    } while (again && !stopped);
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((err: unknown) => options.log.warn({ err }, `${options.name} pass failed`))
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(kick, options.pollMs);
  timer.unref();
  kick();

  return {
    kick,
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
