import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { migrateInOneTransaction } from './migrate.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

/** Connections of this node's pool right now (issue 26: the "PostgreSQL pool waits" metric). */
export interface PoolStats {
  /** the pool size (DATABASE_POOL_MAX); the embedded database is one connection */
  max: number;
  /** connections open or opening */
  total: number;
  /** open connections nobody uses */
  idle: number;
  /** queries and transactions waiting for a connection */
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  poolStats(): PoolStats;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used */
  url?: string | undefined;
  /** PGlite data directory; `undefined` with no url means in-memory (tests) */
  dataDir?: string | undefined;
  /** connections of this node's pool (DATABASE_POOL_MAX) */
  poolSize?: number;
  /**
   * in-memory PGlite only: the image of a data directory to start from (`PGlite.dumpDataDir`). The test
   * harness opens one migrated database per process and starts every next one from its image: a
   * fresh PGlite spends ~6 s of CPU creating its cluster, one from an image ~2.5 s.
   */
  image?: Blob | undefined;
}

/**
 * Opens the database and applies pending migrations (safe to run on several nodes at once).
 * On PostgreSQL nothing depends on a session (issue 26 item 5), so the URL may name a pooler in
 * transaction mode (PgBouncer): no `SET`, no LISTEN, no named prepared statement, and the lock
 * that serialises migrations between nodes is a transaction's (`migrate.ts`).
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const max = opts.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: opts.url, max });
    // an idle connection ended by the server (restart, failover, a dropped test database) is an
    // 'error' on the pool: without a listener it would crash the process; the pool replaces it
    pool.on('error', (err) => {
      process.stderr.write(`${JSON.stringify({ level: 40, msg: 'database connection lost', err: err.message })}\n`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await migrateInOneTransaction(db, migrationsFolder);
    } catch (err) {
      await pool.end();
      throw err;
    }
    const poolStats = () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, kind: 'postgres', poolStats, close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(opts.dataDir, { extensions: { pg_trgm } });
  } else {
    // pg_trgm: trigram indexes for the catalog search (migration 0009)
    client = new PGlite({ extensions: { pg_trgm }, ...(opts.image ? { loadDataDir: opts.image } : {}) });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // one connection, no pool: nothing ever waits for it
  const poolStats = () => ({ max: 1, total: 1, idle: 1, waiting: 0 });
  return { db: db as unknown as Db, kind: 'pglite', poolStats, close: () => client.close() };
}

/** The one transaction helper: everything inside commits together or not at all. */
export function withTx<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
