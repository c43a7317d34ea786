import type { LeadExportRow } from '@forma/db';
import type { DB } from '@forma/db';
import {
  deleteByEmailAnswer,
  deleteByEmailInput,
  idSchema,
  INQUIRY_TYPES,
  LEAD_STATUS_LABELS,
  leadDetailRecord,
  leadListInput,
  leadNoteInput,
  leadNoteRecord,
  leadPage,
  leadRecord,
  leadSetStatusInput,
} from '@forma/validators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify';
import { pipeline, Readable } from 'node:stream';
import { createCaller } from '@forma/api';
import { createContext } from '../context';
import { toRestError } from './errors';
import { z } from 'zod';
import { restHandler } from './handler';
import { restRoute } from './openapi/route-doc';

/** Query keys whose values are numbers (`?limit=20`); a non-number is left for zod to refuse. */
const NUMBER_KEYS = new Set(['limit', 'offset']);
/** Query keys whose values are booleans (`?isRead=false`). */
const BOOLEAN_KEYS = new Set(['isRead']);

/**
 * A lead list/export query string as the procedure's input: empty values and `_t` (cache
 * buster) dropped, `limit`/`offset` as numbers, `isRead` as a boolean, `assigneeId` a number or
 * 'none'. Anything malformed is passed on as it is, so the procedure's zod schema answers 400.
 */
export function leadQueryToInput(query: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === '_t' || value === '' || value === undefined) continue;
    if (typeof value !== 'string') input[key] = value;
    else if (NUMBER_KEYS.has(key) && /^\d+$/.test(value)) input[key] = Number(value);
    else if (BOOLEAN_KEYS.has(key) && (value === 'true' || value === 'false'))
      input[key] = value === 'true';
    else if (key === 'assigneeId' && /^\d+$/.test(value)) input[key] = Number(value);
    else input[key] = value;
  }
  return input;
}

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

/**
 * GET /api/admin/leads/export.csv: every lead under the list's query-string filters and sort as
 * CSV (issue 11 item 3), streamed page by page. Admin only through the procedure
 * (`admin.leads.exportRows`: 401 / 403, 400 for bad filters, all before any byte is sent). Every
 * cell quoted, header row first, formulas neutralised; `leads-YYYY-MM-DD.csv` as an attachment.
 */
async function exportCsv(db: DB, request: FastifyRequest, reply: FastifyReply) {
  const caller = createCaller(await createContext(db, request, reply));
  let rows: AsyncIterator<LeadExportRow>;
  let first: IteratorResult<LeadExportRow>;
  try {
    const iterable = await caller.admin.leads.exportRows(
      leadQueryToInput((request.query ?? {}) as Record<string, unknown>) as never,
    );
    rows = iterable[Symbol.asyncIterator]();
    // The first page is read before answering, so its errors are still an HTTP status.
    first = await rows.next();
  } catch (err) {
    throw toRestError(err);
  }
  async function* records() {
    yield [...LEAD_CSV_HEADER];
    for (let next = first; !next.done; next = await rows.next()) yield leadCsvRecord(next.value);
  }
  // pipeline: a client that goes away stops the reading, and a failure on a later page (the
  // database gone) ends the response early and is logged; it can no longer be a status.
  const csv = pipeline(
    Readable.from(records()),
    stringify({ quoted: true, quoted_empty: true, record_delimiter: 'windows' }),
    (err) => {
      if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE')
        request.log.error({ err }, 'lead CSV export failed');
    },
  );
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/**
 * The lead pipeline's admin REST (issue 11), over the `admin.leads` procedures: GET
 * /api/admin/leads (list: query-string filters, sort, limit, offset), GET
 * /api/admin/leads/export.csv, GET /api/admin/leads/:id, POST /api/admin/leads/:id/status
 * `{ status }`, POST /api/admin/leads/:id/notes `{ body }` (201), POST
 * /api/admin/leads/delete-by-email `{ email }`. Authorisation is the procedures' (401 / 403).
 */
export function registerLeadRoutes(app: FastifyInstance, db: DB): void {
  const handle = (...args: Parameters<typeof restHandler> extends [DB, ...infer R] ? R : never) =>
    restHandler(db, ...args);
  const leads = { tag: 'Admin: leads' };
  const idParam = z.object({ id: idSchema });

  restRoute(
    app,
    'GET',
    '/api/admin/leads',
    {
      ...leads,
      access: 'viewer',
      summary: 'The lead inbox: filtered, sorted, one page',
      description:
        '`status` unset means every status but spam; `assigneeId=none` means unassigned.',
      query: leadListInput,
      response: { status: 200, schema: leadPage, description: 'One page, with counts per status' },
    },
    handle(({ caller, query }) => caller.admin.leads.list(leadQueryToInput(query) as never)),
  );
  restRoute(
    app,
    'GET',
    '/api/admin/leads/export.csv',
    {
      ...leads,
      access: 'viewer',
      summary: 'Every lead under the filters, as CSV',
      query: leadListInput.omit({ limit: true, offset: true }),
      response: {
        status: 200,
        contentType: 'text/csv',
        description: 'A CSV attachment (`leads-YYYY-MM-DD.csv`), a header row first',
      },
    },
    (request, reply) => exportCsv(db, request, reply),
  );
  restRoute(
    app,
    'POST',
    '/api/admin/leads/delete-by-email',
    {
      ...leads,
      access: 'editor',
      summary: "Delete one person's data: every lead from an e-mail address",
      body: deleteByEmailInput,
      response: { status: 200, schema: deleteByEmailAnswer, description: 'How many were deleted' },
    },
    handle(({ caller, field }) =>
      caller.admin.leads.deleteByEmail({ email: field('email') as never }),
    ),
  );
  restRoute(
    app,
    'GET',
    '/api/admin/leads/:id',
    {
      ...leads,
      access: 'viewer',
      summary: 'One lead with its notes, timeline and shortlist',
      params: idParam,
      response: { status: 200, schema: leadDetailRecord, description: 'The lead' },
    },
    handle(({ caller, params }) => caller.admin.leads.byId({ id: params.id as never })),
  );
  restRoute(
    app,
    'POST',
    '/api/admin/leads/:id/status',
    {
      ...leads,
      access: 'editor',
      summary: "Change a lead's status",
      params: idParam,
      body: leadSetStatusInput.pick({ status: true }),
      response: { status: 200, schema: leadRecord, description: 'The lead' },
    },
    handle(({ caller, params, field }) =>
      caller.admin.leads.setStatus({ id: params.id as never, status: field('status') as never }),
    ),
  );
  restRoute(
    app,
    'POST',
    '/api/admin/leads/:id/notes',
    {
      ...leads,
      access: 'editor',
      summary: 'Add an internal note to a lead',
      params: idParam,
      body: leadNoteInput.pick({ body: true }),
      response: { status: 201, schema: leadNoteRecord, description: 'The note' },
    },
    handle(
      ({ caller, params, field }) =>
        caller.admin.leads.addNote({ id: params.id as never, body: field('body') as never }),
      { status: 201 },
    ),
  );
}
