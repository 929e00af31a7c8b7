import type { Readable } from 'node:stream';
import { RC } from '@lc/contracts';
import { AppError } from '../http/errors.js';

/**
 * Issue 26: the one storage port every file the users or the system write goes through (uploads and
 * their posters, review videos, claim and inquiry photos, generated product and share images).
 * Two adapters: local disk under DATA_DIR (the default, nothing to install) and any S3-compatible
 * object store (`S3_BUCKET` set). Rows keep the object's place, never a store address: a public
 * object is `/uploads/<rest>` (its key is `uploads/<rest>`), a private one is its bare key
 * (`private/...`), turned into a short-lived signed link by the presenters (storage/links.ts).
 *
 * Live segments stay on their media node's disk (latency); a finished replay can be `put` here under
 * `replays/<show>/...` by the media node later (docs/architecture.md).
 */
export interface StoredObject {
  body: Readable;
  /** bytes of the whole object */
  size: number;
  contentType: string;
  etag: string | null;
  lastModified: Date | null;
  /** the bytes sent when a range was asked for (inclusive) */
  range: { start: number; end: number } | null;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** writes (or replaces) one object; `body` a buffer or a file on this node's disk */
  put(key: string, body: Buffer | { file: string }, contentType?: string): Promise<void>;
  /** the object (or a byte range of it), null when there is none */
  get(key: string, range?: { start: number; end?: number }): Promise<StoredObject | null>;
  /** the whole object in memory (small files: thumbnails, cached images), null when there is none */
  read(key: string): Promise<Buffer | null>;
  /** its size when the object exists */
  head(key: string): Promise<{ size: number } | null>;
  delete(key: string): Promise<void>;
  /** every key under a prefix (e.g. `uploads/`) with its size, in key order: backups and moves */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** the address browsers read a public object from (S3_PUBLIC_URL), null: the server streams it */
  publicUrl(key: string): string | null;
  /** a readiness check (health): the store answers */
  check(): Promise<void>;
  close(): void;
}

/** The storage failed (down, slow, refused): the request fails with a clear error and nothing half-written. */
export class StorageError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(RC.STORAGE_UNAVAILABLE);
    this.message = message;
    this.name = 'StorageError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** The top folders of keys: what browsers may read by address, and what only a signed link opens. */
export const STORAGE_LAYOUT = {
  publicPrefix: 'uploads/',
  privatePrefix: 'private/',
  /** signed links to private objects live this long (a page left open longer asks again) */
  privateLinkSeconds: 300,
} as const;

const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** A key is relative, `/`-separated, without `.`/`..` parts or odd characters (never a path outside the store). */
export function isValidKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && KEY.test(key) && !key.split('/').some((p) => /^\.+$/.test(p));
}

export function assertKey(key: string): string {
  if (!isValidKey(key)) throw new StorageError(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  m4s: 'video/iso.segment',
  m3u8: 'application/vnd.apple.mpegurl',
  json: 'application/json',
};

/** The content type of a key by its extension (files the server wrote itself; anything else is a download). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}

/** `/uploads/<rest>` (what a row keeps for a public object) → its key, or null for anything else. */
export function keyOfPublicPath(sitePath: string | null | undefined): string | null {
  if (!sitePath?.startsWith('/uploads/')) return null;
  let rest: string;
  try {
    rest = decodeURIComponent(sitePath.slice('/uploads/'.length).split('?')[0]!);
  } catch {
    return null;
  }
  const key = `uploads/${rest}`;
  return isValidKey(key) ? key : null;
}

export const publicPathOf = (key: string) => `/${key}`;
export const isPrivateKey = (key: string) => key.startsWith(STORAGE_LAYOUT.privatePrefix);

/** `yyyymm` of a moment: the month folder of new objects */
export const monthFolder = (at: Date) => at.toISOString().slice(0, 7).replace('-', '');
