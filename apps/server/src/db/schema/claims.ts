import { index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orderProducts, orders } from './orders.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** The order, order line and claim a row belongs to (deleted with it). */
const orderRef = () =>
  integer('order_sys_id')
    .notNull()
    .references(() => orders.orderSysId, { onDelete: 'cascade' });
const orderProductRef = () =>
  integer('order_prdt_sys_id')
    .notNull()
    .references(() => orderProducts.orderPrdtSysId, { onDelete: 'cascade' });
const claimRef = () =>
  integer('claim_sys_id')
    .notNull()
    .references(() => claims.claimSysId, { onDelete: 'cascade' });

/** Every move of an order line through the lifecycle: who (actor and user), when and why (issue 7). */
export const orderProductHistory = pgTable(
  'order_product_history',
  {
    historySysId: serial('history_sys_id').primaryKey(),
    orderSysId: orderRef(),
    orderPrdtSysId: orderProductRef(),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    /** shopper | operator | system */
    actor: varchar('actor', { length: 10 }).notNull(),
    actorUserSysId: integer('actor_user_sys_id'),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('order_product_history_line_idx').on(t.orderPrdtSysId, t.historySysId)],
);

/** Dispatch of an order line: carrier and invoice, and the timestamps the delivery jobs read. */
export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    orderPrdtSysId: integer('order_prdt_sys_id')
      .primaryKey()
      .references(() => orderProducts.orderPrdtSysId, { onDelete: 'cascade' }),
    orderSysId: orderRef(),
    deliveryCompanyCode: varchar('delivery_company_code', { length: 4 }).notNull(),
    invoiceNumber: varchar('invoice_number', { length: 20 }).notNull(),
    dispatchedAt: ts('dispatched_at').notNull(),
    /** the "has it arrived?" reminder; delivery is auto-completed 3 days later */
    reminderSentAt: ts('reminder_sent_at'),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [index('order_deliveries_order_idx').on(t.orderSysId)],
);

/** Cancel, return and exchange requests of one order line and how they were decided. */
export const claims = pgTable(
  'claims',
  {
    claimSysId: serial('claim_sys_id').primaryKey(),
    type: varchar('type', { length: 10 }).notNull(),
    orderSysId: orderRef(),
    orderPrdtSysId: orderProductRef(),
    userSysId: integer('user_sys_id'),
    /** pending | approved | denied | withdrawn | done */
    status: varchar('status', { length: 10 }).notNull(),
    /** the line's state when the request was made (a withdrawn request goes back to it) */
    fromStatus: smallint('from_status').notNull(),
    reasonCode: smallint('reason_code').notNull(),
    reasonDetail: varchar('reason_detail', { length: 500 }).notNull().default(''),
    customerFault: smallint('customer_fault').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull().default(0),
    /** issue 33: `accountNumber` is AES-256-GCM ciphertext (`shared/data-cipher.ts`) */
    refundAccount: jsonb('refund_account').$type<{ bankCode: string; accountNumber: string; holder: string }>(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    returnInvoice: varchar('return_invoice', { length: 20 }),
    /** the carrier the buyer sent the goods back with (/ExchangeInvoice) */
    returnCompanyCode: varchar('return_company_code', { length: 4 }),
    denyReason: varchar('deny_reason', { length: 300 }),
    exceptionReason: varchar('exception_reason', { length: 300 }),
    /** 전자상거래법 제17조 ② exception a seller gave when denying a return (RETURN_EXCEPTIONS code) */
    exceptionCode: smallint('exception_code'),
    /** the returned goods arrived; the refund is due 3 business days later (전자상거래법 제18조 ②) */
    receivedAt: ts('received_at'),
    refundDueAt: ts('refund_due_at'),
    refundAmount: integer('refund_amount').notNull().default(0),
    refundPoints: integer('refund_points').notNull().default(0),
    /** card: gateway cancel; cash: to the refund account */
    refundMethod: varchar('refund_method', { length: 10 }),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
    refundedAt: ts('refunded_at'),
  },
  (t) => [
    index('claims_line_idx').on(t.orderPrdtSysId),
    index('claims_user_idx').on(t.userSysId, t.createdAt),
    index('claims_status_idx').on(t.status, t.createdAt),
  ],
);

/** One row per scheduled job: a node takes a due row FOR UPDATE SKIP LOCKED, so each run happens once. */
export const jobRuns = pgTable('job_runs', {
  name: varchar('name', { length: 60 }).primaryKey(),
  nextRunAt: ts('next_run_at').notNull(),
  lastRunAt: ts('last_run_at'),
  lastNode: varchar('last_node', { length: 80 }),
  lastResult: jsonb('last_result'),
  runs: integer('runs').notNull().default(0),
});

/**
 * The return shipping fee a buyer pays for a customer-fault exchange or return (/reqPay), through the
 * payment gateway like an order payment (issue 7).
 */
export const claimDeliveryPays = pgTable(
  'claim_delivery_pays',
  {
    deliveryPaySysId: serial('delivery_pay_sys_id').primaryKey(),
    claimSysId: claimRef(),
    orderSysId: orderRef(),
    orderPrdtSysId: integer('order_prdt_sys_id').notNull(),
    userSysId: integer('user_sys_id'),
    payMethod: varchar('pay_method', { length: 10 }).notNull(),
    easyPayProvider: varchar('easy_pay_provider', { length: 12 }),
    amount: integer('amount').notNull(),
    /** ready | paid | declined | cancelled */
    status: varchar('status', { length: 16 }).notNull(),
    tid: varchar('tid', { length: 64 }),
    failReason: varchar('fail_reason', { length: 200 }),
    approvedAt: ts('approved_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('claim_delivery_pays_claim_idx').on(t.claimSysId),
    uniqueIndex('claim_delivery_pays_tid_idx').on(t.tid),
  ],
);

/** A cash refund (virtual-account orders) to pay out to the buyer's refund account; the operator completes it. */
export const refundPayouts = pgTable(
  'refund_payouts',
  {
    payoutSysId: serial('payout_sys_id').primaryKey(),
    claimSysId: claimRef(),
    orderSysId: orderRef(),
    userSysId: integer('user_sys_id'),
    amount: integer('amount').notNull(),
    bankCode: varchar('bank_code', { length: 4 }).notNull(),
    /** issue 33: AES-256-GCM ciphertext (`shared/data-cipher.ts`), never the plain number */
    accountNumber: varchar('account_number', { length: 200 }).notNull(),
    holder: varchar('holder', { length: 40 }).notNull(),
    /** requested | paid */
    status: varchar('status', { length: 10 }).notNull(),
    requestedAt: ts('requested_at').notNull(),
    paidAt: ts('paid_at'),
    paidBy: integer('paid_by'),
  },
  (t) => [uniqueIndex('refund_payouts_claim_idx').on(t.claimSysId), index('refund_payouts_status_idx').on(t.status)],
);
