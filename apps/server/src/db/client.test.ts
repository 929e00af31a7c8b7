import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { freshPostgres } from '../../test/fresh-postgres.js';
import { waitFor } from '../../test/wait-for.js';

/**
 * The database layer behind a pooler (issue 26 item 5). CI runs this file, like the whole PostgreSQL
 * server suite, through PgBouncer in transaction pooling mode (`.ci/run`, `.ci/pgbouncer`): a
 * session-level advisory lock taken there stays on whichever server connection ran it, so several
 * nodes starting at once either migrate together or wait forever for a lock nobody holds.
 */
const PG = process.env.TEST_DATABASE_URL;
if (!PG) console.warn('[db behind a pooler] skipped: set TEST_DATABASE_URL (CI points it at PgBouncer)');

const journal = JSON.parse(
  readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe.skipIf(!PG)('the database on PostgreSQL (through the pooler in CI)', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  const opened: Database[] = [];
  beforeAll(async () => {
    fresh = await freshPostgres(PG!);
  });
  afterAll(async () => {
    for (const d of opened) await d.close();
    await fresh?.drop();
  });

  it('four nodes starting at once on an empty database migrate it once and leave no lock behind', async () => {
    const nodes = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url: fresh.url, poolSize: 3 })));
    opened.push(...nodes);
    const check = new pg.Client({ connectionString: fresh.url });
    await check.connect();
    try {
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const locks = await check.query(
        `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
         where l.locktype = 'advisory' and d.datname = current_database()`,
      );
      expect(locks.rows[0].n).toBe(0);
    } finally {
      await check.end();
    }
    // a fifth node, after them, finds nothing to do and does not wait
    const late = await openDatabase({ url: fresh.url, poolSize: 1 });
    opened.push(late);
  });

  it('the pool holds at most its size and counts who waits for a connection', async () => {
    const database = await openDatabase({ url: fresh.url, poolSize: 3 });
    opened.push(database);
    expect(database.poolStats()).toMatchObject({ max: 3, waiting: 0 });
    const slow = Promise.all(Array.from({ length: 6 }, () => database.db.execute('select pg_sleep(0.5)')));
    const busy = await waitFor(() => database.poolStats().waiting === 3 && database.poolStats(), {
      everyMs: 5,
      what: 'three queries waiting for a connection',
    });
    expect(busy).toMatchObject({ max: 3, total: 3, idle: 0 });
    await slow;
    expect(database.poolStats()).toMatchObject({ max: 3, total: 3, idle: 3, waiting: 0 });
  });
});

describe('DATABASE_POOL_MAX', () => {
  it('is the pool size of each node: 10 unless set, at least 1', async () => {
    const { loadConfig } = await import('../config.js');
    expect(loadConfig({}).DATABASE_POOL_MAX).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }).DATABASE_POOL_MAX).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });
});
