/**
 * The real app inside a bench's own process: the demo data in a fresh database (the embedded PGlite,
 * or a new PostgreSQL database next to a given URL) with a data directory of its own, the app built
 * on it (silent, no web app) and listening on loopback; and the way a bench's main ends its process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { seedDemo } from '../../apps/server/src/seed/seed.js';
import { diskStorage } from '../../apps/server/src/storage/local.js';
import { freshPostgres } from '../../apps/server/test/fresh-postgres.js';

export interface DemoStore {
  database: Database;
  dataDir: string;
  /** closes the database, drops it (PostgreSQL) and removes the data directory */
  close(): Promise<void>;
}

/**
 * The demo data (password `demo1234!`, seeded as of `now`) in a fresh database: PostgreSQL next to
 * `postgresUrl` with a pool of `poolSize` when given, else PGlite in memory. `name` names the
 * database (`lc_bench_<name>_…`) and the data directory (`lc-bench-<name>-…`).
 */
export async function demoStore(
  name: string,
  opts: { postgresUrl?: string | undefined; poolSize?: number; now?: Date } = {},
): Promise<DemoStore> {
  const fresh = opts.postgresUrl ? await freshPostgres(opts.postgresUrl, `lc_bench_${name}`) : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), `lc-bench-${name}-`));
  const database = await openDatabase(fresh ? { url: fresh.url, poolSize: opts.poolSize ?? 10 } : {});
  const close = async () => {
    await database.close();
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await seedDemo(database.db, { storage: diskStorage(dataDir), password: 'demo1234!', now: opts.now });
  } catch (e) {
    await close();
    throw e;
  }
  return { database, dataDir, close };
}

/** The app on the store's database (log silent, no web app to serve), with `env` (SERVICES, JWT_SECRET…). */
export function benchApp(store: DemoStore, env: Record<string, string>): Promise<App> {
  const config = loadConfig({
    DATA_DIR: store.dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(store.dataDir, 'none'),
    ...env,
  });
  return buildApp({ config, database: store.database });
}

/** The app listening on a free port of 127.0.0.1: its origin (`http://127.0.0.1:<port>`). */
export async function listenLocal(app: App): Promise<string> {
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`;
}

/** Runs a bench's main and ends the process: 0 when it is done, 1 (the error printed) when it fails. */
export function runBench(main: () => Promise<void>): void {
  void main().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
