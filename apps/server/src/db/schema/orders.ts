import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Orders of members (userSysId) and non-members (userSysId null, found by number + orderer phone). */
export const orders = pgTable(
  'orders',
  {
    orderSysId: serial('order_sys_id').primaryKey(),
    orderNumber: varchar('order_number', { length: 30 }).notNull().unique(),
    userSysId: integer('user_sys_id').references(() => users.userSysId, { onDelete: 'set null' }),
    /** sha-256 of a non-member's order token */
    guestTokenHash: varchar('guest_token_hash', { length: 64 }),
    status: smallint('status').notNull().default(0),
    payMethod: varchar('pay_method', { length: 10 }),
    ordererName: varchar('orderer_name', { length: 40 }).notNull(),
    ordererPhone: varchar('orderer_phone', { length: 20 }).notNull(),
    ordererEmail: varchar('orderer_email', { length: 100 }),
    receiverName: varchar('receiver_name', { length: 40 }).notNull(),
    receiverPhone: varchar('receiver_phone', { length: 20 }).notNull(),
    postNumber: varchar('post_number', { length: 5 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    addressDetail: varchar('address_detail', { length: 200 }).notNull().default(''),
    deliveryMemo: varchar('delivery_memo', { length: 100 }).notNull().default(''),
    prdtPrice: integer('prdt_price').notNull(),
    discount: integer('discount').notNull().default(0),
    couponAmount: integer('coupon_amount').notNull().default(0),
    pointAmount: integer('point_amount').notNull().default(0),
    deliveryPrice: integer('delivery_price').notNull().default(0),
    addDeliveryCost: integer('add_delivery_cost').notNull().default(0),
    payAmount: integer('pay_amount').notNull(),
    payDueAt: ts('pay_due_at').notNull(),
    paidAt: ts('paid_at'),
    cancelledAt: ts('cancelled_at'),
    /** set once when reserved stock and points went back (cancel or expiry): the release runs once */
    releasedAt: ts('released_at'),
    createdAt: ts('created_at').notNull(),
    /** the buyer ticked "I agree to the payment terms" and "I am 14 or older" (unticked at first) at these times */
    payTermsAgreedAt: ts('pay_terms_agreed_at'),
    age14ConfirmedAt: ts('age14_confirmed_at'),
    /** issue 33 (개인정보 보호법 제17조): the buyer agreed (unticked at first) to give their details to these sellers */
    sellerProvisionAgreedAt: ts('seller_provision_agreed_at'),
    sellerProvisionTo: jsonb('seller_provision_to').$type<string[]>(),
    /** an alcohol order: the member's verified birth date was checked (19+) at this time */
    adultVerifiedAt: ts('adult_verified_at'),
    /** the buyer chose the purchase-safety (escrow) service (transfer and virtual account) */
    escrow: smallint('escrow').notNull().default(0),
    /** 현금영수증: income (소득공제, phone) or expense (지출증빙, business number) */
    cashReceipt: jsonb('cash_receipt').$type<{ type: 'income' | 'expense'; identity: string }>(),
    /** the show the order came from (issue 14: sales per broadcast); null when not from a show */
    broadcastScheduleSysId: integer('broadcast_schedule_sys_id'),
  },
  (t) => [
    index('orders_user_idx').on(t.userSysId, t.createdAt),
    index('orders_status_due_idx').on(t.status, t.payDueAt),
    index('orders_broadcast_schedule_idx').on(t.broadcastScheduleSysId),
  ],
);

/** Order lines; an adding product (추가상품) is its own line pointing at its main line. */
export const orderProducts = pgTable(
  'order_products',
  {
    orderPrdtSysId: serial('order_prdt_sys_id').primaryKey(),
    orderSysId: integer('order_sys_id')
      .notNull()
      .references(() => orders.orderSysId, { onDelete: 'cascade' }),
    parentOrderPrdtSysId: integer('parent_order_prdt_sys_id'),
    prdtSysId: integer('prdt_sys_id').notNull(),
    /** the adding product detail reserved by an adding line */
    prdtAddingProductDetailSysId: integer('prdt_adding_product_detail_sys_id'),
    optionIds: jsonb('option_ids').$type<number[]>().notNull().default([]),
    name: varchar('name', { length: 200 }).notNull(),
    brandName: varchar('brand_name', { length: 80 }).notNull(),
    squareImageUrl: varchar('square_image_url', { length: 300 }).notNull(),
    optionText: varchar('option_text', { length: 300 }).notNull().default(''),
    qty: integer('qty').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineAmount: integer('line_amount').notNull(),
    /** coupon discount allocated to this line (its product coupon and its share of the cart coupon) */
    couponAmount: integer('coupon_amount').notNull().default(0),
    /** an event product bought from its event plan (its purchase count is given back on cancel) */
    planPrdtSysId: integer('plan_prdt_sys_id'),
    broadcastScheduleSysId: integer('broadcast_schedule_sys_id'),
    status: smallint('status').notNull().default(0),
    /** the product was an alcoholic beverage when bought (the quarterly tax-office export) */
    isAlcohol: smallint('is_alcohol').notNull().default(0),
    /** the return exceptions the product showed when bought: the only ones a seller may cite (전자상거래법 제17조 ⑥) */
    returnExceptions: smallint('return_exceptions').array().notNull().default([]),
  },
  (t) => [index('order_products_order_idx').on(t.orderSysId)],
);

/** Idempotency keys of POST orders and POST orders/{id}/pays: the first answer is stored and replayed. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: varchar('scope', { length: 40 }).notNull(),
    /** 'u:<userSysId>' or 'g:<client address>' so two callers never share a key */
    owner: varchar('owner', { length: 80 }).notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** null while the first request is running */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: ts('created_at').notNull(),
    /** issue 18: who runs the first request (host:pid:random) while it has no answer */
    holder: varchar('holder', { length: 120 }),
    /** issue 18: the holder renews this while it runs; past it (database clock), the claim is taken over */
    leaseUntil: ts('lease_until'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.owner, t.key] })],
);

