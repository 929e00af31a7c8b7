import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { createStorage, STORAGE_LAYOUT, type FileStorage } from './index.js';
import { diskStorage } from './local.js';

/**
 * The storage commands (issue 26), each a copy of objects under the same keys, so rows keep working:
 * - `npm run storage:move`: an existing DATA_DIR (`uploads/`, `private/`) into the object store S3_BUCKET names;
 * - `npm run storage:backup -- <dir>`: the storage the settings name (store or DATA_DIR) into a folder;
 * - `npm run storage:restore -- <dir>`: such a folder back into the storage the settings name.
 * Run them again at will: an object already there with the same size is left alone; nothing is deleted.
 * Not copied: the embedded database (`pglite/`, backed up with its own command), live media (`media/`,
 * the media node's own) and review videos being transcoded (`private/videos/`, their node's).
 */

/** the top folders whose files are objects */
export const OBJECT_FOLDERS = [STORAGE_LAYOUT.publicPrefix, STORAGE_LAYOUT.privatePrefix] as const;
/** files under DATA_DIR/private that are a node's own working files, never objects */
const NODE_LOCAL = ['private/videos/'];

export interface CopyCounts {
  copied: number;
  copiedBytes: number;
  already: number;
  skipped: number;
  failed: number;
}

/** Copies every object of `from` (under OBJECT_FOLDERS) that `to` lacks; `log` hears each failure. */
export async function copyObjects(
  from: FileStorage,
  to: FileStorage,
  log: (line: string) => void = () => {},
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, copiedBytes: 0, already: 0, skipped: 0, failed: 0 };
  for (const top of OBJECT_FOLDERS) {
    for await (const { key, size } of from.list(top)) {
      if (NODE_LOCAL.some((p) => key.startsWith(p))) {
        counts.skipped += 1;
        continue;
      }
      try {
        const there = await to.head(key);
        if (there && there.size === size) {
          counts.already += 1;
          continue;
        }
        const body = await from.read(key);
        if (!body) continue;
        await to.put(key, body);
        counts.copied += 1;
        counts.copiedBytes += size;
      } catch (err) {
        counts.failed += 1;
        log(`failed: ${key}: ${(err as Error).message}`);
      }
    }
  }
  return counts;
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const where = (c: Config) => (c.S3_BUCKET ? `s3://${c.S3_BUCKET}` : c.DATA_DIR);

async function main(mode: string | undefined, dir: string | undefined): Promise<number> {
  const config = loadConfig();
  let from: FileStorage;
  let to: FileStorage;
  if (mode === 'move') {
    if (!config.S3_BUCKET) {
      console.error('storage:move needs the object store: set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID …).');
      return 2;
    }
    from = diskStorage(config.DATA_DIR);
    to = createStorage(config);
    say(`moving ${config.DATA_DIR} (${OBJECT_FOLDERS.join(', ')}) into ${where(config)}`);
  } else if ((mode === 'backup' || mode === 'restore') && dir) {
    const folder = diskStorage(path.resolve(dir));
    const storage = createStorage(config);
    [from, to] = mode === 'backup' ? [storage, folder] : [folder, storage];
    say(mode === 'backup' ? `backing up ${where(config)} into ${dir}` : `restoring ${dir} into ${where(config)}`);
  } else {
    console.error('usage: move.ts move | backup <folder> | restore <folder>');
    return 2;
  }
  try {
    await to.check();
    const c = await copyObjects(from, to, (line) => console.error(line));
    const mb = (c.copiedBytes / 1_048_576).toFixed(1);
    say(`copied ${c.copied} files (${mb} MB), ${c.already} already there, ${c.skipped} skipped, ${c.failed} failed`);
    return c.failed > 0 ? 1 : 0;
  } finally {
    from.close();
    to.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main(process.argv[2], process.argv[3]).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(err instanceof ConfigError ? 2 : 1);
    },
  );
}
