import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { traceImage } from '../src/jobs/pattern-vectorizer';
import { createTracePool } from '../src/jobs/trace-pool';

/** A detailed black-and-white PNG, 1024 x 1024 px: a grid of rings, slow to trace. */
async function detailedPng(): Promise<Buffer> {
  const rings: string[] = [];
  for (let x = 16; x < 1024; x += 32)
    for (let y = 16; y < 1024; y += 32)
      rings.push(`<circle cx="${x}" cy="${y}" r="${8 + ((x + y) % 5)}" stroke-width="3"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/><g fill="none" stroke="#000">${rings.join('')}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('trace pool (issue 22 item 16)', () => {
  const pool = createTracePool({ maxThreads: 1 });
  afterAll(() => pool.close());

  it('traces in a worker thread: the main thread keeps its event loop while potrace runs', async () => {
    const png = await detailedPng();
    // Warm the worker thread (its start and module loading are not the trace).
    await pool.trace(png);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const svg = await pool.trace(png);
    const traceMs = performance.now() - started;
    delay.disable();

    expect(svg).toMatch(/^<svg[^>]*>[\s\S]*<path /);
    // On the main thread, potrace's synchronous work would hold the loop for most of the trace;
    // here the longest stall is a small share of it, however fast or slow the machine is.
    const longestStallMs = delay.max / 1e6;
    expect(longestStallMs).toBeLessThan(traceMs / 3);
  });

  it('rejects what potrace cannot read, and the pool keeps working', async () => {
    await expect(pool.trace(Buffer.from('not a png'))).rejects.toThrow();
    const svg = await traceImage(
      await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#fff' },
      })
        .composite([
          {
            input: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="20"/></svg>',
            ),
          },
        ])
        .png()
        .toBuffer(),
      pool,
    );
    expect(svg).toContain('<path');
  });
});
