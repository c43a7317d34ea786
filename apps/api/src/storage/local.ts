import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertStorageName, contentTypeOf } from './names';
import type { Storage } from './types';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The local-disk driver (DESIGN.md "Files"): one file per name directly under `dir` (the server
 * passes `DATA_DIR/uploads`), created on the first write. Writes go to a temporary file in the
 * same directory and are renamed into place, so a reader never sees half a file. The content
 * type comes from the name's extension. Invalid names throw.
 */
export function createLocalStorage(dir: string): Storage {
  return {
    driver: 'local',

    async put(name, body) {
      assertStorageName(name);
      await mkdir(dir, { recursive: true });
      const temp = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, body);
        await rename(temp, join(dir, name));
      } catch (err) {
        await rm(temp, { force: true }).catch(() => {});
        throw err;
      }
    },

    async get(name) {
      assertStorageName(name);
      try {
        const body = await readFile(join(dir, name));
        return { body, contentType: contentTypeOf(name), size: body.length };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    async delete(name) {
      assertStorageName(name);
      await rm(join(dir, name), { force: true });
    },

    url: (name) => `/uploads/${name}`,
  };
}
