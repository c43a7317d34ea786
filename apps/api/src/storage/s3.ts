import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageName, contentTypeOf } from './names';
import type { Storage } from './types';

/** Where and how to reach an S3-compatible bucket (env S3_* variables). */
export interface S3StorageOptions {
  bucket: string;
  /** A non-AWS endpoint (MinIO, R2, s3rver...); undefined means AWS itself. */
  endpoint?: string;
  region: string;
  /** Static keys; undefined uses the SDK's default chain (instance roles, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `endpoint/bucket/key` URLs instead of `bucket.endpoint/key` (most non-AWS stores). */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket; default 'uploads/'. */
  prefix?: string;
}

const isNotFound = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException &&
    (err.name === 'NotFound' || err.$metadata.httpStatusCode === 404));

/**
 * The S3-compatible driver (DESIGN.md "Files"): one object per name under `prefix` in `bucket`,
 * stored with its content type. Files are still served by the app at `/uploads/<name>` (same
 * headers as local files), so the bucket can stay private. Invalid names throw; SDK errors other
 * than a missing object are thrown as they are.
 */
export function createS3Storage(options: S3StorageOptions): Storage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible stores reject the SDK's
    // default CRC headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const prefix = options.prefix ?? 'uploads/';
  const Bucket = options.bucket;
  const keyOf = (name: string) => {
    assertStorageName(name);
    return `${prefix}${name}`;
  };

  return {
    driver: 's3',
    client,

    async put(name, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(name),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },

    async get(name) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        if (!res.Body) return undefined;
        const body = Buffer.from(await res.Body.transformToByteArray());
        return { body, contentType: contentTypeOf(name), size: body.length };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },

    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },

    url: (name) => `/uploads/${name}`,
  };
}
