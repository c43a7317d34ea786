import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/**
 * The encoding of a server-rendered document for an Accept-Encoding header: br, then gzip, else
 * identity (an encoding with q=0 is refused).
 */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `body` in `encoding`, compressed for one response (a page made for one visitor): brotli at
 * quality 4 and gzip at level 6, fast settings; identity is `body` itself.
 */
export async function compressForOneResponse(
  body: Buffer,
  encoding: 'br' | 'gzip' | 'identity',
): Promise<Buffer> {
  if (encoding === 'br') return brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return body;
}
