import type { RouterOutputs } from '@forma/api';

/** What `admin.dashboard` answers: entity counts and the newest contact submissions. */
export type DashboardData = RouterOutputs['admin']['dashboard'];
export type DashboardCounts = DashboardData['counts'];

/** One contact submission as the admin procedures return it (dates are Date via superjson). */
export type ContactSubmission =
  RouterOutputs['admin']['contactSubmissions']['list']['items'][number];
