/**
 * Issue 18, finding 7: a checkout whose server is SIGKILLed inside its transaction blocked every
 * retry with the same Idempotency-Key for up to 120 s. Now the claim carries its holder and a short
 * lease the holder renews; a retry on another server takes over a dead holder's claim and answers
 * with the one order. Real child processes: on PostgreSQL (TEST_DATABASE_URL) both servers run at
 * once; on the embedded database the second starts on the first one's data after the kill.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../../test/fresh-postgres.js';
import { encryptPassword } from '../../test/harness.js';
import { waitFor } from '../../test/wait-for.js';

const PG = process.env.TEST_DATABASE_URL;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

interface Node {
  proc: ChildProcess;
  url: string;
  /** resolves when the server logs that a request is held inside its transaction */
  held: Promise<void>;
}
const nodes: Node[] = [];
async function startNode(env: Record<string, string>): Promise<Node> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      SERVICES: 'api',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'idempotency-crash-test-secret-0123456789',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let onHeld: () => void = () => undefined;
  const held = new Promise<void>((r) => (onHeld = r));
  const read = (d: Buffer) => {
    out += d.toString();
    if (out.includes('test hold: inside the transaction')) onHeld();
  };
  proc.stdout!.on('data', read);
  proc.stderr!.on('data', read);
  const url = `http://127.0.0.1:${port}`;
  const node = { proc, url, held };
  nodes.push(node);
  await waitFor(
    async () => {
      if (proc.exitCode !== null) throw new Error(`server exited: ${out}`);
      return fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
    },
    { what: `the server to start (${out.slice(-500)})`, timeoutMs: 120_000, everyMs: 200 },
  );
  return node;
}

async function api(url: string, method: string, p: string, body?: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(`${url}/api/v1/${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return ((await r.json()) as { jsonData: Record<string, unknown> }).jsonData;
}

describe('a checkout killed inside its transaction', () => {
  let drop: (() => Promise<void>) | undefined;
  const dirs: string[] = [];
  let env: (n: string) => Record<string, string>;

  beforeAll(async () => {
    const db = PG ? await freshPostgres(PG, 'lc_trust_idem') : undefined;
    drop = db?.drop;
    const shared = mkdtempSync(path.join(tmpdir(), 'lc-trust-idem-'));
    dirs.push(shared);
    env = (n) => {
      const d = db ? mkdtempSync(path.join(tmpdir(), `lc-trust-idem-${n}-`)) : shared;
      if (db) dirs.push(d);
      return { ...(db ? { DATABASE_URL: db.url } : {}), DATA_DIR: d, WEB_DIST: path.join(d, 'none') };
    };
  });
  afterAll(async () => {
    await Promise.all(
      nodes
        .filter((n) => n.proc.exitCode === null && n.proc.signalCode === null)
        .map((n) => new Promise((r) => n.proc.once('exit', r).kill('SIGTERM'))),
    );
    await drop?.();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('a retry with the same key on another server is answered with the one order', async () => {
    // the first server holds every checkout inside its transaction (test hook) for a minute
    const first = await startNode({ ...env('a'), TEST_CHECKOUT_HOLD_MS: '60000' });
    const second = PG ? await startNode(env('b')) : undefined;

    const pk = (await api(first.url, 'GET', 'auth/publickey')).publicKey as string;
    const login = await api(first.url, 'POST', 'auth/login', {
      userId: 'buyer@demo.kr',
      password: encryptPassword(pk, 'demo1234!'),
      isRsa: true,
    });
    const auth = { authorization: `Bearer ${login.accessToken as string}` };
    const receiver = {
      name: '김받는',
      phone: '01099998888',
      postNumber: '06236',
      address: '서울 강남구 테헤란로 1',
      addressDetail: '101호',
    };
    // a product of the demo data that can be ordered as it is (no option to choose)
    const list = await api(first.url, 'GET', 'products/mainlist?startIndex=0&rowCount=40');
    const candidates = JSON.stringify(list)
      .match(/"prdtSysId":\d+/g)!
      .map((m) => Number(m.split(':')[1]));
    let body: Record<string, unknown> | undefined;
    for (const prdtSysId of [...new Set(candidates)]) {
      const items = [{ prdtSysId, qty: 1 }];
      const q = await api(
        first.url,
        'POST',
        'orders/deliveries',
        { items, postNumber: receiver.postNumber, pointAmount: 0 },
        auth,
      );
      if (q.resultCode !== '0001') continue;
      body = {
        items,
        orderer: { name: '김구매', phone: '010-1234-5678', email: 'buyer@demo.kr' },
        receiver,
        payMethod: 'card',
        pointAmount: 0,
        expectedPayAmount: (q.amounts as { payAmount: number }).payAmount,
        agreePayTerms: true,
        confirmAge14: true,
      };
      break;
    }
    expect(body, 'an orderable demo product').toBeDefined();
    const listUrl = `users/${login.authSysId as number}/orders/list?rowCount=100`;
    const before = (await api(first.url, 'GET', listUrl, undefined, auth)).totalCount as number;

    const key = { 'idempotency-key': `crash-${Date.now()}` };
    const firstTry = api(first.url, 'POST', 'orders', body, { ...auth, ...key }).catch((e: unknown) => e);
    await first.held;
    first.proc.kill('SIGKILL');
    await new Promise((r) => first.proc.once('exit', r));
    await firstTry;

    const retryAt = second ?? (await startNode(env('b')));
    const started = Date.now();
    const retry = await api(retryAt.url, 'POST', 'orders', body, { ...auth, ...key });
    const ms = Date.now() - started;
    console.warn(
      `[idempotency] retry after SIGKILL answered in ${ms} ms (${PG ? 'postgres, both servers up' : 'pglite, restarted on the same data'})`,
    );
    expect(retry.resultCode, JSON.stringify(retry)).toBe('0001');
    const orderSysId = (retry.order as { orderSysId: number }).orderSysId;
    // and again: the stored answer is replayed, the same one order
    const again = await api(retryAt.url, 'POST', 'orders', body, { ...auth, ...key });
    expect(again).toMatchObject({ replayed: true });
    expect((again.order as { orderSysId: number }).orderSysId).toBe(orderSysId);
    // exactly one order came of the key: the killed attempt's transaction left nothing
    const mine = await api(retryAt.url, 'GET', listUrl, undefined, auth);
    expect(mine.totalCount).toBe(before + 1);
    expect(JSON.stringify(mine.list)).toContain(`"orderSysId":${orderSysId}`);
  }, 240_000);
});
