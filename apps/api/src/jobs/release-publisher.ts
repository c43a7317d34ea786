import { publishDueRelease, type DB } from '@forma/db';
import { startPollingWorker, type PollingWorker } from './polling-worker';

/** Time between two looks for a due release, ms: a release goes live at most this late. */
export const RELEASE_POLL_MS = 5_000;

export interface ReleasePublisherDeps {
  db: DB;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  pollMs?: number;
  /** The clock; default the real one (tests move it). */
  now?: () => Date;
}

/**
 * One step of the release publisher (issue 20 item 3): publishes the next scheduled release
 * whose time has come (`publishDueRelease`: claimed and published in one transaction, so once
 * across instances). Logs what it did. True when one was handled (the next may be due too: a
 * release that failed waits, so the ones due after it go out in the same pass). Errors that
 * could not be recorded (the database is down) propagate: it stays scheduled for the next poll.
 */
export async function publishNextRelease(deps: ReleasePublisherDeps): Promise<boolean> {
  const result = await publishDueRelease(deps.db, deps.now?.() ?? new Date());
  if (!result) return false;
  const { release } = result;
  if (result.outcome === 'published')
    deps.log.info({ releaseId: release.id }, 'published a scheduled release');
  else if (result.outcome === 'retrying')
    deps.log.warn(
      {
        releaseId: release.id,
        reason: result.reason,
        attempt: release.publishAttempts,
        retryAt: release.retryAt,
      },
      'publishing a scheduled release failed: nothing was published, it is tried again later',
    );
  else
    deps.log.warn(
      { releaseId: release.id, reason: result.reason },
      'a scheduled release failed: nothing was published',
    );
  return true;
}

/**
 * Starts the release publisher of this process: a look at once (a release that came due while
 * every instance was down is published on start), then every `pollMs` (default 5 s). Every
 * instance runs one; the database makes sure each release is published once.
 */
export function startReleasePublisher(deps: ReleasePublisherDeps): PollingWorker {
  return startPollingWorker({
    name: 'release publisher',
    step: () => publishNextRelease(deps),
    pollMs: deps.pollMs ?? RELEASE_POLL_MS,
    log: deps.log,
  });
}
