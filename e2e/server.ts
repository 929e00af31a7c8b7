/**
 * The real server in a child process, started as a user would start it (`apps/server/src/main.ts`):
 * on a free port with a fresh data directory and a fresh database, answering its health check before
 * it is handed out. The e2e runner starts one for all specs, a spec that changes what the others need
 * starts its own, and bench/web measures one.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshPostgres } from '../apps/server/test/fresh-postgres.js';
import { waitUntil } from './lib.js';

/** The repository's root folder. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A TCP port on 127.0.0.1 that nothing listens on (asked of the system, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  /** the database it runs on */
  store: 'postgres' | 'pglite';
  /** ends the server (killed if it has not ended 15 s after SIGTERM), then removes its data and database */
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** names its data directory (`lc-<name>-…`), its database (`lc_<name>_…`) and its Redis prefix */
  name: string;
  /** the server's settings over this process's environment (PORT, HOST and DATA_DIR are set here) */
  env: NodeJS.ProcessEnv;
  /** a fresh PostgreSQL database next to this URL; without it, the embedded PGlite */
  postgresUrl?: string | undefined;
  /** with PostgreSQL: Redis at this URL, under a key prefix of this server's own */
  redisUrl?: string | undefined;
  /** how long it may take to answer its health check */
  healthTimeoutMs: number;
}

/** Starts the server and waits until it is healthy; one that exits or does not answer in time is cleaned up. */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `lc-${opts.name}-`));
  const pgDb = opts.postgresUrl
    ? await freshPostgres(opts.postgresUrl, `lc_${opts.name.replace(/-/g, '_')}`)
    : undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...opts.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (pgDb) env.DATABASE_URL = pgDb.url;
  if (pgDb && opts.redisUrl) {
    env.REDIS_URL = opts.redisUrl;
    env.REDIS_PREFIX = `lc-${opts.name}:${randomBytes(4).toString('hex')}:`;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(kill);
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    await pgDb?.drop();
  };
  try {
    await waitUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`the ${opts.name} server exited with ${child.exitCode}`);
        return (await fetch(`${baseUrl}/api/v1/health`).catch(() => null))?.ok;
      },
      `the ${opts.name} server to answer`,
      opts.healthTimeoutMs,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, store: pgDb ? 'postgres' : 'pglite', stop };
}

/**
 * A server as the e2e specs use it: a fresh database (PostgreSQL when E2E_DATABASE_URL is set, with
 * Redis when E2E_REDIS_URL is), the demo data, no demo broadcaster and a free RTMP port (media,
 * issue 8: a short reconnect window), SMS codes readable from the local-only development outbox
 * (issue 18: the specs run on the server's machine), no login, guest-order or quote limit per address;
 * `env` adds to that.
 */
export function startE2eServer(name: string, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  return startServer({
    name,
    env: {
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      LOGIN_MAX_PER_IP: '10000',
      // issue 25: the whole suite orders and quotes from one address
      GUEST_ORDERS_PER_IP: '10000',
      QUOTES_PER_IP: '10000',
      // every member the suite signs up is verified from this one address
      VERIFY_SENDS_PER_IP: '10000',
      RTMP_PORT: '0',
      DEMO_BROADCASTER: 'false',
      MEDIA_RECONNECT_GRACE_SECONDS: '2',
      SMS_OUTBOX: 'true',
      ...env,
    },
    postgresUrl: process.env.E2E_DATABASE_URL,
    redisUrl: process.env.E2E_REDIS_URL,
    healthTimeoutMs: 150_000,
  });
}
