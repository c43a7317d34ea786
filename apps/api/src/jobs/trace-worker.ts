import potrace from 'potrace';

/**
 * The task of the trace pool's worker threads (trace-pool.ts, issue 22 item 16): traces a
 * grayscale PNG (`bitmap`, its bytes) with potrace (`turdSize` 2: specks of 2 px or less are
 * dropped; dark shapes become black paths) and resolves with the SVG text. Rejects with
 * potrace's error for an image it cannot read.
 */
export default function trace(bitmap: Uint8Array): Promise<string> {
  const bytes = Buffer.from(bitmap.buffer, bitmap.byteOffset, bitmap.byteLength);
  return new Promise((resolve, reject) =>
    potrace.trace(bytes, { turdSize: 2 }, (err, svg) => (err ? reject(err) : resolve(svg))),
  );
}
