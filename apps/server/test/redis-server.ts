import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './nodes.js';

/** the redis-server the outage tests start themselves (REDIS_SERVER, else Debian's) */
export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
export const redisServerInstalled = () => existsSync(REDIS_SERVER);

/**
 * A Redis of the test's own (issue 26, the outage tests): on a free loopback port, nothing saved, so
 * that the test can stop it and start it again on the same port (a Redis that comes back empty).
 */
export async function ownRedis() {
  const port = await freePort();
  let proc: ChildProcess | undefined;

  async function start(): Promise<void> {
    const p = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc = p;
    let out = '';
    await new Promise<void>((resolve, reject) => {
      const read = (d: Buffer) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) resolve();
      };
      p.stdout!.on('data', read);
      p.stderr!.on('data', read);
      p.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  }

  /** ends it (SIGKILL: an outage, not a shutdown), resolving at its exit */
  async function stop(): Promise<void> {
    const p = proc;
    proc = undefined;
    if (!p || p.exitCode !== null || p.signalCode !== null) return;
    await new Promise((r) => p.once('exit', r).kill('SIGKILL'));
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
