import { Card } from '@forma/ui';
import { TRPCClientError } from '@trpc/client';
import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Skeleton } from '../../components/skeleton';
import { EmptyState, ErrorState } from '../../components/states';
import { Sample } from '../ds-section';

/** How long the sample retry stays busy, ms. */
const RETRY_MS = 1200;

const SAMPLE_ERROR = new Error('The server did not answer. Check the connection and try again.');

/** What the server answers when the admin session is gone (tRPC UNAUTHORIZED). */
const SESSION_ENDED = new TRPCClientError('Not signed in', {
  result: { error: { code: -32001, message: 'Not signed in', data: { code: 'UNAUTHORIZED' } } },
});

/**
 * The console's screen states: EmptyState, skeleton rows while data loads (as the lists draw
 * them), and ErrorState: with a retry that shows its busy state, and when the session has ended.
 */
export function StatesSection() {
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    if (!retrying) return;
    const timer = setTimeout(() => setRetrying(false), RETRY_MS);
    return () => clearTimeout(timer);
  }, [retrying]);

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Sample title="Empty" className="block">
        <Card>
          <EmptyState icon={Users} title="No designers yet">
            Create the first designer with the button above.
          </EmptyState>
        </Card>
      </Sample>
      <Sample title="Loading (skeleton)" className="block">
        <Card className="divide-y divide-white/[0.05]">
          <p className="sr-only">Sample of the placeholder rows shown while a list loads.</p>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="flex items-center gap-4 px-5 py-4">
              <Skeleton className="size-9 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-3.5 w-2/5" />
                <Skeleton className="h-3 w-3/5" />
              </div>
              <Skeleton className="hidden h-6 w-16 rounded-full sm:block" />
            </div>
          ))}
        </Card>
      </Sample>
      <Sample title="Error" className="block">
        <ErrorState
          title="Could not load the designers"
          error={SAMPLE_ERROR}
          retrying={retrying}
          onRetry={() => setRetrying(true)}
        />
      </Sample>
      <Sample title="Error: session ended" className="block">
        <ErrorState error={SESSION_ENDED} onRetry={() => {}} />
      </Sample>
    </div>
  );
}
