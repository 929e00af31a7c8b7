/**
 * bench/drill (issue 26 §8): the popular-show drill. Two real server processes on one PostgreSQL, one
 * Redis and one S3-compatible object store (s3rver in this process, as the tests run it), one live show
 * (the demo live room) watched by VIEWERS sockets, half on each node, while members chat 200 messages
 * per second, and a 100-unit time deal (a product of the show with a stock of 100) that 2,000 members
 * try to buy within its 10 s through the real checkout API (order, sandbox card payment, payment
 * notice), half on each node. Then the same deal again with node A SIGKILLed when a third of the units
 * are paid: its buyers go on at node B with the same idempotency keys, as a load balancer would send
 * them. Prints units sold (exactly 100, 0 oversold, from the database), buyers answered (each "bought"
 * or "sold out", none timed out, none 5xx), checkout p50 / p99 (a buyer's arrival to its answer), chat
 * delivery p99 at the viewers during the deal, acknowledged orders lost (0), and the machine.
 *
 *   npm run bench:drill                  (= node --import tsx bench/drill/run.ts [viewers=5000])
 *   BENCH_SMOKE=1 npm run bench:drill    (200 viewers, 20 chat/s, a 10-unit deal for 50 buyers; the kill too)
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: a fresh database is made next
 * to it and dropped), BENCH_REDIS_URL (default redis://127.0.0.1:6379). It exits non-zero when a unit
 * is oversold or an acknowledged order lost or doubled (correctness), never on a time.
 */
import { loadavg } from 'node:os';
import { calibrate, machineLine } from '../lib/machine.js';
import { runBench } from '../lib/app.js';
import { printGoals, type Goal } from '../lib/goals.js';
import { audience, closeWorkers, workersOf, type Audience } from './chat.js';
import { runDeal, type DealOutcome, type DealSize } from './deal.js';
import { stage, type Stage } from './setup.js';

const SMOKE = process.env.BENCH_SMOKE === '1';
const VIEWERS = Number(process.argv[2] ?? (SMOKE ? 200 : 5000));
const PG = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** the sizes (BENCH_UNITS, BENCH_BUYERS, BENCH_ARRIVAL_MS, BENCH_CHAT_RATE change them to find what a machine holds) */
const SIZE: DealSize = {
  units: env('BENCH_UNITS', SMOKE ? 10 : 100),
  buyers: env('BENCH_BUYERS', SMOKE ? 50 : 2000),
  arrivalMs: env('BENCH_ARRIVAL_MS', SMOKE ? 1000 : 10_000),
  chatPerSecond: env('BENCH_CHAT_RATE', SMOKE ? 20 : 200),
  chatSenders: SMOKE ? 20 : 200,
  windowSeconds: SMOKE ? 5 : 10,
};
/** the goals of issue 26 §8 that are times (the deal's window, the chat bench's p99) */
const CHECKOUT_WINDOW_MS = SIZE.windowSeconds * 1000;
const CHAT_P99_GOAL_MS = 250;

function percentiles(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: s.at(-1) ?? 0 };
}

/** a latency, `>= 10000 ms` at the swarm's histogram cap */
const ms = (n: number) => (n >= 10_000 ? '>= 10000 ms' : `${n} ms`);
const count = (d: DealOutcome, outcome: string) => d.results.filter((r) => r.outcome === outcome).length;

/** The printed figures of one deal. */
function print(label: string, d: DealOutcome) {
  const { db, chat } = d;
  const all = percentiles(d.results.map((r) => r.ms));
  const bought = percentiles(d.results.filter((r) => r.outcome === 'bought').map((r) => r.ms));
  const fivexx = d.results.reduce((n, r) => n + r.fivexx, 0);
  const moved = d.results.filter((r) => r.moved).length;
  console.log(`  ${label}`);
  if (d.killedAt) {
    console.log(
      `    node A SIGKILLed ${d.killedAt.ms} ms after the opening, ${d.killedAt.paidBefore} payments acknowledged by then`,
    );
  }
  console.log(
    `    units sold ${db.unitsSold} of ${SIZE.units} (paid orders in the database), oversold ${db.oversold}; stock left ${db.stockLeft}, units ordered ${db.unitsOrdered}${db.consistent ? '' : ' (stock and orders DO NOT add up)'}`,
  );
  console.log(
    `    buyers answered ${d.results.length - count(d, 'timed out')} of ${SIZE.buyers}: bought ${count(d, 'bought')}, sold out ${count(d, 'sold out')}, timed out ${count(d, 'timed out')}, failed ${count(d, 'failed')}; 5xx answers ${fivexx}; moved to the other node ${moved}`,
  );
  for (const r of d.results.filter((x) => x.outcome === 'failed').slice(0, 5)) console.log(`      failed: ${r.detail}`);
  console.log(
    `    checkout (arrival → answer) p50 ${all.p50} ms, p99 ${all.p99} ms, max ${all.max} ms; of the buyers who bought (order + payment + notice) p50 ${bought.p50} ms, p99 ${bought.p99} ms; last answer ${d.elapsedMs} ms after the opening`,
  );
  console.log(
    `    chat during the deal: ${chat.sent} messages sent in ${SIZE.windowSeconds} s (${(chat.sent / SIZE.windowSeconds).toFixed(0)}/s), ${chat.deliveries} deliveries; delivery p50 ${ms(chat.p50)}, p99 ${ms(chat.p99)} (${chat.samples} samples at every 10th viewer); viewers connected A ${chat.open[0]} / B ${chat.open[1]}, dropped ${chat.dropped}`,
  );
  console.log(`    acknowledged orders lost ${db.lost}, doubled ${db.doubled}`);
}

