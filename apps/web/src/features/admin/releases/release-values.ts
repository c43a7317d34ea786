import type { RouterOutputs } from '@forma/api';
import type { ReleaseStatus } from '@forma/validators';

/** A release as `releases.list` answers it. */
export type ReleaseRow = RouterOutputs['releases']['list'][number];
/** A release with its items, as `releases.byId` answers it. */
export type ReleaseDetail = RouterOutputs['releases']['byId'];

/** How the console names each release status. */
export const RELEASE_STATUS_LABELS: Record<ReleaseStatus, string> = {
  open: 'Open',
  scheduled: 'Scheduled',
  published: 'Published',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** The statuses of a release still to come: its contents and schedule may change. */
export const isReleaseEditable = (status: ReleaseStatus) =>
  status === 'open' || status === 'scheduled' || status === 'failed';

/** The admin's time zone as the browser knows it ("Europe/Paris"). */
export const adminTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const pad = (n: number) => String(n).padStart(2, '0');

/** `date` as a `datetime-local` value in the admin's time zone ("2026-11-27T09:00:00"). */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A `datetime-local` value (the admin's time zone) as a Date, or null when empty or invalid. */
export function fromDateTimeLocal(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
