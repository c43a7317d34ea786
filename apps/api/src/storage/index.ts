import { join } from 'node:path';
import type { Env } from '../env';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './types';

export { createLocalStorage } from './local';
export { createS3Storage, type S3StorageOptions } from './s3';
export { CONTENT_TYPES, contentTypeOf, type StorageExtension } from './names';
export { isStorageName, storageNameOf, STORAGE_NAME, type Storage, type StoredFile } from './types';

/** The uploads directory of the local driver: `DATA_DIR/uploads`. */
export const uploadsDirOf = (dataDir: string) => join(dataDir, 'uploads');

/**
 * The storage of uploaded files for an environment (DESIGN.md "Files"): the S3-compatible driver
 * when the S3_* variables are set (`env.s3`), else the local disk under `DATA_DIR/uploads`.
 */
export function createStorage(env: Pick<Env, 'dataDir' | 's3'>): Storage {
  return env.s3 ? createS3Storage(env.s3) : createLocalStorage(uploadsDirOf(env.dataDir));
}
