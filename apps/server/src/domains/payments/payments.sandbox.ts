import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { RC, VBANK_BANKS, type EasyPayProvider } from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { sandboxPgTransactions } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { sandboxChoices, type SandboxChoice } from './payments.sandbox-page.js';
import type {
  CreatePaymentInput,
  GatewayNotification,
  GatewayTransaction,
  PaymentGateway,
} from './payments.gateway.js';

/** The name a sandbox virtual account is held in (what the buyer sees as the recipient). */
export const SANDBOX_VBANK_HOLDER = '(주)라이브커머스';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

type Row = typeof sandboxPgTransactions.$inferSelect;

const bankOf = (code: string | null) => VBANK_BANKS.find((b) => b.code === code) ?? VBANK_BANKS[0];

function present(r: Row): GatewayTransaction {
  const bank = bankOf(r.vbankCode);
  return {
    tid: r.tid,
    merchantOrderId: r.merchantOrderId,
    method: r.method as GatewayTransaction['method'],
    easyPayProvider: (r.easyPayProvider as EasyPayProvider | null) ?? null,
    amount: r.amount,
    status: r.status as GatewayTransaction['status'],
    approvedAt: r.approvedAt,
    cancelledAmount: r.cancelledAmount,
    vbank:
      r.method === 'vbank' && r.vbankAccount
        ? {
            bankCode: bank.code,
            bankName: bank.ko,
            accountNumber: r.vbankAccount,
            holder: r.vbankHolder ?? SANDBOX_VBANK_HOLDER,
            depositorName: r.depositorName ?? '',
            dueAt: r.dueAt!,
          }
        : null,
  };
}

export interface SandboxGateway extends PaymentGateway {
  /**
   * the buyer's approve/decline on the approval page, approving with what the buyer picked there (the
   * card or an easy-pay wallet, `sandboxChoices`; none: as created); returns where the browser goes next
   */
  decide(tid: string, approve: boolean, choice?: SandboxChoice): Promise<{ returnUrl: string; tx: GatewayTransaction }>;
  /** a deposit arriving at a virtual account (the bank's side); confirmed only for the declared depositor and amount */
  deposit(
    accountNumber: string,
    depositorName: string,
    amount: number,
  ): Promise<{ matched: boolean; tx: GatewayTransaction }>;
  getRaw(tid: string): Promise<Row | null>;
  /** signs a notification body the way the sandbox sends it */
  sign(rawBody: string): string;
}

/**
 * The built-in sandbox PG: it behaves like a Korean PG in test mode — an approval page for card,
 * bank transfer and easy pay (approve / decline), a virtual account (bank, number, holder, due at
 * the end of the next day) confirmed by a deposit under the declared depositor's name, merchant
 * confirmation of authorised payments with an amount check, cancellation, and HMAC-signed
 * notifications delivered to the merchant's webhook through `notify`.
 */
