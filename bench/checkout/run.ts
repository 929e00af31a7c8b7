/**
 * bench/checkout: orders per second on one hot product through HTTP (real sockets, the whole stack:
 * envelope, validation, idempotency, quote, conditional stock UPDATE, order writes) divided by the
 * same service code — the same SQL — called in a loop without HTTP. Same concurrency, same database,
 * one run. Prints the ratio for PGlite and, when BENCH_DATABASE_URL is set (default: the local
 * PostgreSQL if it answers), for PostgreSQL. Goal: ≥ 0.6.
 *
 * To be trustworthy on a shared machine it runs BENCH_ROUNDS (default 9) alternating rounds, each an
 * HTTP batch and a direct batch back to back (the order flips every round), and reports the median
 * of the per-round ratios with their spread, next to the load average before and after.
 *
 *   npm run bench:checkout        (or: node --import tsx bench/checkout/run.ts)
 */
import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { createCatalogService } from '../../apps/server/src/domains/catalog/catalog.service.js';
import { createTranslationService } from '../../apps/server/src/domains/translation/translation.service.js';
import { createCheckoutService } from '../../apps/server/src/domains/checkout/checkout.service.js';
import { createOrdersService } from '../../apps/server/src/domains/orders/orders.service.js';
import { createPointsService } from '../../apps/server/src/domains/points/points.service.js';
import { createCouponsService } from '../../apps/server/src/domains/coupons/coupons.service.js';
import { createSandboxGateway } from '../../apps/server/src/domains/payments/payments.sandbox.js';
import { makeProduct } from '../../apps/server/test/factories.js';
import { createOrderRequest } from '@lc/contracts';
import { benchApp, demoStore, listenLocal, type DemoStore } from '../lib/app.js';
import { calibrate, machineLine } from '../lib/machine.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const SECRET = 'bench-checkout-secret-0123456789abcdefghijkl';

const bodyFor = (prdtSysId: number) => ({
  items: [{ prdtSysId, qty: 1, options: [], addingProducts: [] }],
  orderer: { name: '벤치', phone: '01011112222' },
  receiver: { name: '벤치', phone: '01011112222', postNumber: '06236', address: '서울 강남구 1' },
  payMethod: 'card',
  pointAmount: 0,
  expectedPayAmount: 10000,
  agreePayTerms: true,
  confirmAge14: true,
  agreeSellerProvision: true,
});

/**
 * The HTTP load runs in a worker thread, as an outside client would: its request building and
 * answer parsing do not take CPU from the server's event loop.
 */
function httpLoad(url: string, n: number, conc: number, tag: string, body: object): Promise<number> {
  const code = `
    const { parentPort, workerData: w } = require('node:worker_threads');
    (async () => {
      let next = 0;
      const started = performance.now();
      await Promise.all(Array.from({ length: w.conc }, async () => {
        while (next < w.n) {
          const i = next++;
          const res = await fetch(w.url, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': w.tag + '-' + i }, body: w.body });
          const text = await res.text();
          if (res.status !== 200) throw new Error('HTTP ' + res.status + ': ' + text);
        }
      }));
      parentPort.postMessage((w.n / (performance.now() - started)) * 1000);
    })().catch((e) => { parentPort.postMessage({ error: String(e) }); });
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { url, n, conc, tag, body: JSON.stringify(body) } });
    worker.once('message', (m: number | { error: string }) => {
      void worker.terminate();
      if (typeof m === 'number') resolve(m);
      else reject(new Error(m.error));
    });
    worker.once('error', reject);
  });
}

async function pool(n: number, conc: number, fn: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: conc }, async () => {
      while (next < n) await fn(next++);
    }),
  );
  return (n / (performance.now() - started)) * 1000;
}

async function run(label: string, store: DemoStore): Promise<void> {
  const { database } = store;
  const hot = await makeProduct(database.db, { price: 10000, stock: 10_000_000 });
  // every order comes from one address as a guest: the per-address guest limit (issue 25) is lifted
  const app = await benchApp(store, { JWT_SECRET: SECRET, SERVICES: 'api', GUEST_ORDERS_PER_IP: '100000000' });
  const url = `${await listenLocal(app)}/api/v1/orders`;

  // the same service code without HTTP
  const now = () => new Date();
  const translation = createTranslationService({ translator: undefined });
  const catalog = createCatalogService({ db: database.db, now, translation });
  const coupons = createCouponsService(database.db, now);
  const checkout = createCheckoutService({ db: database.db, catalog, coupons, now });
  const secret = new TextEncoder().encode(SECRET);
  const orders = createOrdersService({
    db: database.db,
    now,
    checkout,
    points: createPointsService(database.db, now),
    coupons,
    gateway: createSandboxGateway({ db: database.db, secret, now, notify: async () => undefined }),
    secret,
  });
  const input = createOrderRequest.parse(bodyFor(hot.prdtSysId));

  const direct = async (i: number, tag: string) => {
    await orders.create(input, { user: undefined, orderToken: undefined, ip: '127.0.0.1', lang: 'ko' }, `${tag}-${i}`);
  };
  // warm both paths, then alternate (the order flips each round) so neither gets a colder database
  const body = bodyFor(hot.prdtSysId);
  await httpLoad(url, 50, CONCURRENCY, 'warm-h', body);
  await pool(50, CONCURRENCY, (i) => direct(i, 'warm-d'));
  const loadBefore = load();
  const per = Math.max(Math.floor(ORDERS / ROUNDS), 20);
  const rounds: { http: number; sql: number }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    let http: number;
    let sqlRate: number;
    if (r % 2 === 0) {
      sqlRate = await pool(per, CONCURRENCY, (i) => direct(i, `d${r}`));
      http = await httpLoad(url, per, CONCURRENCY, `h${r}`, body);
    } else {
      http = await httpLoad(url, per, CONCURRENCY, `h${r}`, body);
      sqlRate = await pool(per, CONCURRENCY, (i) => direct(i, `d${r}`));
    }
    rounds.push({ http, sql: sqlRate });
  }
  const ratios = rounds.map((x) => x.http / x.sql);
  const httpRate = median(rounds.map((x) => x.http));
  const sqlRate = median(rounds.map((x) => x.sql));
  console.log(
    `checkout ${label.padEnd(8)} HTTP ${httpRate.toFixed(0).padStart(5)} orders/s | same SQL without HTTP ${sqlRate
      .toFixed(0)
      .padStart(5)} orders/s | ratio ${median(ratios).toFixed(2)} (median of ${ROUNDS} rounds, min ${Math.min(
      ...ratios,
    ).toFixed(
      2,
    )}, max ${Math.max(...ratios).toFixed(2)}; goal ≥ 0.6) | ${per} orders per side per round, concurrency ${CONCURRENCY} | load avg ${loadBefore} → ${load()} on ${cpus().length} cores`,
  );
  await app.close();
}

machineLine('before');
calibrate();
const pglite = await demoStore('checkout');
await run('pglite', pglite);
await pglite.close();

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const reachable = await (async () => {
  const c = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
})();
if (reachable) {
  const store = await demoStore('checkout', { postgresUrl: pgUrl, poolSize: 10 });
  try {
    await run('postgres', store);
  } finally {
    await store.close();
  }
} else {
  console.log(`checkout postgres skipped: ${pgUrl} does not answer (set BENCH_DATABASE_URL)`);
}
machineLine('after');
