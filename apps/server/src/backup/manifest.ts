/** What a backup folder holds (`manifest.json`), checked before anything is restored (issue 26 item 6). */
export interface BackupManifest {
  format: 'lc-backup';
  version: 1;
  createdAt: string;
  /** the app's version that wrote it (package.json) */
  app: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** file in the folder: the PGlite data directory (gzip tarball) or a pg_dump custom-format archive */
    file: string;
    bytes: number;
    sha256: string;
    /** rows at backup time, checked again after a restore */
    counts: RowCounts;
  };
  files: {
    /** where they came from: DATA_DIR or s3://bucket */
    from: string;
    /** folder in the backup, keys below it (`uploads/…`, `private/…`) */
    folder: string;
    count: number;
    bytes: number;
  };
}

export interface RowCounts {
  members: number;
  orders: number;
  /** drizzle's migrations applied */
  migrations: number;
}

/** the row counts a backup records and a restore compares, one query for both kinds of database */
export const COUNTS_SQL = `select
  (select count(*) from users)::int as members,
  (select count(*) from orders)::int as orders,
  (select count(*) from drizzle.__drizzle_migrations)::int as migrations`;

export const MANIFEST_FILE = 'manifest.json';
export const FILES_FOLDER = 'files';

/** Reads and checks a manifest; the reason it is refused otherwise. */
export function parseManifest(text: string): BackupManifest | string {
  let m: Partial<BackupManifest>;
  try {
    m = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    return 'manifest.json is not JSON';
  }
  if (m.format !== 'lc-backup') return 'manifest.json is not a backup of this marketplace (format)';
  if (m.version !== 1) return `manifest.json version ${String(m.version)} is not one this version reads (1)`;
  if (!m.database?.file || !m.database.sha256 || !m.files?.folder) return 'manifest.json lacks the database or files';
  return m as BackupManifest;
}
