import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Config } from '../config.js';
import { createStorage, type FileStorage, type StorageSettings } from '../storage/index.js';
import { diskStorage } from '../storage/local.js';
import { copyObjects, type CopyCounts } from '../storage/move.js';
import {
  COUNTS_SQL,
  FILES_FOLDER,
  MANIFEST_FILE,
  parseManifest,
  type BackupManifest,
  type RowCounts,
} from './manifest.js';
import { BackupRefused, directUrl, ensureTool, queryOnce, runTool, USER_TABLES } from './pg-tools.js';

/**
 * `npm run backup -- <folder>` / `npm run restore -- <folder>` (issue 26 item 6): the database and every
 * file in one folder with a manifest, and back into a fresh place.
 * - Embedded (no DATABASE_URL): the PGlite data directory `DATA_DIR/pglite` as a gzip tarball (PGlite's
 *   own dump), taken while the server is stopped (one process owns an embedded database).
 * - PostgreSQL: `pg_dump --format=custom` of DATABASE_DIRECT_URL (or DATABASE_URL), taken while the
 *   nodes run (a consistent snapshot), restored by `pg_restore` in one transaction into an empty database.
 * - Files: every object of the storage the settings name (DATA_DIR or the object store) under `files/`,
 *   copied after the database, so every file a backed-up row names is in the folder.
 */

export type Settings = StorageSettings & Pick<Config, 'DATABASE_URL' | 'DATABASE_DIRECT_URL'>;

const PGLITE_FILE = 'pglite-datadir.tar.gz';
const PGDUMP_FILE = 'database.pgdump';
const appVersion = (
  JSON.parse(
    readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../package.json'), 'utf8'),
  ) as { version: string }
).version;

const pgliteDir = (s: Settings) => path.join(s.DATA_DIR, 'pglite');
const filesFrom = (s: Settings) => (s.S3_BUCKET ? `s3://${s.S3_BUCKET}` : s.DATA_DIR);
const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const h = createHash('sha256');
    createReadStream(file)
      .on('data', (c) => h.update(c))
      .on('end', () => resolve(h.digest('hex')))
      .on('error', reject);
  });
}

/** the embedded database, opened without migrating it (a backup changes nothing) */
async function openPglite(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  const db = new PGlite(dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  await db.waitReady;
  return db;
}

/** an embedded database another process has open (PGlite's postmaster.pid) must not be copied or written */
function refuseIfOpen(dir: string) {
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new BackupRefused(
      `${dir} is in use (postmaster.pid): stop the server first (the embedded database belongs to one process). ` +
        `After a crash, start and stop the server once.`,
    );
  }
}

async function copyFiles(from: FileStorage, to: FileStorage, log: (l: string) => void): Promise<CopyCounts> {
  try {
    await to.check();
    const c = await copyObjects(from, to, log);
    if (c.failed > 0) throw new Error(`${c.failed} files could not be copied (see above)`);
    return c;
  } finally {
    from.close();
    to.close();
  }
}

