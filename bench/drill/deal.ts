/**
 * One time deal of bench/drill: the product, its buyers, 200 chat/s during the deal (latency measured
 * at the viewers), the buyers in their own process, node A SIGKILLed mid-deal when asked, and the
 * database's account of it afterwards.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { TEST_RECEIVER } from '../../apps/server/test/factories.js';
import { callNode } from '../../apps/server/test/nodes.js';
import type { BuyerResult, BuyOrder } from './buyers.js';
import { chat, closeWorkers, measured, senders, startMeasuring, type Audience, type ChatFigures } from './chat.js';
import { dealProduct, members, type Stage } from './setup.js';

const buyersScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'buyers.ts');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface DealSize {
  units: number;
  buyers: number;
  /** buyers arrive evenly over this window from the opening */
  arrivalMs: number;
  chatPerSecond: number;
  chatSenders: number;
  /** the deal's window: chat is sent (and measured) for this long from the opening */
  windowSeconds: number;
}

export interface DealOutcome {
  results: BuyerResult[];
  chat: ChatFigures & { sent: number };
  /** from the opening to the last buyer's answer */
  elapsedMs: number;
  /** ms from the opening when node A was killed, and paid orders acknowledged by then */
  killedAt?: { ms: number; paidBefore: number };
  db: Account;
}

/** The buyers' process, started and ready (tsx compiles it first): `buy` sends it the deal. */
async function buyersProcess() {
  const child = fork(buyersScript, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the buyers' process ended (${code})`)));
  });
  /** resolves with every buyer's result; `onPaid` at each acknowledged payment */
  const buy = (order: BuyOrder, onPaid: (orderSysId: number) => void) =>
    new Promise<BuyerResult[]>((resolve, reject) => {
      child.on('message', (m: { type: string; orderSysId?: number; results?: BuyerResult[]; message?: string }) => {
        if (m.type === 'paid') onPaid(m.orderSysId!);
        else if (m.type === 'done') resolve(m.results!);
        else if (m.type === 'error') reject(new Error(m.message));
      });
      child.send(order);
    }).finally(() => child.kill());
  return { buy };
}

/** the price a buyer pays (one unit, its delivery), as the quote answers it */
async function quotedAmount(url: string, token: string, prdtSysId: number): Promise<number> {
  const q = await callNode(url, 'orders/deliveries', {
    token,
    body: { items: [{ prdtSysId, qty: 1 }], postNumber: TEST_RECEIVER.postNumber, pointAmount: 0 },
  });
  if (q.resultCode !== '0001') throw new Error(`the deal's quote was refused: ${JSON.stringify(q)}`);
  return (q.amounts as { payAmount: number }).payAmount;
}

export async function runDeal(
  s: Stage,
  audienceOf: Audience,
  size: DealSize,
  o: { tag: string; killA: boolean },
): Promise<DealOutcome> {
  const prdtSysId = await dealProduct(s.database, s.room, size.units);
  const tokens = await members(s.database, `${o.tag}b`, size.buyers);
  const senderTokens = await members(s.database, `${o.tag}c`, size.chatSenders);
  const payAmount = await quotedAmount(s.b.url, tokens[0]!, prdtSysId);
  // the senders of the kill run talk through the survivor (the 200 chat/s go on after the kill)
  const sender = await senders(o.killA ? [s.b.url] : [s.a.url, s.b.url], s.room, senderTokens);
  await sleep(1000);

  const buyers = await buyersProcess();
  await startMeasuring(audienceOf);
  const opened = performance.now();
  const chatting = chat(sender, s.room, size.chatPerSecond, size.windowSeconds);
  let paid = 0;
  let killedAt: DealOutcome['killedAt'];
  // mid-deal: a third of the units acknowledged or half the buyers arrived, whichever comes first
  const kill = () => {
    if (!o.killA || killedAt) return;
    s.a.proc.kill('SIGKILL');
    killedAt = { ms: Math.round(performance.now() - opened), paidBefore: paid };
  };
  const timer = setTimeout(kill, size.arrivalMs / 2);
  const results = await buyers.buy(
    { type: 'buy', nodes: [s.a.url, s.b.url], tokens, prdtSysId, payAmount, arrivalMs: size.arrivalMs, tag: o.tag },
    () => {
      paid += 1;
      if (paid >= Math.ceil(size.units / 3)) kill();
    },
  );
  clearTimeout(timer);
  const elapsedMs = Math.max(...results.map((r) => r.at));
  const sent = await chatting;
  await sleep(1000);
  const figures = await measured(audienceOf);
  await closeWorkers([sender]);
  const acknowledged = results.filter((r) => r.outcome === 'bought').map((r) => r.orderSysId!);
  return {
    results,
    chat: { ...figures, sent },
    elapsedMs,
    killedAt,
    db: await account(s, prdtSysId, size.units, acknowledged),
  };
}

export interface Account {
  stockLeft: number;
  /** units in orders with a paid payment */
  unitsSold: number;
  /** units in every order of the deal (paid or still waiting for its payment) */
  unitsOrdered: number;
  oversold: number;
  /** the stock left and the units ordered add up to the deal's units */
  consistent: boolean;
  /** acknowledged as paid but not a paid order in the database */
  lost: number;
  /** acknowledged orders found more than once, or buyers with more than one order of the deal */
  doubled: number;
}

/** What the database holds of the deal after it. */
async function account(s: Stage, prdtSysId: number, units: number, acknowledged: number[]): Promise<Account> {
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await s.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const [p] = await rows<{ stock: number }>(sql`select stock from products where prdt_sys_id = ${prdtSysId}`);
  const lines = await rows<{ order_sys_id: number; user_sys_id: number; qty: number; paid: number }>(sql`
    select o.order_sys_id, o.user_sys_id, op.qty,
      (select count(*)::int from payments y where y.order_sys_id = o.order_sys_id and y.status = 'paid') as paid
    from order_products op join orders o on o.order_sys_id = op.order_sys_id
    where op.prdt_sys_id = ${prdtSysId}`);
  const unitsOrdered = lines.reduce((n, l) => n + l.qty, 0);
  const unitsSold = lines.filter((l) => l.paid > 0).reduce((n, l) => n + l.qty, 0);
  const paidOrders = new Map<number, number>();
  for (const l of lines) if (l.paid > 0) paidOrders.set(l.order_sys_id, (paidOrders.get(l.order_sys_id) ?? 0) + 1);
  const perBuyer = new Map<number, number>();
  for (const l of lines) perBuyer.set(l.user_sys_id, (perBuyer.get(l.user_sys_id) ?? 0) + 1);
  const lost = acknowledged.filter((id) => !paidOrders.has(id)).length;
  const doubled =
    [...paidOrders.values()].filter((n) => n > 1).length +
    [...perBuyer.values()].filter((n) => n > 1).length +
    lines.filter((l) => l.paid > 1).length +
    (acknowledged.length - new Set(acknowledged).size);
  return {
    stockLeft: p!.stock,
    unitsSold,
    unitsOrdered,
    oversold: Math.max(0, unitsOrdered - units, -p!.stock),
    consistent: p!.stock + unitsOrdered === units,
    lost,
    doubled,
  };
}
