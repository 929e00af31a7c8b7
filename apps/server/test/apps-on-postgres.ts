import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { diskStorage } from '../src/storage/local.js';
import { seedDemo } from '../src/seed/seed.js';
import { freshPostgres } from './fresh-postgres.js';
import { DEMO_PASSWORD } from './harness.js';

/** nodes in this process on one fresh PostgreSQL database, each with its own pool and data directory */
export interface AppsOnPostgres {
  apps: App[];
  databases: Database[];
  /** closes the apps and their pools, drops the database, removes the data directories */
  close(): Promise<void>;
}

/**
 * `count` apps (API and jobs, no timers: the tests call the jobs) sharing a fresh database next to
 * `pgUrl`, seeded with the demo data once, on the test's clock; `env(i)` adds to the i-th app's config.
 */
export async function appsOnPostgres(
  pgUrl: string,
  o: { count: number; now: () => Date; env?: (i: number, databaseUrl: string) => Record<string, string> },
): Promise<AppsOnPostgres> {
  const fresh = await freshPostgres(pgUrl);
  const apps: App[] = [];
  const databases: Database[] = [];
  const dirs: string[] = [];
  for (let i = 0; i < o.count; i++) {
    const database = await openDatabase({ url: fresh.url, poolSize: 5 });
    databases.push(database);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lc-node-'));
    dirs.push(dataDir);
    if (i === 0) await seedDemo(database.db, { storage: diskStorage(dataDir), password: DEMO_PASSWORD, now: o.now() });
    const config = loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
      JOBS_INTERVAL_SECONDS: '0',
      SERVICES: 'api,jobs',
      SEED_DEMO: 'false',
      ...o.env?.(i, fresh.url),
    });
    apps.push(await buildApp({ config, database, now: o.now }));
  }
  return {
    apps,
    databases,
    async close() {
      for (const a of apps) await a.close();
      for (const d of databases) await d.close();
      await fresh.drop();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}
