import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, encryptPassword } from './harness.js';
import { waitFor } from './wait-for.js';

/**
 * Real server processes (`apps/server/src/main.ts`) for the tests of several nodes on one database
 * (and one Redis): each node on a free loopback port, started when its health check answers, its
 * output kept for the failure messages and for the tests that wait for a line of it.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** a loopback port nothing listens on right now */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

export interface ServerNode {
  proc: ChildProcess;
  /** http://127.0.0.1:<its port> */
  url: string;
  /** resolves once the node has printed `text` (on stdout or stderr) */
  printed(text: string): Promise<void>;
  /** everything the node has printed so far */
  output(): string;
}

/** Spawns a server with `env` over this process's environment; answers once its health check is ok. */
async function startNode(env: Record<string, string>, cwd = root): Promise<ServerNode> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  const read = (d: Buffer) => {
    out += d.toString();
    for (const w of waiting.filter((x) => out.includes(x.text))) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  };
  proc.stdout!.on('data', read);
  proc.stderr!.on('data', read);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (proc.exitCode !== null) throw new Error(`node exited: ${out}`);
      return fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
    },
    { what: `the node to start (${out.slice(-500)})`, timeoutMs: 120_000, everyMs: 200 },
  );
  const printed = (text: string) =>
    out.includes(text) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ text, resolve }));
  return { proc, url, printed, output: () => out };
}

/** a running node's end: SIGTERM, resolving at its exit (at once when it has already ended) */
function stopNode(n: ServerNode): Promise<unknown> {
  if (n.proc.exitCode !== null || n.proc.signalCode !== null) return Promise.resolve();
  return new Promise((r) => n.proc.once('exit', r).kill('SIGTERM'));
}

/**
 * The nodes of one test file and their data directories, ended and removed together; `checkout`: the
 * root of another copy of the project to run instead of this one (bench/rejoin's "before" figures).
 */
export function serverNodes(name: string, checkout?: string) {
  const nodes: ServerNode[] = [];
  const dirs: string[] = [];
  return {
    /** a node with `env` (SERVICES, DATABASE_URL, REDIS_URL, … and a data directory) */
    async start(env: Record<string, string>): Promise<ServerNode> {
      const node = await startNode(env, checkout);
      nodes.push(node);
      return node;
    },
    /** the environment of a fresh data directory (and no web build), removed by `stopAll` */
    dataDir(): { DATA_DIR: string; WEB_DIST: string } {
      const d = mkdtempSync(path.join(tmpdir(), `${name}-`));
      dirs.push(d);
      return { DATA_DIR: d, WEB_DIST: path.join(d, 'none') };
    },
    /** ends every node still running (waiting for their exits) and removes the data directories */
    async stopAll(): Promise<void> {
      await Promise.all(nodes.map(stopNode));
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}

/** a call of a node's API: GET without a body, POST with one unless told; answers the response's jsonData */
export async function callNode(
  url: string,
  p: string,
  o: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Record<string, unknown>> {
  const r = await fetch(`${url}/api/v1/${p}`, {
    method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...o.headers,
    },
    ...(o.body === undefined ? {} : { body: JSON.stringify(o.body) }),
  });
  return ((await r.json()) as { jsonData: Record<string, unknown> }).jsonData;
}

/** a demo member's access token from a node's login (the password encrypted as the app does) */
export async function loginAt(url: string, userId: string): Promise<string> {
  const pk = await callNode(url, 'auth/publickey');
  const j = await callNode(url, 'auth/login', {
    body: { userId, password: encryptPassword(pk.publicKey as string, DEMO_PASSWORD), isRsa: true },
  });
  return j.accessToken as string;
}

/** the room (schedule id) of the first live show of a node's demo data */
export async function demoRoomAt(url: string): Promise<number> {
  const main = await callNode(url, 'broadcasts/mainlists');
  return (main.liveList as { broadcastScheduleSysId: number }[])[0]!.broadcastScheduleSysId;
}
