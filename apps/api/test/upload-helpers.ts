import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { Client, TestApp } from './helpers';

/** Helpers of the upload tests (uploads.test.ts, storage-s3.test.ts). */

export interface FilePart {
  bytes: Buffer | string;
  filename?: string;
  type?: string;
  field?: string;
}

/** A multipart/form-data body (bytes and its Content-Type with the boundary), as a browser sends. */
export async function multipart(
  files: FilePart[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      file.field ?? 'file',
      new Blob([typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)], {
        type: file.type ?? 'application/octet-stream',
      }),
      file.filename ?? 'upload.bin',
    );
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

/** POST /api/admin/uploads with these parts, as `client` (or anonymous). */
export async function upload(
  t: TestApp,
  client: Client | undefined,
  ...files: FilePart[]
): Promise<LightMyRequestResponse> {
  const body = await multipart(files);
  const options = { method: 'POST' as const, url: '/api/admin/uploads', ...body };
  return client ? client.request(options) : t.app.inject(options);
}

/** A real PNG of `width` x `height` pixels. */
export const png = (width = 4, height = 3) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } },
  })
    .png()
    .toBuffer();

/** A sharp pipeline of `width` x `height` gaussian noise (`sigma`): compresses like a photo. */
export const noise = (width: number, height: number, sigma = 30) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 90, g: 120, b: 160 },
      noise: { type: 'gaussian', mean: 120, sigma },
    },
  });

/** A photo-like JPEG: `width` x `height` of noise, no metadata. */
export const noiseJpeg = (width: number, height: number) => noise(width, height).jpeg().toBuffer();