/** Writes the backup folder; returns its manifest. */
export async function backup(s: Settings, folder: string, log: (l: string) => void): Promise<BackupManifest> {
  if (!isEmptyDir(folder)) throw new BackupRefused(`${folder} is not empty: name a new folder for the backup.`);
  if (s.DATABASE_URL) await ensureTool('pg_dump');
  await mkdir(folder, { recursive: true });
  let database: Omit<BackupManifest['database'], 'bytes' | 'sha256'>;
  if (s.DATABASE_URL) {
    const url = directUrl(s);
    log(`database: pg_dump of ${new URL(url).host}${new URL(url).pathname}`);
    const [counts] = await queryOnce<RowCounts>(url, COUNTS_SQL);
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(folder, PGDUMP_FILE)}`,
      url,
    ]);
    database = { kind: 'postgres', file: PGDUMP_FILE, counts: counts! };
  } else {
    const dir = pgliteDir(s);
    if (isEmptyDir(dir)) throw new BackupRefused(`${dir} holds no embedded database: check DATA_DIR.`);
    refuseIfOpen(dir);
    log(`database: the embedded database in ${dir}`);
    const db = await openPglite(dir);
    try {
      const counts = (await db.query<RowCounts>(COUNTS_SQL)).rows[0]!;
      const dump = await db.dumpDataDir('gzip');
      await writeFile(path.join(folder, PGLITE_FILE), Buffer.from(await dump.arrayBuffer()));
      database = { kind: 'pglite', file: PGLITE_FILE, counts };
    } finally {
      await db.close();
    }
  }
  const file = path.join(folder, database.file);
  log(`database: ${database.counts.members} members, ${database.counts.orders} orders`);
  log(`files: from ${filesFrom(s)}`);
  const c = await copyFiles(createStorage(s), diskStorage(path.join(folder, FILES_FOLDER)), log);
  const manifest: BackupManifest = {
    format: 'lc-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    app: appVersion,
    database: { ...database, bytes: statSync(file).size, sha256: await sha256Of(file) },
    files: { from: filesFrom(s), folder: FILES_FOLDER, count: c.copied, bytes: c.copiedBytes },
  };
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`files: ${c.copied} (${(c.copiedBytes / 1_048_576).toFixed(1)} MB), ${c.skipped} node-local skipped`);
  return manifest;
}

/** Reads a backup folder's manifest and checks its database file; refuses what it cannot restore here. */
async function readBackup(s: Settings, folder: string): Promise<BackupManifest> {
  const manifestFile = path.join(folder, MANIFEST_FILE);
  if (!existsSync(manifestFile)) throw new BackupRefused(`${folder} has no ${MANIFEST_FILE}: not a backup folder.`);
  const m = parseManifest(await readFile(manifestFile, 'utf8'));
  if (typeof m === 'string') throw new BackupRefused(m);
  const want = s.DATABASE_URL ? 'postgres' : 'pglite';
  if (m.database.kind !== want) {
    const names = { postgres: 'PostgreSQL (DATABASE_URL set)', pglite: 'the embedded database (DATABASE_URL unset)' };
    throw new BackupRefused(
      `this backup holds ${names[m.database.kind]}, the settings name ${names[want]}: restore it with the same kind.`,
    );
  }
  const file = path.join(folder, m.database.file);
  if (!existsSync(file) || (await sha256Of(file)) !== m.database.sha256) {
    throw new BackupRefused(`${file} is missing or damaged (its sha-256 differs from the manifest).`);
  }
  return m;
}

/** Restores a backup folder into the (empty) database and the storage the settings name. */
export async function restore(s: Settings, folder: string, log: (l: string) => void): Promise<BackupManifest> {
  const m = await readBackup(s, folder);
  if (m.database.kind === 'postgres') await ensureTool('pg_restore');
  const file = path.join(folder, m.database.file);
  let counts: RowCounts;
  if (m.database.kind === 'postgres') {
    const url = directUrl(s);
    const [{ n } = { n: 0 }] = await queryOnce<{ n: number }>(url, USER_TABLES);
    if (n > 0) {
      throw new BackupRefused(
        `the database ${new URL(url).pathname.slice(1)} already has ${n} tables: restore into an empty database ` +
          `(createdb, then point DATABASE_URL at it).`,
      );
    }
    log(`database: pg_restore into ${new URL(url).host}${new URL(url).pathname}`);
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      file,
    ]);
    [counts] = (await queryOnce<RowCounts>(url, COUNTS_SQL)) as [RowCounts];
  } else {
    const dir = pgliteDir(s);
    if (!isEmptyDir(dir)) {
      throw new BackupRefused(
        `${dir} already holds a database: restore into a fresh DATA_DIR (or move that one away).`,
      );
    }
    log(`database: the embedded database into ${dir}`);
    await mkdir(dir, { recursive: true });
    const db = await openPglite(dir, new Blob([await readFile(file)]));
    try {
      counts = (await db.query<RowCounts>(COUNTS_SQL)).rows[0]!;
    } finally {
      await db.close();
    }
  }
  for (const k of ['members', 'orders', 'migrations'] as const) {
    if (counts[k] !== m.database.counts[k]) {
      throw new Error(`restored ${counts[k]} ${k}, the backup recorded ${m.database.counts[k]}`);
    }
  }
  log(`database: ${counts.members} members, ${counts.orders} orders`);
  log(`files: into ${filesFrom(s)}`);
  const c = await copyFiles(diskStorage(path.join(folder, m.files.folder)), createStorage(s), log);
  if (c.copied + c.already < m.files.count) {
    throw new Error(`restored ${c.copied + c.already} files, the backup recorded ${m.files.count}`);
  }
  log(`files: ${c.copied} copied, ${c.already} already there`);
  return m;
}
