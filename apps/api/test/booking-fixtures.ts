/**
 * Shared setup of the booking tests (issue 42): a console user's availability around the clock in
 * `timeZone`, every day, no buffers, an hour's notice, 30 days ahead; and client addresses, each
 * new one in `10.{block}.x.y`, so the per-IP limit is met only where a test means it.
 */
export const allWeek = (timeZone: string) => ({
  active: true,
  displayName: 'Hana Host',
  email: 'hana@forma.example',
  timeZone,
  weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  bufferBeforeMin: 0,
  bufferAfterMin: 0,
  minNoticeMin: 60,
  horizonDays: 30,
  dailyMax: null,
});

/** A function answering a new address of `10.{block}.*.*` on each call. */
export function ipSequence(block: number): () => string {
  let count = 0;
  return () => {
    count++;
    return `10.${block}.${Math.floor(count / 250)}.${(count % 250) + 1}`;
  };
}
