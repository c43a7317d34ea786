import { PATTERN_QUEUED, type Pattern } from '@forma/db';
import { TRPCError } from '@trpc/server';
import type { AdminContext } from './admin-context';
import { InvalidSvgError, sanitizeSvg } from './files/sanitize-svg';

/**
 * Server rules of patterns (SPEC 3 patterns; DESIGN.md "Files" and "Background work"): the SVG is
 * always sanitized before it is stored, and the status follows the files, never the client.
 */

/** Message of a pattern that has neither an SVG nor a PNG. */
export const NO_ARTWORK_MESSAGE = 'Upload an SVG, or a PNG to vectorize';
/** Message of a vectorize request for a pattern without a PNG. */
export const NO_PNG_MESSAGE = 'This pattern has no PNG to vectorize';

/** The SVG cleaned for storage; BAD_REQUEST with the reason when it is not a usable SVG. */
function cleanSvg(svg: string): string {
  try {
    return sanitizeSvg(svg);
  } catch (err) {
    if (err instanceof InvalidSvgError)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `Invalid SVG content: ${err.message}`,
        cause: err,
      });
    throw err;
  }
}

/**
 * The values written for a validated pattern create (`existing` undefined) or update input
 * (`existing` the stored row). `svgContent` is sanitized (BAD_REQUEST 'Invalid SVG content: ...'
 * when it is not an SVG). The status is the server's:
 * - a new SVG (and no new PNG) -> 'ready', not vectorized;
 * - a new or changed `pngUrl` without a new SVG -> 'pending' (attempts 0, no message): the
 *   vectorizer picks it up; a new SVG and a new PNG together keep the SVG ('ready');
 * - status 'pending' asked on an update -> queued again like `vectorize` (BAD_REQUEST
 *   'This pattern has no PNG to vectorize' without a PNG);
 * - created with neither -> 'failed' with 'Upload an SVG, or a PNG to vectorize';
 * - otherwise the status stays. Asking for any other status than the resulting one is a
 *   BAD_REQUEST; `isVectorized` from the client is ignored.
 */
export function preparePattern(
  _ctx: AdminContext,
  data: Record<string, unknown>,
  existing?: Pattern,
): Record<string, unknown> {
  const { status: requested, isVectorized: _ignored, ...values } = data;
  const svgIn = typeof values.svgContent === 'string' ? values.svgContent : undefined;
  let newSvg = false;
  if (svgIn !== undefined && svgIn.trim() !== '' && svgIn !== existing?.svgContent) {
    values.svgContent = cleanSvg(svgIn);
    newSvg = values.svgContent !== existing?.svgContent;
  }
  const pngIn = typeof values.pngUrl === 'string' ? values.pngUrl : undefined;
  const newPng = pngIn !== undefined && pngIn !== '' && pngIn !== existing?.pngUrl;
  const png = pngIn ?? existing?.pngUrl ?? '';

  let state: Record<string, unknown> = {};
  if (newSvg)
    state = {
      status: 'ready',
      isVectorized: false,
      statusMessage: '',
      attempts: 0,
      lockedAt: null,
    };
  else if (newPng) state = { ...PATTERN_QUEUED, isVectorized: false };
  else if (existing && requested === 'pending' && existing.status !== 'pending') {
    if (!png) throw new TRPCError({ code: 'BAD_REQUEST', message: NO_PNG_MESSAGE });
    state = { ...PATTERN_QUEUED };
  } else if (!existing)
    state = { status: 'failed', isVectorized: false, statusMessage: NO_ARTWORK_MESSAGE };

  const status = state.status ?? existing?.status;
  if (requested !== undefined && requested !== status && !(requested === 'pending' && !existing))
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `A pattern's status is set by the server: upload an SVG or a PNG, or vectorize it again (status cannot be set to '${String(requested)}')`,
    });
  return { ...values, ...state };
}

/** After a pattern write: wakes the vectorizer when the pattern waits for it. Never throws. */
export function afterPatternWrite(ctx: AdminContext, row: Pattern): void {
  if (row.status !== 'pending') return;
  try {
    ctx.jobs?.kickPatternVectorizer();
  } catch (err) {
    ctx.log?.warn({ err }, 'could not wake the pattern vectorizer');
  }
}