export function createSandboxGateway(deps: {
  db: Db;
  secret: Uint8Array;
  now: () => Date;
  /** delivers a signed notification to the merchant (the app posts it to its own webhook route) */
  notify: (rawBody: string, signature: string) => Promise<void>;
}): SandboxGateway {
  const { db, now } = deps;
  const key = createHmac('sha256', deps.secret).update('sandbox-pg-webhook').digest();
  const sign = (raw: string) => createHmac('sha256', key).update(raw).digest('hex');

  async function load(tid: string): Promise<Row | null> {
    const [r] = await db.select().from(sandboxPgTransactions).where(eq(sandboxPgTransactions.tid, tid));
    return r ?? null;
  }
  async function send(eventType: string, tid: string) {
    const n: GatewayNotification = {
      eventId: `evt_${randomBytes(12).toString('hex')}`,
      eventType,
      tid,
      createdAt: now().toISOString(),
    };
    const raw = JSON.stringify(n);
    await deps.notify(raw, sign(raw));
  }
  /** moves a transaction from one status to another with one conditional UPDATE */
  async function move(tid: string, from: Row['status'][], to: Partial<Row>): Promise<Row | null> {
    for (const f of from) {
      const [r] = await db
        .update(sandboxPgTransactions)
        .set(to)
        .where(and(eq(sandboxPgTransactions.tid, tid), eq(sandboxPgTransactions.status, f)))
        .returning();
      if (r) return r;
    }
    return null;
  }

  return {
    name: 'sandbox',
    sign,
    getRaw: load,
    async create(input: CreatePaymentInput) {
      const tid = `sbx_${randomBytes(12).toString('hex')}`;
      const isVbank = input.method === 'vbank';
      const [row] = await db
        .insert(sandboxPgTransactions)
        .values({
          tid,
          merchantOrderId: input.merchantOrderId,
          method: input.method,
          easyPayProvider: input.easyPayProvider,
          amount: input.amount,
          orderName: input.orderName,
          status: isVbank ? 'WAITING_FOR_DEPOSIT' : 'READY',
          returnUrl: input.returnUrl,
          vbankCode: isVbank ? bankOf(input.bankCode).code : null,
          // 3-digit branch + 8 digits + 3 check digits, unique per transaction
          vbankAccount: isVbank
            ? `${randomInt(100, 999)}${randomInt(10_000_000, 99_999_999)}${randomInt(100, 999)}`
            : null,
          vbankHolder: isVbank ? SANDBOX_VBANK_HOLDER : null,
          depositorName: isVbank ? input.depositorName : null,
          // a virtual account's deposit deadline; for an approval page, when its session ends (issue 25)
          dueAt: input.dueAt,
          createdAt: now(),
          escrow: !!input.escrow,
          cashReceipt: input.cashReceipt ?? null,
        })
        .returning();
      return { tx: present(row!), redirectUrl: isVbank ? null : `/api/v1/pg/sandbox/pay/${tid}` };
    },
    async get(tid) {
      const r = await load(tid);
      return r ? present(r) : null;
    },
    async confirm(tid, amount) {
      const r = await load(tid);
      if (!r) throw new AppError(RC.PAYMENT_NOT_PROCESSED);
      if (r.status === 'DONE') return present(r);
      if (r.amount !== amount) throw new AppError(RC.PAYMENT_AMOUNT_INVALID);
      const done = await move(tid, ['AUTHORIZED'], { status: 'DONE', approvedAt: now() });
      if (!done) throw new AppError(RC.PAYMENT_NOT_PROCESSED);
      return present(done);
    },
    async cancel(tid, _reason, opts = {}) {
      const r0 = await load(tid);
      if (!r0) return null;
      if (opts.key && r0.cancels.some((c) => c.key === opts.key)) return present(r0);
      const left = r0.amount - r0.cancelledAmount;
      // a whole cancel of an unpaid transaction, or of everything still left of a paid one
      const amount = opts.amount ?? left;
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) return null;
      if (r0.status !== 'DONE') {
        if (opts.amount !== undefined && opts.amount !== r0.amount) return null;
        // nothing was taken from the buyer yet: the transaction just closes
        const r = await move(tid, ['READY', 'AUTHORIZED', 'WAITING_FOR_DEPOSIT'], {
          status: 'CANCELED',
          cancels: [...r0.cancels, { key: opts.key ?? `void:${tid}`, amount: 0, at: now().toISOString() }],
        });
        return r ? present(r) : null;
      }
      // a paid transaction: one conditional UPDATE adds the amount while enough is left and the key is new
      const entry = { key: opts.key ?? `c_${randomBytes(8).toString('hex')}`, amount, at: now().toISOString() };
      const [r] = await db
        .update(sandboxPgTransactions)
        .set({
          cancelledAmount: sql`${sandboxPgTransactions.cancelledAmount} + ${amount}`,
          cancels: sql`${sandboxPgTransactions.cancels} || ${JSON.stringify([entry])}::jsonb`,
          status: sql`case when ${sandboxPgTransactions.cancelledAmount} + ${amount} >= ${sandboxPgTransactions.amount} then 'CANCELED' else 'DONE' end`,
        })
        .where(
          and(
            eq(sandboxPgTransactions.tid, tid),
            eq(sandboxPgTransactions.status, 'DONE'),
            sql`${sandboxPgTransactions.amount} - ${sandboxPgTransactions.cancelledAmount} >= ${amount}`,
            sql`not ${sandboxPgTransactions.cancels} @> ${JSON.stringify([{ key: entry.key }])}::jsonb`,
          ),
        )
        .returning();
      if (r) return present(r);
      // lost a race: the same key went through on another call (idempotent), otherwise refused
      const again = await load(tid);
      return again && opts.key && again.cancels.some((c) => c.key === opts.key) ? present(again) : null;
    },
    /** an escrow transaction that was paid records each delivery (the buyer's money waits for it) */
    async registerEscrowDelivery(tid, d) {
      const r = await load(tid);
      if (!r?.escrow || r.status !== 'DONE') throw new AppError(RC.PAYMENT_NOT_PROCESSED);
      const entry = {
        reference: `esc_${randomBytes(8).toString('hex')}`,
        carrierCode: d.carrierCode,
        invoiceNumber: d.invoiceNumber,
        sentAt: d.sentAt.toISOString(),
      };
      await db
        .update(sandboxPgTransactions)
        .set({ escrowDeliveries: sql`${sandboxPgTransactions.escrowDeliveries} || ${JSON.stringify([entry])}::jsonb` })
        .where(eq(sandboxPgTransactions.tid, tid));
      return { status: 'registered', reference: entry.reference };
    },
    verifyNotification(raw, signature) {
      if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
      return timingSafeEqual(Buffer.from(sign(raw), 'hex'), Buffer.from(signature, 'hex'));
    },
    async decide(tid, approve, choice) {
      const r = await load(tid);
      if (!r) throw new AppError(RC.ORDER_NOT_FOUND);
      if (choice !== undefined && !sandboxChoices(r.method).includes(choice)) throw new AppError(RC.BAD_REQUEST);
      // issue 32 #14: the wallet picked on the page is what the payment is made with
      const paidWith =
        approve && choice
          ? choice === 'card'
            ? { method: 'card', easyPayProvider: null }
            : { method: 'easypay', easyPayProvider: choice }
          : {};
      // the payment session ended (issue 25: like Toss's EXPIRED): nothing can be approved any more
      const ended = r.dueAt !== null && now() > r.dueAt;
      const next: Partial<Row> = ended
        ? { status: 'EXPIRED' }
        : approve
          ? { status: 'AUTHORIZED', ...paidWith }
          : { status: 'ABORTED' };
      const moved = await move(tid, ['READY'], next);
      const cur = moved ?? r;
      if (moved) await send(ended ? 'PAYMENT_EXPIRED' : approve ? 'PAYMENT_AUTHORIZED' : 'PAYMENT_ABORTED', tid);
      const url = new URL(cur.returnUrl, 'http://x');
      url.searchParams.set('tid', tid);
      url.searchParams.set('result', cur.status === 'AUTHORIZED' || cur.status === 'DONE' ? 'approved' : 'declined');
      return { returnUrl: `${url.pathname}${url.search}`, tx: present(cur) };
    },
    async deposit(accountNumber, depositorName, amount) {
      const [r] = await db
        .select()
        .from(sandboxPgTransactions)
        .where(eq(sandboxPgTransactions.vbankAccount, accountNumber.replace(/-/g, '')));
      if (!r) throw new AppError(RC.ORDER_NOT_FOUND);
      const matched =
        r.status === 'WAITING_FOR_DEPOSIT' &&
        depositorName.trim() === (r.depositorName ?? '').trim() &&
        amount === r.amount &&
        now() <= r.dueAt!;
      const deposits = [...r.deposits, { depositorName, amount, at: now().toISOString(), matched }];
      const moved = matched
        ? await move(r.tid, ['WAITING_FOR_DEPOSIT'], { status: 'DONE', approvedAt: now(), deposits })
        : null;
      if (!moved) {
        await db.update(sandboxPgTransactions).set({ deposits }).where(eq(sandboxPgTransactions.tid, r.tid));
      }
      if (moved) await send('DEPOSIT_CALLBACK', r.tid);
      return { matched: !!moved, tx: present(moved ?? { ...r, deposits }) };
    },
  };
}
