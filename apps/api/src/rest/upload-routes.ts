import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { forbiddenMessage } from '@forma/api';
import { inTransaction, recordUpload, recordWebhookEvent, type DB } from '@forma/db';
import {
  roleAllows,
  UPLOAD_TYPES_TEXT,
  type UploadResult,
  uploadResultSchema,
} from '@forma/validators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createContext } from '../context';
import { HttpError } from '../http-error';
import { RATE_LIMITS } from '../plugins/rate-limits';
import type { Storage } from '../storage';
import { registerUploadFiles } from '../storage/serve-uploads';
import { megabytes, MULTIPART_FILE_LIMIT, prepareUpload } from '../storage/upload-files';

/** The bytes of the one file of a multipart request, in the field `file`. */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new HttpError(400, 'Send the file as multipart/form-data in a field named "file"');
  const tooLarge = () =>
    new HttpError(413, `File is larger than ${megabytes(MULTIPART_FILE_LIMIT)}`);
  const fail = (err: unknown): never => {
    const status = (err as { statusCode?: unknown }).statusCode;
    if (status === 413 && (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge();
    if (typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw new HttpError(400, 'Malformed multipart body');
  };
  const part = await request
    .file({ limits: { fileSize: MULTIPART_FILE_LIMIT, files: 1, fields: 10, parts: 20 } })
    .catch(fail);
  if (!part) throw new HttpError(400, 'No file: send one file in the field "file"');
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw new HttpError(400, 'No file: send one file in the field "file"');
  }
  const bytes = await part.toBuffer().catch(fail);
  if (bytes.length === 0) throw new HttpError(400, 'The file is empty');
  return bytes;
}

/** The editor or admin each upload request was checked for (requireEditor), for `uploads.uploaded_by`. */
const uploaders = new WeakMap<FastifyRequest, number>();

/**
 * 401 anonymous, 403 below the editor role (issue 20 item 4: editors upload media): checked before
 * the body is read.
 */
function requireEditor(db: DB) {
  return async function checkEditor(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { user } = await createContext(db, request, reply);
    if (!user) throw new HttpError(401, 'Not authenticated');
    if (!roleAllows(user.role, 'editor'))
      throw new HttpError(403, forbiddenMessage(user.role, 'editor'));
    uploaders.set(request, user.id);
  };
}

/**
 * Uploads (DESIGN.md "Files", REST additions):
 *
 * - `POST /api/admin/uploads`: multipart with one file in the field `file` (multipart is
 *   registered for this route only). Admin only (401/403 before the body is read), rate limited
 *   per IP. The type is sniffed from the bytes (the filename and Content-Type are ignored): PNG,
 *   JPEG, WebP (5 MB; upright, 8-bit sRGB, metadata stripped: cleanImage), MP4, WebM (50 MB),
 *   SVG (5 MB, cleaned by sanitizeSvg). Stored as `<sha-256 of the stored bytes>.<ext>` and
 *   recorded in the uploads table; a photo's AVIF/WebP variants follow from the background job
 *   (jobs/image-variants.ts, woken here).
 *   Answers 201 UploadResult; 400 no file, damaged or over MAX_IMAGE_PIXELS, 413 too large, 415
 *   other types.
 * - `GET /uploads/:name`: the stored file with its content type, `nosniff`, a year-long immutable
 *   cache, an ETag, byte ranges (video seeking), and a locked-down CSP for SVG. 404 JSON for an
 *   invalid name or a missing file.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  { db, storage }: { db: DB; storage: Storage },
): Promise<void> {
  await app.register(async function uploads(scope) {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MULTIPART_FILE_LIMIT, files: 1 },
    });
    scope.route({
      method: 'POST',
      url: '/api/admin/uploads',
      preParsing: requireEditor(db),
      config: {
        rateLimit: RATE_LIMITS.upload,
        openapi: {
          summary: 'Upload an image, video or SVG',
          description: `Multipart with one file field named \`file\`: ${UPLOAD_TYPES_TEXT}. The type is read from the bytes; an SVG is cleaned; a photo is turned upright and stored in 8-bit sRGB without its metadata (EXIF, GPS, ICC); images over 60 megapixels are refused. The file is stored under its content hash.`,
          tag: 'Admin: uploads',
          access: 'editor',
          multipart: {
            maxBytes: MULTIPART_FILE_LIMIT,
            description: `One file: ${UPLOAD_TYPES_TEXT}`,
          },
          response: { status: 201, schema: uploadResultSchema, description: 'Stored' },
        },
      },
      handler: async (request, reply) => {
        const file = await prepareUpload(await readFilePart(request));
        const hash = createHash('sha256').update(file.bytes).digest('hex');
        const name = `${hash}.${file.ext}`;
        await storage.put(name, file.bytes, file.contentType);
        // Into the media library; a photo's variants are made by the background job (issue 19).
        // The row and its `media.uploaded` webhook event commit together (issue 43).
        const uploadedBy = uploaders.get(request) ?? null;
        await inTransaction(db, async (trx) => {
          const upload = await recordUpload(trx, {
            name,
            kind: file.kind,
            contentType: file.contentType,
            bytes: file.bytes.length,
            width: file.width,
            height: file.height,
            uploadedBy,
          });
          await recordWebhookEvent(trx, {
            type: 'media.uploaded',
            actorId: uploadedBy,
            data: {
              media: {
                name,
                url: storage.url(name),
                kind: upload.kind,
                contentType: upload.contentType,
                bytes: upload.bytes ?? file.bytes.length,
                width: upload.width,
                height: upload.height,
              },
            },
          });
        });
        if (file.kind === 'image') app.jobs?.kickImageVariants?.();
        request.log.info({ name, kind: file.kind, size: file.bytes.length }, 'file uploaded');
        const result: UploadResult = {
          url: storage.url(name),
          contentType: file.contentType,
          size: file.bytes.length,
          kind: file.kind,
          ...(file.width && file.height ? { width: file.width, height: file.height } : {}),
        };
        return reply.code(201).send(result);
      },
    });
  });
  registerUploadFiles(app, storage);
}
