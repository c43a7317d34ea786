import { recordUpload, type DatabaseHandle } from '@forma/db';
import { createTestDatabase, truncateAll } from '@forma/db/testing';
import type { PublicUser } from '@forma/validators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerAs, makeUser } from '../test-helpers';

const hash = 'a'.repeat(64);

describe('admin.media.thumbnail (issue 39 item 9)', () => {
  let h: DatabaseHandle;
  let viewer: PublicUser;
  beforeAll(async () => {
    h = await createTestDatabase('pglite');
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await truncateAll(h);
    viewer = await makeUser(h, 'viewer', { role: 'viewer' });
  });

  it("answers an image's small variant, never its master; the file itself until variants exist", async () => {
    const caller = callerAs(h, viewer);
    const url = `/uploads/${hash}.jpg`;
    const upload = await recordUpload(h.db, {
      name: `${hash}.jpg`,
      kind: 'image',
      contentType: 'image/jpeg',
      bytes: 4_000_000,
      width: 4000,
      height: 3000,
      uploadedBy: null,
    });
    expect(await caller.admin.media.thumbnail({ url, minWidth: 160 })).toEqual({ url });
    const variants = [160, 320, 640].flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        name: `${hash}-${width}w.${format}`,
        width,
        format,
        bytes: width * 10,
      })),
    );
    await h.db
      .updateTable('uploads')
      .set({ variants: JSON.stringify(variants) })
      .where('id', '=', upload.id)
      .execute();
    expect(await caller.admin.media.thumbnail({ url, minWidth: 160 })).toEqual({
      url: `/uploads/${hash}-160w.webp`,
    });
    expect(await caller.admin.media.thumbnail({ url, minWidth: 200 })).toEqual({
      url: `/uploads/${hash}-320w.webp`,
    });
    // A file the library does not know, as it is; an address that is no upload's, refused.
    const unknown = `/uploads/${'b'.repeat(64)}.png`;
    expect(await caller.admin.media.thumbnail({ url: unknown, minWidth: 160 })).toEqual({
      url: unknown,
    });
    await expect(
      caller.admin.media.thumbnail({ url: 'https://example.com/x.jpg', minWidth: 160 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
