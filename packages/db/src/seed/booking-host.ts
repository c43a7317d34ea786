import type { DB } from '../client';
import { getHostAvailability, saveHostAvailability } from '../repositories/booking-setup';

/**
 * The demo's booking host (issue 42): on a fresh demo database the env admin takes calls on
 * weekdays 09:00-17:00 in Europe/Berlin, with 10-minute buffers, 4 hours' notice and 60 days
 * ahead, so `/book` offers real slots out of the box. Does nothing when the user already has
 * availability. `email` receives the invites (the first NOTIFY_EMAIL, else a placeholder).
 */
export async function seedDemoBookingHost(db: DB, userId: number, email: string): Promise<void> {
  if (await getHostAvailability(db, userId)) return;
  await saveHostAvailability(db, userId, {
    active: true,
    displayName: 'The Forma team',
    email,
    timeZone: 'Europe/Berlin',
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
    bufferBeforeMin: 10,
    bufferAfterMin: 10,
    minNoticeMin: 240,
    horizonDays: 60,
    dailyMax: 8,
  });
}