/** Our record of a payment attempt of an order, confirmed only by asking the gateway. */
export const payments = pgTable(
  'payments',
  {
    paySysId: serial('pay_sys_id').primaryKey(),
    orderSysId: integer('order_sys_id')
      .notNull()
      .references(() => orders.orderSysId, { onDelete: 'cascade' }),
    payMethod: varchar('pay_method', { length: 10 }).notNull(),
    easyPayProvider: varchar('easy_pay_provider', { length: 12 }),
    amount: integer('amount').notNull(),
    /** ready | waitingDeposit | paid | declined | cancelled | expired */
    status: varchar('status', { length: 16 }).notNull(),
    gateway: varchar('gateway', { length: 16 }).notNull(),
    tid: varchar('tid', { length: 64 }),
    vbank: jsonb('vbank').$type<{
      bankCode: string;
      bankName: string;
      accountNumber: string;
      holder: string;
      depositorName: string;
      dueAt: string;
    }>(),
    failReason: varchar('fail_reason', { length: 200 }),
    approvedAt: ts('approved_at'),
    createdAt: ts('created_at').notNull(),
    /** refunded through the gateway so far (partial cancels); status turns cancelled when it reaches the amount */
    cancelledAmount: integer('cancelled_amount').notNull().default(0),
    /** issue 33: an escrow payment's delivery as registered with the escrow provider (pending while it is asked) */
    escrowDelivery: jsonb('escrow_delivery').$type<{
      status: 'pending' | 'registered' | 'manual' | 'failed';
      carrierCode: string;
      invoiceNumber: string;
      at: string;
      reference?: string;
      reason?: string;
    }>(),
  },
  (t) => [index('payments_order_idx').on(t.orderSysId), uniqueIndex('payments_tid_idx').on(t.tid)],
);

/** Gateway notifications, stored once by event id (a replay hits the primary key and changes nothing). */
export const gatewayEvents = pgTable('gateway_events', {
  eventId: varchar('event_id', { length: 80 }).primaryKey(),
  gateway: varchar('gateway', { length: 16 }).notNull(),
  tid: varchar('tid', { length: 64 }).notNull(),
  eventType: varchar('event_type', { length: 40 }).notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: ts('received_at').notNull(),
  processedAt: ts('processed_at'),
  outcome: varchar('outcome', { length: 40 }),
});

/**
 * The built-in sandbox gateway's own ledger (what a Korean PG keeps on its side in test mode).
 * Our server never writes these rows except through the gateway interface.
 */
export const sandboxPgTransactions = pgTable(
  'sandbox_pg_transactions',
  {
    tid: varchar('tid', { length: 64 }).primaryKey(),
    merchantOrderId: varchar('merchant_order_id', { length: 40 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    easyPayProvider: varchar('easy_pay_provider', { length: 12 }),
    amount: integer('amount').notNull(),
    orderName: varchar('order_name', { length: 200 }).notNull(),
    /** READY → AUTHORIZED (buyer approved) → DONE (merchant confirmed); WAITING_FOR_DEPOSIT → DONE; ABORTED; CANCELED; EXPIRED */
    status: varchar('status', { length: 24 }).notNull(),
    returnUrl: varchar('return_url', { length: 300 }).notNull(),
    vbankCode: varchar('vbank_code', { length: 4 }),
    vbankAccount: varchar('vbank_account', { length: 30 }),
    vbankHolder: varchar('vbank_holder', { length: 40 }),
    depositorName: varchar('depositor_name', { length: 40 }),
    dueAt: ts('due_at'),
    approvedAt: ts('approved_at'),
    createdAt: ts('created_at').notNull(),
    /** amount cancelled so far (partial cancels add up; CANCELED once it reaches the amount) */
    cancelledAmount: integer('cancelled_amount').notNull().default(0),
    /** each cancel by its merchant key (a repeat with the same key changes nothing): [{key, amount, at}] */
    cancels: jsonb('cancels').$type<{ key: string; amount: number; at: string }[]>().notNull().default([]),
    /** issue 33: the purchase-safety (escrow) payment, its cash receipt as asked, and the deliveries registered */
    escrow: boolean('escrow').notNull().default(false),
    cashReceipt: jsonb('cash_receipt').$type<{ type: string; identity: string }>(),
    escrowDeliveries: jsonb('escrow_deliveries')
      .$type<{ reference: string; carrierCode: string; invoiceNumber: string; sentAt: string }[]>()
      .notNull()
      .default([]),
    /** deposits received, matched or not: [{depositorName, amount, at, matched}] */
    deposits: jsonb('deposits')
      .$type<{ depositorName: string; amount: number; at: string; matched: boolean }[]>()
      .notNull()
      .default([]),
  },
  (t) => [uniqueIndex('sandbox_pg_vbank_idx').on(t.vbankAccount)],
);
