import type { Config } from '../config.js';
import { diskStorage } from './local.js';
import { s3Storage } from './s3.js';
import type { FileStorage } from './storage.js';

export * from './storage.js';
export { fileLinks, PRIVATE_FILES_PREFIX, type FileLinks } from './links.js';

export type StorageSettings = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PUBLIC_URL'
>;

/** The storage the settings name: the object store when S3_BUCKET is set, DATA_DIR otherwise. */
export function createStorage(c: StorageSettings): FileStorage {
  if (!c.S3_BUCKET) return diskStorage(c.DATA_DIR);
  return s3Storage({
    bucket: c.S3_BUCKET,
    endpoint: c.S3_ENDPOINT,
    region: c.S3_REGION,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
    publicUrl: c.S3_PUBLIC_URL,
  });
}
