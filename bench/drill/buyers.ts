/**
 * bench/drill's buyers (a child process of run.ts, so their requests and timing do not share the
 * coordinator's event loop): each buyer is a member who, at its arrival time, orders one unit of the
 * deal through the real checkout API (POST orders with an Idempotency-Key, POST orders/{id}/pays with
 * another, approves the sandbox gateway's page with the pass cookie the answer set, PATCH
 * orders/pays/{id}/notifies) on its node; a node that does not answer (a connection refused or reset:
 * the node died) sends the buyer on to the other node, as a load balancer would, with the same keys.
 * Answers "bought" (its payment acknowledged as paid), "sold out" (3003 / 6005), "timed out" (no
 * answer within REQUEST_TIMEOUT_MS) or "failed" (any other answer).
 */
import { SANDBOX_PAYER_PASS } from '@lc/contracts';
import { testOrderBody } from '../../apps/server/test/factories.js';

export interface BuyOrder {
  type: 'buy';
  /** the two nodes; buyer i starts on nodes[i % 2] */
  nodes: [string, string];
  tokens: string[];
  prdtSysId: number;
  payAmount: number;
  /** the buyers' arrivals are spread evenly over this many ms from the deal's opening */
  arrivalMs: number;
  /** the idempotency keys' prefix (one run's) */
  tag: string;
}

export type Outcome = 'bought' | 'sold out' | 'timed out' | 'failed';
export interface BuyerResult {
  outcome: Outcome;
  /** from its arrival to its answer */
  ms: number;
  /** ms from the opening to its answer */
  at: number;
  /** the node it started on (0, 1) and whether it moved to the other */
  home: number;
  moved: boolean;
  orderSysId?: number;
  /** the last refusal's code, an HTTP 5xx, or the error */
  detail?: string;
  fivexx: number;
}

const REQUEST_TIMEOUT_MS = 30_000;
const SOLD_OUT = new Set(['3003', '6005']);
const RETRY_LATER = new Set(['6115', '9429']);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class Timeout extends Error {}
interface Answer {
  status: number;
  json: { jsonData?: Record<string, unknown> };
  setCookie: string[];
}

/** One buyer's session: its token, its current node, its 5xx count. */
class Buyer {
  node: number;
  moved = false;
  fivexx = 0;
  constructor(
    private readonly o: BuyOrder,
    private readonly token: string,
    readonly home: number,
  ) {
    this.node = home;
  }

  /** a request to the current node; a dead node (refused/reset) moves the buyer to the other one */
  async call(path: string, init: { method: string; body?: unknown; headers?: Record<string, string> }) {
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await fetch(`${this.o.nodes[this.node]}${path}`, {
          method: init.method,
          headers: {
            'content-type': init.body === undefined ? 'text/plain' : 'application/json',
            authorization: `Bearer ${this.token}`,
            ...init.headers,
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await res.text();
        if (res.status >= 500) this.fivexx += 1;
        const json = text.startsWith('{') ? (JSON.parse(text) as Answer['json']) : {};
        return { status: res.status, json, setCookie: res.headers.getSetCookie() } satisfies Answer;
      } catch (e) {
        if (e instanceof DOMException && e.name === 'TimeoutError') throw new Timeout(path);
        // the node is gone: the other one, with the same request (its keys make a repeat safe)
        if (attempt >= 3) throw e;
        this.node = 1 - this.node;
        this.moved = true;
      }
    }
  }

  /** an API call repeated while the answer says "try again" (a claim still held, a limit) */
  async api(path: string, init: { method: string; body?: unknown; headers?: Record<string, string> }) {
    for (;;) {
      const r = await this.call(`/api/v1/${path}`, init);
      const code = r.json.jsonData?.resultCode as string | undefined;
      if (!RETRY_LATER.has(code ?? '')) return { ...r, code, data: r.json.jsonData ?? {} };
      await sleep(250);
    }
  }
}

async function buyOne(o: BuyOrder, i: number): Promise<Omit<BuyerResult, 'ms' | 'at' | 'home' | 'moved' | 'fivexx'>> {
  const b = buyers[i]!;
  const items = [{ prdtSysId: o.prdtSysId, qty: 1, options: [], addingProducts: [] }];
  const ordered = await b.api('orders', {
    method: 'POST',
    body: testOrderBody(items, 'card', o.payAmount),
    headers: { 'idempotency-key': `${o.tag}-order-${i}` },
  });
  if (SOLD_OUT.has(ordered.code ?? '')) return { outcome: 'sold out' };
  if (ordered.code !== '0001') return { outcome: 'failed', detail: `order ${ordered.status} ${ordered.code}` };
  const orderSysId = (ordered.data.order as { orderSysId: number }).orderSysId;
  const pay = await b.api(`orders/${orderSysId}/pays`, {
    method: 'POST',
    body: { payMethod: 'card' },
    headers: { 'idempotency-key': `${o.tag}-pay-${i}` },
  });
  if (pay.code !== '0001') return { outcome: 'failed', orderSysId, detail: `pay ${pay.status} ${pay.code}` };
  const page = String(pay.data.redirectUrl).split('?')[0]!;
  const pass = pay.setCookie.find((c) => c.startsWith(`${SANDBOX_PAYER_PASS.cookie}=`))?.split(';')[0];
  // the buyer's browser on the gateway's page (a repeat after a node died may find it decided: the
  // notice below tells)
  const approved = await b.call(`${page}/approve`, { method: 'POST', headers: { cookie: pass ?? '' } });
  const paid = await b.api(`orders/pays/${orderSysId}/notifies`, { method: 'PATCH' });
  const status = (paid.data.payment as { status?: string } | undefined)?.status;
  if (status !== 'paid') {
    return { outcome: 'failed', orderSysId, detail: `approve ${approved.status}, notifies ${paid.code} ${status}` };
  }
  process.send!({ type: 'paid', orderSysId });
  return { outcome: 'bought', orderSysId };
}

let buyers: Buyer[] = [];

async function buyAll(o: BuyOrder): Promise<BuyerResult[]> {
  buyers = o.tokens.map((t, i) => new Buyer(o, t, i % 2));
  const opened = performance.now();
  return Promise.all(
    buyers.map(async (b, i) => {
      await sleep((o.arrivalMs * i) / o.tokens.length);
      const start = performance.now();
      let r: Omit<BuyerResult, 'ms' | 'at' | 'home' | 'moved' | 'fivexx'>;
      try {
        r = await buyOne(o, i);
      } catch (e) {
        r =
          e instanceof Timeout ? { outcome: 'timed out', detail: e.message } : { outcome: 'failed', detail: String(e) };
      }
      const end = performance.now();
      const at = Math.round(end - opened);
      return { ...r, ms: Math.round(end - start), home: b.home, moved: b.moved, fivexx: b.fivexx, at };
    }),
  );
}

process.on('message', (m: BuyOrder) => {
  if (m.type !== 'buy') return;
  buyAll(m).then(
    (results) => process.send!({ type: 'done', results }),
    (e: unknown) => process.send!({ type: 'error', message: String(e) }),
  );
});
process.on('disconnect', () => process.exit(0));
process.send!({ type: 'ready' });
