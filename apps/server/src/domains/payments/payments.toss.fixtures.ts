import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One payment as the fake Toss keeps it (the fields of Toss's Payment object our adapter reads). */
export interface FakeTossPayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: string;
  method: string;
  totalAmount: number;
  balanceAmount: number;
  approvedAt: string | null;
  secret: string | null;
  useEscrow: boolean;
  cashReceipt: { type: string; registrationNumber: string } | null;
  easyPay: { provider: string } | null;
  virtualAccount: { accountNumber: string; bankCode: string; customerName: string; dueDate: string } | null;
  checkout: { url: string } | null;
  cancels: { cancelAmount: number; key: string | null }[];
}

/**
 * A local HTTP server answering as Toss Payments API v1 does (Basic auth with the secret key, JSON
 * errors `{ code, message }`, idempotent cancels), for the adapter's tests. `approve` plays the
 * buyer on the payment window, `deposit` the bank; every request is recorded.
 */
export async function startFakeToss(secretKey: string) {
  const payments = new Map<string, FakeTossPayment>();
  const requests: { method: string; path: string; body: Record<string, unknown>; idempotencyKey?: string }[] = [];
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  let base = '';

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = '';
      req.on('data', (c: Buffer) => (s += c.toString()));
      req.on('end', () => resolve(s));
    });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const raw = await read(req);
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const path = (req.url ?? '').split('?')[0]!;
      const idem = req.headers['idempotency-key'];
      requests.push({
        method: req.method ?? '',
        path,
        body,
        ...(typeof idem === 'string' ? { idempotencyKey: idem } : {}),
      });
      if (req.headers.authorization !== expected) {
        return send(401, { code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' });
      }
      const newPayment = (method: string): FakeTossPayment => ({
        paymentKey: `tviva${randomBytes(10).toString('hex')}`,
        orderId: String(body.orderId),
        orderName: String(body.orderName),
        status: 'READY',
        method,
        totalAmount: Number(body.amount),
        balanceAmount: Number(body.amount),
        approvedAt: null,
        secret: null,
        useEscrow: body.useEscrow === true,
        cashReceipt: (body.cashReceipt as FakeTossPayment['cashReceipt']) ?? null,
        easyPay: typeof body.easyPay === 'string' ? { provider: body.easyPay } : null,
        virtualAccount: null,
        checkout: null,
        cancels: [],
      });
      let m: RegExpExecArray | null;
      if (req.method === 'POST' && path === '/v1/payments') {
        const p = newPayment(String(body.method));
        p.checkout = { url: `${base}/checkout/${p.paymentKey}` };
        payments.set(p.paymentKey, p);
        return send(200, p);
      }
      if (req.method === 'POST' && path === '/v1/virtual-accounts') {
        const p = newPayment('가상계좌');
        p.status = 'WAITING_FOR_DEPOSIT';
        p.secret = `ps_${randomBytes(12).toString('hex')}`;
        p.virtualAccount = {
          accountNumber: `X${randomBytes(6).toString('hex')}`,
          bankCode: String(body.bank),
          customerName: String(body.customerName),
          dueDate: String(body.dueDate),
        };
        payments.set(p.paymentKey, p);
        return send(200, p);
      }
      if (req.method === 'POST' && path === '/v1/payments/confirm') {
        const p = payments.get(String(body.paymentKey));
        if (!p || p.orderId !== body.orderId) return send(404, { code: 'NOT_FOUND_PAYMENT', message: '없는 결제' });
        if (p.totalAmount !== body.amount) return send(400, { code: 'INVALID_AMOUNT', message: '금액 불일치' });
        if (p.status !== 'IN_PROGRESS') return send(400, { code: 'ALREADY_PROCESSED_PAYMENT', message: '처리됨' });
        p.status = 'DONE';
        p.approvedAt = new Date().toISOString();
        return send(200, p);
      }
      if ((m = /^\/v1\/payments\/orders\/([^/]+)$/.exec(path)) && req.method === 'GET') {
        const p = [...payments.values()].find((x) => x.orderId === decodeURIComponent(m![1]!));
        return p ? send(200, p) : send(404, { code: 'NOT_FOUND_PAYMENT', message: '없는 결제' });
      }
      if ((m = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path)) && req.method === 'POST') {
        const p = payments.get(decodeURIComponent(m[1]!));
        if (!p) return send(404, { code: 'NOT_FOUND_PAYMENT', message: '없는 결제' });
        if (typeof idem === 'string' && p.cancels.some((c) => c.key === idem)) return send(200, p);
        const amount = body.cancelAmount === undefined ? p.balanceAmount : Number(body.cancelAmount);
        if (!['DONE', 'PARTIAL_CANCELED', 'WAITING_FOR_DEPOSIT'].includes(p.status) || amount > p.balanceAmount) {
          return send(403, { code: 'NOT_CANCELABLE_AMOUNT', message: '취소할 수 없는 금액' });
        }
        p.cancels.push({ cancelAmount: amount, key: typeof idem === 'string' ? idem : null });
        p.balanceAmount -= amount;
        p.status = p.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
        return send(200, p);
      }
      if ((m = /^\/v1\/payments\/([^/]+)$/.exec(path)) && req.method === 'GET') {
        const p = payments.get(decodeURIComponent(m[1]!));
        return p ? send(200, p) : send(404, { code: 'NOT_FOUND_PAYMENT', message: '없는 결제' });
      }
      return send(404, { code: 'NOT_FOUND', message: path });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: base,
    payments,
    requests,
    /** the buyer approved on the payment window (Toss then redirects to successUrl) */
    approve(paymentKey: string) {
      payments.get(paymentKey)!.status = 'IN_PROGRESS';
    },
    /** the bank reports the deposit; answers the DEPOSIT_CALLBACK body Toss posts to the merchant */
    deposit(orderId: string) {
      const p = [...payments.values()].find((x) => x.orderId === orderId)!;
      p.status = 'DONE';
      p.approvedAt = new Date().toISOString();
      return {
        createdAt: new Date().toISOString(),
        secret: p.secret,
        status: 'DONE',
        transactionKey: `tx_${randomBytes(8).toString('hex')}`,
        orderId,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
