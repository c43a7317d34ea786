/**
 * Classes of a from–until pair of time inputs (weekly hours and date overrides): side by side at
 * 390 px, each taking half the row with a narrower padding and no picker icon (a phone opens its
 * own picker; the field still takes typing), so "08:00 AM" is never cut; 9 rem each from `sm` up.
 */
export const TIME_FIELD = 'min-w-0 flex-1 sm:flex-none';
export const TIME_INPUT =
  'w-full px-2.5 sm:w-36 sm:px-4 max-sm:[&::-webkit-calendar-picker-indicator]:hidden';
