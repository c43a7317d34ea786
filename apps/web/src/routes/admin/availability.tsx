import { createFileRoute } from '@tanstack/react-router';
import { AvailabilityPage } from '../../features/admin/availability/availability-page';

/**
 * Availability (issue 42 item 1): every console user's own hours for calls, their date
 * overrides, and the event types (admins change them).
 */
export const Route = createFileRoute('/admin/availability')({
  component: AvailabilityPage,
});
