import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertKey, contentTypeOf, StorageError, type FileStorage, type StoredObject } from './storage.js';

export interface S3Settings {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  publicUrl?: string | undefined;
}

/** how long one call to the store may take before the request fails with a clear error */
export const S3_TIMEOUTS = { connectMs: 5_000, requestMs: 30_000, attempts: 3 } as const;

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Any S3-compatible object store (AWS S3, Cloudflare R2, NAVER Cloud Object Storage, MinIO, Ceph RGW)
 * through the AWS SDK v3. Checksums are sent and checked only where the API requires them: the
 * SDK's default CRC32 trailers (aws-chunked uploads) are not understood by every S3-compatible store.
 */
export function s3Storage(s: S3Settings): FileStorage {
  const client = new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle,
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: S3_TIMEOUTS.attempts,
    requestHandler: { connectionTimeout: S3_TIMEOUTS.connectMs, requestTimeout: S3_TIMEOUTS.requestMs },
  });
  const Bucket = s.bucket;
  const base = s.publicUrl?.replace(/\/+$/, '');
  const fail = (what: string, key: string, err: unknown) =>
    new StorageError(`object store: ${what} ${key} failed`, { cause: err });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const Key = assertKey(key);
      const ContentType = contentType ?? contentTypeOf(key);
      try {
        if (Buffer.isBuffer(body)) {
          await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType }));
        } else {
          const { size } = await stat(body.file);
          await client.send(
            new PutObjectCommand({ Bucket, Key, Body: createReadStream(body.file), ContentLength: size, ContentType }),
          );
        }
      } catch (err) {
        throw fail('put', key, err);
      }
    },
    async get(key, range): Promise<StoredObject | null> {
      const Key = assertKey(key);
      try {
        const r = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
          }),
        );
        const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(r.ContentRange ?? '');
        return {
          body: r.Body as Readable,
          size: m ? Number(m[3]) : (r.ContentLength ?? 0),
          contentType: r.ContentType ?? contentTypeOf(key),
          etag: r.ETag ?? null,
          lastModified: r.LastModified ?? null,
          range: m ? { start: Number(m[1]), end: Number(m[2]) } : null,
        };
      } catch (err) {
        if (notFound(err)) return null;
        throw fail('get', key, err);
      }
    },
    async read(key) {
      const o = await this.get(key);
      if (!o) return null;
      const chunks: Buffer[] = [];
      for await (const c of o.body) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    },
    async head(key) {
      try {
        const r = await client.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }));
        return { size: r.ContentLength ?? 0 };
      } catch (err) {
        if (notFound(err)) return null;
        throw fail('head', key, err);
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
      } catch (err) {
        if (!notFound(err)) throw fail('delete', key, err);
      }
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        } catch (err) {
          throw fail('list', prefix, err);
        }
        for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, size: o.Size ?? 0 };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    publicUrl: (key) => (base ? `${base}/${assertKey(key).split('/').map(encodeURIComponent).join('/')}` : null),
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
