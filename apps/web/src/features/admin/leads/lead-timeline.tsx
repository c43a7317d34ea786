import { Card } from '@forma/ui';
import type { LeadEvent } from '@forma/validators';
import { formatDateTime } from '../lib/format';
import { eventSentence } from './lead-format';

/**
 * A lead's timeline (issue 11 item 3), newest first: one human sentence per event ("admin moved
 * it from New to Qualified") with when it happened.
 */
export function LeadTimeline({ events }: { events: LeadEvent[] }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold">Timeline</h2>
      {events.length === 0 ? (
        <p className="mt-4 text-sm text-white/50">Nothing has happened yet.</p>
      ) : (
        <ol aria-label="Timeline" className="mt-4 space-y-0">
          {events.map((event, i) => (
            <li key={event.id} className="relative flex gap-3 pb-4 last:pb-0">
              {i < events.length - 1 && (
                <span aria-hidden className="absolute top-3 bottom-0 left-[5px] w-px bg-white/10" />
              )}
              <span
                aria-hidden
                className="relative mt-1.5 size-[11px] shrink-0 rounded-full border-2 border-violet-400/70 bg-[#0b0b13]"
              />
              <div className="min-w-0">
                <p className="text-sm text-white/85">{eventSentence(event)}</p>
                <time
                  dateTime={new Date(event.createdAt).toISOString()}
                  className="text-xs text-white/50"
                >
                  {formatDateTime(event.createdAt)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
