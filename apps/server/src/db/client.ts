import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Arbitrary constant for the advisory lock that serialises migrations between nodes. */
const MIGRATION_LOCK = 727_001;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used */
  url?: string | undefined;
  /** PGlite data directory; `undefined` with no url means in-memory (tests) */
  dataDir?: string | undefined;
  poolSize?: number;
}

/** Opens the database and applies pending migrations (safe to run on several nodes at once). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const lockClient = new pg.Client({ connectionString: opts.url });
    await lockClient.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      await lockClient.end();
    }
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // an idle connection ended by the server (restart, failover, a dropped test database) is an
    // 'error' on the pool: without a listener it would crash the process; the pool replaces it
    pool.on('error', (err) => {
      process.stderr.write(`${JSON.stringify({ level: 40, msg: 'database connection lost', err: err.message })}\n`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(opts.dataDir, { extensions: { pg_trgm } });
  } else {
    // pg_trgm: trigram indexes for the catalog search (migration 0009)
    client = new PGlite({ extensions: { pg_trgm } });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** The one transaction helper: everything inside commits together or not at all. */
export function withTx<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