function goals(label: string, d: DealOutcome): Goal[] {
  const all = percentiles(d.results.map((r) => r.ms));
  const answered = count(d, 'bought') + count(d, 'sold out');
  const fivexx = d.results.reduce((n, r) => n + r.fivexx, 0);
  return [
    {
      name: `${label}: units sold`,
      met: d.db.unitsSold === SIZE.units && d.db.oversold === 0,
      detail: `${d.db.unitsSold}, oversold ${d.db.oversold} (goal ${SIZE.units}, 0)`,
    },
    {
      name: `${label}: buyers answered`,
      met: answered === SIZE.buyers && fivexx === 0,
      detail: `${answered}/${SIZE.buyers} bought or sold out, ${fivexx} 5xx (goal all, 0)`,
    },
    {
      name: `${label}: checkout`,
      met: all.max <= CHECKOUT_WINDOW_MS,
      detail: `p99 ${all.p99} ms, max ${all.max} ms (goal: every buyer answered <= ${CHECKOUT_WINDOW_MS} ms after its arrival)`,
    },
    {
      name: `${label}: chat p99`,
      met: d.chat.samples > 0 && d.chat.p99 <= CHAT_P99_GOAL_MS,
      detail: `${ms(d.chat.p99)} (goal <= ${CHAT_P99_GOAL_MS} ms, as bench/chat)`,
    },
    {
      name: `${label}: acknowledged lost`,
      met: d.db.lost === 0 && d.db.doubled === 0,
      detail: `${d.db.lost} lost, ${d.db.doubled} doubled (goal 0)`,
    },
  ];
}

async function drill(s: Stage): Promise<DealOutcome[]> {
  let crowd: Audience | undefined;
  try {
    let t = Date.now();
    crowd = await audience([s.a.url, s.b.url], s.room, VIEWERS);
    console.log(
      `  ${VIEWERS} viewers joined the live room (half on each node) in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
    t = Date.now();
    const calm = await runDeal(s, crowd, SIZE, { tag: 'd1', killA: false });
    print('deal 1: both nodes up', calm);
    const killed = await runDeal(s, crowd, SIZE, { tag: 'd2', killA: true });
    print('deal 2: node A killed mid-deal', killed);
    return [calm, killed];
  } finally {
    if (crowd) await closeWorkers(workersOf(crowd));
  }
}

async function main() {
  console.log(
    `bench/drill  (${VIEWERS} viewers of one live show on two nodes, ${SIZE.chatPerSecond} chat/s, a ${SIZE.units}-unit deal for ${SIZE.buyers} buyers arriving over ${SIZE.arrivalMs} ms; PostgreSQL + Redis + S3 object store)`,
  );
  machineLine('before');
  calibrate();
  const s = await stage(PG, REDIS);
  let deals: DealOutcome[];
  try {
    deals = await drill(s);
  } finally {
    await s.close();
  }
  machineLine('after');
  printGoals('issue 26 §8', [...goals('deal 1', deals[0]!), ...goals('deal 2 (kill)', deals[1]!)], loadavg()[0]!);
  // correctness, never speed: CI's smoke run fails on a unit oversold or an acknowledged order lost or doubled
  const wrong = deals.filter((d) => d.db.oversold > 0 || d.db.lost > 0 || d.db.doubled > 0 || !d.db.consistent);
  if (wrong.length) throw new Error('units oversold, or acknowledged orders lost or doubled');
}

runBench(main);
