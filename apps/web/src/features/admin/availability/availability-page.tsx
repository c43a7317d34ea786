import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/states';
import { useAdminContext } from '../lib/use-admin-api';
import { AvailabilityForm, firstAvailability } from './availability-form';
import { DateOverrides } from './date-overrides';
import { EventTypesSection } from './event-types-section';
import { browserTimeZone } from './time-zone-field';

/**
 * /admin/availability (issue 42 item 1), every console role for themselves: their weekly hours
 * and settings (AvailabilityForm), their date overrides (DateOverrides), and the event types
 * (EventTypesSection: admins change them, others read).
 */
export function AvailabilityPage() {
  const { trpc, adminUser } = useAdminContext();
  const mine = useQuery(trpc.calls.availability.queryOptions());

  return (
    <>
      <PageHeader
        eyebrow="Calls"
        title="Availability"
        description="When visitors may book a call with you, in your own time zone."
      />
      {mine.isError ? (
        <ErrorState
          title="Could not load your availability"
          error={mine.error}
          onRetry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
      ) : mine.isPending ? (
        <div role="status" aria-label="Loading your availability" className="space-y-3">
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      ) : (
        <>
          <AvailabilityForm
            firstTime={mine.data.availability === null}
            initial={
              mine.data.availability
                ? stripUser(mine.data.availability)
                : firstAvailability(adminUser.username, '', browserTimeZone())
            }
          />
          <DateOverrides
            overrides={mine.data.overrides}
            enabled={mine.data.availability !== null}
          />
        </>
      )}
      <EventTypesSection />
    </>
  );
}

/** The stored availability without its user id: the form's values. */
function stripUser<T extends { userId: number }>({ userId: _userId, ...rest }: T) {
  return rest;
}
