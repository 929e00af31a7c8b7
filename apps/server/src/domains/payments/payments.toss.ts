import { timingSafeEqual } from 'node:crypto';
import { RC, type EasyPayProvider, type PayMethod } from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import type {
  CreatePaymentInput,
  GatewayNotification,
  GatewayTransaction,
  PaymentGateway,
} from './payments.gateway.js';

/**
 * Toss Payments (API v1, https://docs.tosspayments.com/reference) behind the gateway interface:
 * - card, bank transfer and easy pay: `POST /v1/payments` opens a payment window (`checkout.url`); the
 *   buyer approves there and returns with the payment key; we confirm with `POST /v1/payments/confirm`
 *   (payment key, order id, amount: Toss refuses a different amount);
 * - virtual account: `POST /v1/virtual-accounts` issues the account (bank, due date, escrow, cash receipt);
 *   the deposit arrives as a `DEPOSIT_CALLBACK` whose `secret` must equal the payment's own secret;
 * - cancel and partial cancel: `POST /v1/payments/{paymentKey}/cancel` with an `Idempotency-Key`;
 * - every answer is re-read with `GET /v1/payments/{paymentKey}`: only what Toss says is trusted.
 * Authentication: HTTP Basic with the secret key as user name and an empty password.
 */
export interface TossOptions {
  secretKey: string;
  /** https://api.tosspayments.com (a local server answering as Toss does in tests) */
  baseUrl: string;
  /** the web app's public address: Toss returns the buyer to absolute URLs */
  publicUrl: string;
  /** shown as the virtual account's holder (the merchant) */
  holderName: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** why a Toss escrow delivery is registered by hand (kept on the payment for the operator) */
export const TOSS_ESCROW_MANUAL = 'Toss API v1 has no escrow delivery call: register it in the Toss merchant admin';

/** The parts of Toss's Payment object we read. */
interface TossPayment {
  paymentKey: string;
  orderId: string;
  status: string;
  method: string | null;
  totalAmount: number;
  balanceAmount: number;
  approvedAt: string | null;
  secret?: string | null;
  easyPay?: { provider: string } | null;
  virtualAccount?: {
    accountNumber: string;
    bankCode: string;
    customerName: string;
    dueDate: string;
  } | null;
  checkout?: { url: string } | null;
}

const METHOD_KO: Record<PayMethod, string> = {
  card: '카드',
  transfer: '계좌이체',
  vbank: '가상계좌',
  easypay: '간편결제',
};
const EASY_PAY_KO: Record<EasyPayProvider, string> = {
  kakaopay: '카카오페이',
  naverpay: '네이버페이',
  tosspay: '토스페이',
  payco: '페이코',
};
/** Toss bank codes are the two-digit 금융결제원 codes (our three-digit '004' is Toss's '04'). */
const BANK_NAMES: Record<string, string> = {
  '04': 'KB국민은행',
  '88': '신한은행',
  '20': '우리은행',
  '81': '하나은행',
  '11': 'NH농협은행',
};
const STATUS: Record<string, GatewayTransaction['status']> = {
  READY: 'READY',
  IN_PROGRESS: 'AUTHORIZED',
  WAITING_FOR_DEPOSIT: 'WAITING_FOR_DEPOSIT',
  DONE: 'DONE',
  PARTIAL_CANCELED: 'DONE',
  CANCELED: 'CANCELED',
  ABORTED: 'ABORTED',
  EXPIRED: 'EXPIRED',
};

export class TossError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function createTossGateway(o: TossOptions): PaymentGateway {
  const http = o.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${o.secretKey}:`).toString('base64')}`;
  const base = o.baseUrl.replace(/\/$/, '');
  const absolute = (path: string) => new URL(path, o.publicUrl).toString();

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { authorization: auth };
    if (body) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let res: Response;
    try {
      res = await http(`${base}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : null,
        signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new TossError(0, 'NETWORK', (err as Error).message);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* a gateway page instead of JSON */
    }
    if (!res.ok) {
      const e = (json ?? {}) as { code?: string; message?: string };
      throw new TossError(res.status, e.code ?? `HTTP_${res.status}`, e.message ?? text.slice(0, 200));
    }
    return json as T;
  }

  function present(p: TossPayment): GatewayTransaction {
    const va = p.virtualAccount;
    const method: PayMethod = p.easyPay?.provider
      ? 'easypay'
      : p.method === '가상계좌'
        ? 'vbank'
        : p.method === '계좌이체'
          ? 'transfer'
          : p.method === '간편결제'
            ? 'easypay'
            : 'card';
    return {
      tid: p.paymentKey,
      merchantOrderId: p.orderId,
      method,
      amount: p.totalAmount,
      status: STATUS[p.status] ?? 'READY',
      approvedAt: p.approvedAt ? new Date(p.approvedAt) : null,
      cancelledAmount: Math.max(0, p.totalAmount - p.balanceAmount),
      vbank: va
        ? {
            bankCode: `0${va.bankCode}`.slice(-3),
            bankName: BANK_NAMES[va.bankCode] ?? va.bankCode,
            accountNumber: va.accountNumber,
            holder: o.holderName,
            depositorName: va.customerName,
            dueAt: new Date(va.dueDate),
          }
        : null,
    };
  }

  const cashReceiptOf = (c: CreatePaymentInput['cashReceipt']) =>
    c ? { type: c.type === 'income' ? '소득공제' : '지출증빙', registrationNumber: c.identity } : undefined;

  async function get(tid: string): Promise<GatewayTransaction | null> {
    try {
      return present(await call<TossPayment>('GET', `/v1/payments/${encodeURIComponent(tid)}`));
    } catch (err) {
      if (err instanceof TossError && err.status === 404) return null;
      throw err;
    }
  }

  async function createAt(input: CreatePaymentInput): Promise<{ tx: GatewayTransaction; redirectUrl: string | null }> {
    if (input.method === 'vbank') {
      const p = await call<TossPayment>('POST', '/v1/virtual-accounts', {
        amount: input.amount,
        orderId: input.merchantOrderId,
        orderName: input.orderName,
        customerName: input.depositorName ?? '',
        bank: (input.bankCode ?? '004').slice(-2),
        dueDate: input.dueAt.toISOString(),
        useEscrow: !!input.escrow,
        ...(input.cashReceipt ? { cashReceipt: cashReceiptOf(input.cashReceipt) } : {}),
      });
      return { tx: present(p), redirectUrl: null };
    }
    const back = absolute(input.returnUrl);
    const p = await call<TossPayment>('POST', '/v1/payments', {
      method: input.method === 'easypay' ? '카드' : METHOD_KO[input.method],
      amount: input.amount,
      orderId: input.merchantOrderId,
      orderName: input.orderName,
      successUrl: `${back}${back.includes('?') ? '&' : '?'}result=approved`,
      failUrl: `${back}${back.includes('?') ? '&' : '?'}result=declined`,
      ...(input.method === 'easypay' && input.easyPayProvider
        ? { flowMode: 'DIRECT', easyPay: EASY_PAY_KO[input.easyPayProvider] }
        : {}),
      ...(input.method === 'transfer' ? { useEscrow: !!input.escrow } : {}),
      ...(input.method === 'transfer' && input.cashReceipt ? { cashReceipt: cashReceiptOf(input.cashReceipt) } : {}),
    });
    return { tx: present(p), redirectUrl: p.checkout?.url ?? null };
  }

  return {
    name: 'toss',

    async create(input) {
      try {
        return await createAt(input);
      } catch (err) {
        // Toss refused (a wrong key, a bank it does not serve…) or did not answer: the attempt fails cleanly
        if (err instanceof TossError) throw new AppError(RC.PAYMENT_FAILED, { extra: { pg: err.code } });
        throw err;
      }
    },

    get,

    async confirm(tid, amount) {
      const cur = await call<TossPayment>('GET', `/v1/payments/${encodeURIComponent(tid)}`).catch(() => null);
      if (!cur) throw new AppError(RC.PAYMENT_NOT_PROCESSED);
      if (cur.status === 'DONE') return present(cur);
      try {
        return present(
          await call<TossPayment>(
            'POST',
            '/v1/payments/confirm',
            { paymentKey: tid, orderId: cur.orderId, amount },
            `confirm:${tid}`,
          ),
        );
      } catch (err) {
        if (err instanceof TossError && /AMOUNT/.test(err.code)) throw new AppError(RC.PAYMENT_AMOUNT_INVALID);
        throw new AppError(RC.PAYMENT_NOT_PROCESSED);
      }
    },

    async cancel(tid, reason, opts = {}) {
      const cur = await get(tid).catch(() => null);
      if (!cur) return null;
      // the buyer never approved: nothing to give back, Toss lets the window expire
      if (cur.status === 'READY' || cur.status === 'AUTHORIZED') return cur;
      if (cur.status === 'CANCELED' || cur.status === 'ABORTED' || cur.status === 'EXPIRED') {
        return opts.amount === undefined ? cur : null;
      }
      try {
        const p = await call<TossPayment>(
          'POST',
          `/v1/payments/${encodeURIComponent(tid)}/cancel`,
          {
            cancelReason: reason.slice(0, 200) || 'cancel',
            ...(opts.amount !== undefined ? { cancelAmount: opts.amount } : {}),
          },
          opts.key,
        );
        return present(p);
      } catch {
        return null;
      }
    },

    /**
     * Toss Payments' API v1 has no call that registers an escrow delivery: its integration team sends
     * merchants to the merchant admin (상점관리자) or the older XPay module for it (techchat.tosspayments.com,
     * "에스크로 API문의"). Nothing is guessed: the delivery is answered as one the operator registers by hand.
     */
    registerEscrowDelivery: async () => ({ status: 'manual', reason: TOSS_ESCROW_MANUAL }),

    /** Toss signs nothing with a shared key; `readNotification` checks each notification instead. */
    verifyNotification: () => false,

    async readNotification(raw) {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return null;
      }
      // the virtual-account deposit callback: { createdAt, secret, status, transactionKey, orderId }
      if (typeof body.secret === 'string' && typeof body.orderId === 'string') {
        const p = await call<TossPayment>('GET', `/v1/payments/orders/${encodeURIComponent(body.orderId)}`).catch(
          () => null,
        );
        if (!p?.secret) return null;
        const a = Buffer.from(p.secret);
        const b = Buffer.from(body.secret);
        if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
        const n: GatewayNotification = {
          eventId: `toss:dep:${String(body.transactionKey ?? p.paymentKey)}:${String(body.status ?? '')}`,
          eventType: 'DEPOSIT_CALLBACK',
          tid: p.paymentKey,
          createdAt: String(body.createdAt ?? ''),
        };
        return n;
      }
      // PAYMENT_STATUS_CHANGED: { eventType, createdAt, data: Payment }: the payment is re-read from Toss,
      // so a forged body can only make us ask Toss about a payment key that exists there
      const data = body.data as { paymentKey?: unknown; status?: unknown } | undefined;
      if (body.eventType === 'PAYMENT_STATUS_CHANGED' && typeof data?.paymentKey === 'string') {
        const p = await get(data.paymentKey).catch(() => null);
        if (!p) return null;
        return {
          eventId: `toss:psc:${data.paymentKey}:${p.status}:${p.cancelledAmount}`,
          eventType: 'PAYMENT_STATUS_CHANGED',
          tid: data.paymentKey,
          createdAt: String(body.createdAt ?? ''),
        };
      }
      return null;
    },
  };
}
