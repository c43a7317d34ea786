/**
 * A moment for people, in UTC: "27 Nov 2026, 18:00 UTC" (a preview link's expiry, issue 20
 * item 2). Zod-free, so the site's pages can show it too.
 */
export const formatUtc = (date: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date)} UTC`;
