import { INQUIRY_TYPES } from '@forma/validators/lead-values';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const shortDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const numberFormat = new Intl.NumberFormat('en-US');

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "Nov 21, 2026, 3:04 PM". */
export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat.format(toDate(value));
}

/** "Nov 21". */
export function formatShortDate(value: Date | string | number): string {
  return shortDateFormat.format(toDate(value));
}

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** The contact form's label of an inquiry type ("designer" -> "Hire a Designer"). */
export function inquiryTypeLabel(value: string): string {
  return INQUIRY_TYPES.find((t) => t.value === value)?.label ?? value;
}

/** The first `max` characters of a message on one line, with an ellipsis when cut. */
export function excerpt(text: string, max = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
