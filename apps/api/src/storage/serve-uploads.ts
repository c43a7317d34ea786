import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { isStorageName, type Storage } from './types';

/** Headers of a stored SVG: no scripts, no fetches, no same-origin powers even when opened. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The one byte range of a `Range: bytes=a-b` header within `size`; null when unsatisfiable. */
function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/**
 * `GET /uploads/:name` (DESIGN.md "Files"): the stored file with its content type, `nosniff`, a
 * year-long immutable cache, an ETag, byte ranges (video seeking), and a locked-down CSP for SVG.
 * 404 JSON for an invalid name or a missing file, 416 for a range outside it.
 */
export function registerUploadFiles(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    if (!isStorageName(name)) throw new HttpError(404, 'Not found');
    const file = await storage.get(name);
    if (!file) throw new HttpError(404, 'Not found');

    const range = request.headers.range ? byteRange(request.headers.range, file.size) : undefined;
    if (range === null)
      return reply
        .code(416)
        .header('content-range', `bytes */${file.size}`)
        .send({ message: 'Range not satisfiable' });

    const etag = `"${name.slice(0, name.indexOf('.'))}"`;
    reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('accept-ranges', 'bytes');
    if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (range)
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .send(file.body.subarray(range.start, range.end + 1));
    return reply.send(file.body);
  });
}
