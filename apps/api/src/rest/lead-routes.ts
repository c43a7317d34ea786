import { createCaller } from '@forma/api';
import type { DB, LeadExportRow } from '@forma/db';
import { leadListInput } from '@forma/validators';
import { LEAD_CSV_HEADER, leadCsvRecord } from '../leads/lead-csv';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, Readable } from 'node:stream';
import { createContext } from '../context';
import { toRestError } from './errors';
import { restRoute } from './openapi/route-doc';
import { queryInput } from './procedure-input';

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
      queryInput(leadListInput.shape, { ...(request.query ?? {}) }),
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
 * GET /api/admin/leads/export.csv (issue 11 item 3): the one lead path the generator cannot
 * express, a streamed CSV attachment. The other lead paths are the `admin.leads` procedures' REST
 * metadata.
 */
export function registerLeadRoutes(app: FastifyInstance, db: DB): void {
  restRoute(
    app,
    'GET',
    '/api/admin/leads/export.csv',
    {
      tag: 'Admin: leads',
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
}
