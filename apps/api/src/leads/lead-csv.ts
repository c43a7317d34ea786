import type { LeadExportRow } from '@forma/db';
import { INQUIRY_TYPES, LEAD_STATUS_LABELS } from '@forma/validators';

/** Header row of the CSV export, in column order. */
export const LEAD_CSV_HEADER = [
  'id',
  'created',
  'status',
  'name',
  'email',
  'company',
  'inquiry type',
  'message',
  'assignee',
  'notes',
  'shortlisted',
  'spam reason',
] as const;

/**
 * A cell a spreadsheet would not run as a formula: text starting with `=`, `+`, `-`, `@`, a tab
 * or a carriage return gets a leading `'` (OWASP CSV injection).
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const inquiryLabel = (value: string) =>
  INQUIRY_TYPES.find((t) => t.value === value)?.label ?? value;

/** `2026-11-23 14:05` (UTC) */
const minute = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

/** One lead as CSV cells (strings, formulas neutralised), in LEAD_CSV_HEADER order. */
export function leadCsvRecord(row: LeadExportRow): string[] {
  const notes = row.notes
    .map((n) => `[${minute(n.createdAt)} ${n.authorName ?? 'deleted user'}] ${n.body}`)
    .join('\n');
  return [
    String(row.id),
    row.createdAt.toISOString(),
    LEAD_STATUS_LABELS[row.status],
    row.name,
    row.email,
    row.company,
    inquiryLabel(row.inquiryType),
    row.message,
    row.assigneeName ?? '',
    notes,
    row.shortlisted.join('; '),
    row.spamReason ?? '',
  ].map(neutraliseCell);
}
