import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, contentTypeOf, isValidKey, StorageError, type FileStorage, type StoredObject } from './storage.js';

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** the files under `root/rel` (a folder path ending in `/`), as keys relative to root, in name order */
export async function* filesUnder(root: string, rel: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(path.join(root, rel), { withFileTypes: true });
  } catch (err) {
    if (missing(err)) return;
    throw err;
  }
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const child = `${rel}${e.name}`;
    if (e.isDirectory()) yield* filesUnder(root, `${child}/`);
    else if (e.isFile()) yield child;
  }
}

/**
 * The embedded default: every key is a file under DATA_DIR (`uploads/...`, `private/...`), written
 * through a temporary name and renamed, so a reader never sees half a file.
 */
export function diskStorage(root: string): FileStorage {
  let seq = 0;
  const fileOf = (key: string) => path.join(root, ...assertKey(key).split('/'));
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      const tmp = `${file}.${process.pid}.${++seq}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        if (Buffer.isBuffer(body)) await writeFile(tmp, body);
        else await copyFile(body.file, tmp);
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw new StorageError(`local storage: ${key} not written`, { cause: err });
      }
    },
    async get(key, range): Promise<StoredObject | null> {
      const file = fileOf(key);
      let s;
      try {
        s = await stat(file);
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
      if (!s.isFile()) return null;
      const r = range ? { start: range.start, end: Math.min(range.end ?? s.size - 1, s.size - 1) } : null;
      return {
        body: createReadStream(file, r ?? {}),
        size: s.size,
        contentType: contentTypeOf(key),
        etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
        lastModified: s.mtime,
        range: r,
      };
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (missing(err) || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw err;
      }
    },
    async head(key) {
      try {
        const s = await stat(fileOf(key));
        return s.isFile() ? { size: s.size } : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      const dir = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      for await (const key of filesUnder(root, dir)) {
        if (!key.startsWith(prefix) || key.endsWith('.tmp') || !isValidKey(key)) continue;
        yield { key, size: (await stat(path.join(root, ...key.split('/')))).size };
      }
    },
    publicUrl: () => null,
    async check() {
      await mkdir(root, { recursive: true });
    },
    close() {},
  };
}
