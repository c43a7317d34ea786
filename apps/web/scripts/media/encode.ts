import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { render } from './svg';

export const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';

/** Every file written, for the size summary. */
export const written: Array<{ path: string; bytes: number; limit: number }> = [];

function record(path: string, limit: number): number {
  const bytes = statSync(path).size;
  written.push({ path, bytes, limit });
  return bytes;
}

type ImageFormat = 'webp' | 'jpeg';

/**
 * Encodes an SVG (or an already rendered sharp pipeline) to `path`, lowering the quality step by
 * step until the file fits in `limit` bytes. Throws when even the lowest quality is too large.
 */
export async function writeImage(
  path: string,
  source: string | sharp.Sharp,
  format: ImageFormat,
  limit: number,
  opts: { width?: number; height?: number; quality?: number; alpha?: boolean; blur?: number } = {},
): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  let pipeline = typeof source === 'string' ? render(source) : source;
  if (opts.width || opts.height)
    pipeline = pipeline.resize(opts.width, opts.height, { fit: 'cover', kernel: 'lanczos3' });
  if (opts.blur) pipeline = pipeline.blur(opts.blur);
  if (!opts.alpha) pipeline = pipeline.flatten({ background: '#000000' });
  const raw = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = raw.info;
  for (let q = opts.quality ?? 82; q >= 20; q -= 6) {
    const img = sharp(raw.data, { raw: { width, height, channels } });
    const buf =
      format === 'webp'
        ? await img
            .webp({ quality: q, alphaQuality: 80, effort: 6, smartSubsample: true })
            .toBuffer()
        : await img.jpeg({ quality: q, mozjpeg: true, progressive: true }).toBuffer();
    if (buf.length <= limit || q - 6 < 20) {
      if (buf.length > limit) throw new Error(`${path}: ${buf.length} B is over ${limit} B`);
      writeFileSync(path, buf);
      record(path, limit);
      return;
    }
  }
}

/** Writes a text file (SVG) and records it. */
export function writeText(path: string, content: string, limit: number): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  const bytes = record(path, limit);
  if (bytes > limit) throw new Error(`${path}: ${bytes} B is over ${limit} B`);
}

function ffmpeg(args: string[]): void {
  const r = spawnSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed: ${r.stderr?.toString()}`);
}

/** Frames rendered once to a temp dir (PNG), encoded to one or more formats. */
export interface FrameSet {
  dir: string;
  pattern: string;
  fps: number;
  count: number;
  dispose: () => void;
}

/** Renders `count` SVG frames (from `frame(i)`) into a temporary directory. */
export async function renderFrames(
  count: number,
  fps: number,
  frame: (i: number) => string,
): Promise<FrameSet> {
  const dir = mkdtempSync(join(tmpdir(), 'forma-frames-'));
  const batch = 4;
  for (let i = 0; i < count; i += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, count - i) }, (_, k) =>
        render(frame(i + k))
          .flatten({ background: '#000000' })
          .png({ compressionLevel: 1 })
          .toFile(join(dir, `f${String(i + k).padStart(4, '0')}.png`)),
      ),
    );
  }
  return {
    dir,
    pattern: join(dir, 'f%04d.png'),
    fps,
    count,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

const BITEXACT = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'];

/**
 * Encodes H.264 (yuv420p, +faststart, no audio) from ffmpeg input args and an optional filter,
 * raising the CRF until the file fits in `limit` bytes.
 */
export function encodeMp4(
  path: string,
  input: string[],
  limit: number,
  opts: { filter?: string; crf?: number; frames?: number } = {},
): void {
  mkdirSync(dirname(path), { recursive: true });
  for (let crf = opts.crf ?? 23; crf <= 40; crf += 2) {
    ffmpeg([
      ...input,
      ...(opts.filter ? ['-vf', opts.filter] : []),
      ...(opts.frames ? ['-frames:v', String(opts.frames)] : []),
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-profile:v',
      'high',
      '-crf',
      String(crf),
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      ...BITEXACT,
      path,
    ]);
    if (statSync(path).size <= limit) break;
  }
  const bytes = record(path, limit);
  if (bytes > limit) throw new Error(`${path}: ${bytes} B is over ${limit} B`);
}

/**
 * Encodes VP9 WebM (no audio) from ffmpeg input args and an optional filter / frame count,
 * raising the CRF until the file fits in `limit` bytes.
 */
export function encodeWebm(
  path: string,
  input: string[],
  limit: number,
  crf0 = 34,
  opts: { filter?: string; frames?: number } = {},
): void {
  mkdirSync(dirname(path), { recursive: true });
  for (let crf = crf0; crf <= 56; crf += 3) {
    ffmpeg([
      ...input,
      ...(opts.filter ? ['-vf', opts.filter] : []),
      ...(opts.frames ? ['-frames:v', String(opts.frames)] : []),
      '-an',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      String(crf),
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '1',
      '-threads',
      '2',
      '-pix_fmt',
      'yuv420p',
      ...BITEXACT,
      path,
    ]);
    if (statSync(path).size <= limit) break;
  }
  const bytes = record(path, limit);
  if (bytes > limit) throw new Error(`${path}: ${bytes} B is over ${limit} B`);
}

/** ffmpeg input args for a frame set. */
export const framesInput = (f: FrameSet) => ['-framerate', String(f.fps), '-i', f.pattern];
