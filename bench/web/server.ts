/** Starts the real server on the built web app (fresh embedded database, demo data, demo live show). */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

export async function poll<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const v = await probe().catch(() => undefined);
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startServer(root: string, webDist: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lc-bench-web-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RTMP_PORT: '0',
    WEB_DIST: webDist,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await poll('server exit', 15_000, async () => (child.exitCode !== null ? true : undefined)).catch(() =>
        child.kill('SIGKILL'),
      );
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await poll('server health', 300_000, async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      return (await fetch(`${baseUrl}/api/v1/health`)).ok ? true : undefined;
    });
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseUrl, stop };
}
