import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import {
  brands,
  orderProducts,
  orders,
  productAddingProductDetails,
  productAddingProducts,
  productOptions,
  products,
  users,
} from '../src/db/schema/index.js';
import { hashPassword } from '../src/domains/auth/auth.crypto.js';
import { DEMO_PASSWORD, type TestContext } from './harness.js';
import { onSandboxPage } from './sandbox-page.js';

/**
 * Test data written straight into the tables, for the tests whose subject is something else (a list,
 * a job, a permission). The flows that create these records have their own tests through the API.
 */

let seq = 0;
/** a number unique in this test process (names, order numbers) */
export const nextSeq = () => (seq += 1);

/** Test data: a product with option groups (each value with its stock) and adding products. */
export async function makeProduct(
  db: Db,
  p: {
    price: number;
    stock: number;
    marketPrice?: number;
    name?: string;
    options?: { group: string; values: { name: string; stock: number; addedPrice?: number }[] }[];
    adding?: { name: string; price: number; stock: number }[];
    delivery?: { type: 1 | 2 | 3; price?: number; freeMin?: number };
    isDisplay?: 0 | 1;
    isSoldout?: 0 | 1;
    /** the first brand by default */
    brandSysId?: number;
  },
) {
  const [brand] = p.brandSysId
    ? [{ id: p.brandSysId }]
    : await db.select({ id: brands.brandSysId }).from(brands).limit(1);
  const [prod] = await db
    .insert(products)
    .values({
      brandSysId: brand!.id,
      name: p.name ?? '테스트 상품',
      nameEn: 'Test product',
      marketPrice: p.marketPrice ?? p.price,
      price: p.price,
      stock: p.stock,
      isDisplay: p.isDisplay ?? 1,
      isSoldout: p.isSoldout ?? 0,
      optionTypeCode: p.options?.length ? 1 : 0,
      deliveryPriceTypeCode: p.delivery?.type ?? 1,
      deliveryPrice: p.delivery?.price ?? 0,
      freeDeliveryMinAmount: p.delivery?.freeMin ?? null,
      squareImageUrl: '/uploads/seed/p1-square.svg',
      bigImageUrl: '/uploads/seed/p1-big.svg',
    })
    .returning({ id: products.prdtSysId });
  const optionIds: Record<string, number> = {};
  let sort = 0;
  for (const g of p.options ?? []) {
    for (const v of g.values) {
      const [o] = await db
        .insert(productOptions)
        .values({
          prdtSysId: prod!.id,
          optionGroup: g.group,
          optionKeyName: v.name,
          addedPrice: v.addedPrice ?? 0,
          stock: v.stock,
          sortOrder: sort++,
        })
        .returning({ id: productOptions.prdtOptionSysId });
      optionIds[v.name] = o!.id;
    }
  }
  const addingIds: Record<string, number> = {};
  if (p.adding?.length) {
    const [parent] = await db
      .insert(productAddingProducts)
      .values({ prdtSysId: prod!.id, name: '추가 구성' })
      .returning({ id: productAddingProducts.prdtAddingProductSysId });
    for (const a of p.adding) {
      const [d] = await db
        .insert(productAddingProductDetails)
        .values({ prdtAddingProductSysId: parent!.id, name: a.name, price: a.price, stock: a.stock })
        .returning({ id: productAddingProductDetails.prdtAddingProductDetailSysId });
      addingIds[a.name] = d!.id;
    }
  }
  return { prdtSysId: prod!.id, optionIds, addingIds };
}

export async function stockOf(db: Db, prdtSysId: number) {
  const [p] = await db.select({ stock: products.stock }).from(products).where(eq(products.prdtSysId, prdtSysId));
  const opts = await db.select().from(productOptions).where(eq(productOptions.prdtSysId, prdtSysId));
  return { stock: p!.stock, options: Object.fromEntries(opts.map((o) => [o.optionKeyName, o.stock])) };
}

export async function userIdOf(db: Db, userId: string): Promise<number> {
  const [u] = await db.select({ id: users.userSysId }).from(users).where(eq(users.userId, userId));
  return u!.id;
}

/** The receiver of the test orders (a Seoul address, no extra delivery cost). */
export const TEST_RECEIVER = {
  name: '김받는',
  phone: '01099998888',
  postNumber: '06236',
  address: '서울 강남구 테헤란로 1',
};

/** The POST orders body of a member's test order: fixed orderer and receiver, terms agreed, the quoted amount. */
export function testOrderBody(
  items: ApiOrderItem[],
  payMethod: 'card' | 'vbank',
  expectedPayAmount: number,
  pointAmount = 0,
) {
  return {
    items,
    orderer: { name: '김구매', phone: '01012345678' },
    receiver: TEST_RECEIVER,
    payMethod,
    pointAmount,
    expectedPayAmount,
    agreePayTerms: true,
    confirmAge14: true,
    agreeSellerProvision: true,
  };
}

let demoHash: Promise<string> | undefined;
/** the demo password's hash, computed once per test file (hashing is slow on purpose) */
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

/** any column of a member row; the ones left out get test values */
export type MemberInput = Partial<typeof users.$inferInsert>;

/** the row of one test member: the given columns over test values (a buyer with the demo password) */
async function memberRow(m: MemberInput): Promise<typeof users.$inferInsert> {
  const n = nextSeq();
  return {
    nickName: `회원${n}-${Date.now() % 100_000}`,
    role: 'buyer',
    passwordHash: await demoPasswordHash(),
    ...m,
    userId: m.userId ?? `member${n}-${Date.now()}@test.kr`,
  };
}

/** A member row (a buyer with the demo password unless told otherwise). */
export async function makeMember(db: Db, m: MemberInput = {}): Promise<{ userId: string; id: number }> {
  return (await makeMembers(db, [m]))[0]!;
}

/**
 * A brand seller: a member with the `brand` role who owns the brand (`brands.sellerSysId`, the one
 * source of brand rights, issue 25 N6).
 */
export async function makeBrandSeller(db: Db, m: MemberInput & { brandSysId: number }) {
  const { brandSysId, ...member } = m;
  const u = await makeMember(db, { ...member, role: 'brand' });
  await db.update(brands).set({ sellerSysId: u.id }).where(eq(brands.brandSysId, brandSysId));
  return u;
}

/** Many member rows in one insert (for the tests that need hundreds), in the order given. */
export async function makeMembers(db: Db, ms: MemberInput[]): Promise<{ userId: string; id: number }[]> {
  const rows = await Promise.all(ms.map(memberRow));
  return db.insert(users).values(rows).returning({ userId: users.userId, id: users.userSysId });
}

export interface OrderInput {
  /** when it was ordered (and paid, when paid) */
  at: Date;
  userSysId?: number | null;
  /** the order's and every line's state (1 awaiting payment, 2 paid, 4 dispatched, 5 delivered, …) */
  status?: number;
  /** a paid time (default: from state 2 on, unless cancelled) */
  paid?: boolean;
  cancelled?: boolean;
  payMethod?: 'card' | 'vbank' | null;
  orderNumber?: string;
  lines: { prdtSysId: number; unitPrice: number; qty?: number; name?: string; optionText?: string }[];
}

/** An order with its lines in one state (the amounts add up: the lines' total is the price and the payment). */
export async function makeOrder(db: Db, o: OrderInput) {
  const status = o.status ?? 1;
  const paid = o.paid ?? (status >= 2 && !o.cancelled);
  const total = o.lines.reduce((sum, l) => sum + l.unitPrice * (l.qty ?? 1), 0);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: o.orderNumber ?? `T${o.at.getTime()}-${nextSeq()}-${Math.floor(Math.random() * 1e6)}`,
      userSysId: o.userSysId ?? null,
      status,
      payMethod: o.payMethod === undefined ? 'card' : o.payMethod,
      ordererName: '김구매',
      ordererPhone: '01012345678',
      receiverName: TEST_RECEIVER.name,
      receiverPhone: TEST_RECEIVER.phone,
      postNumber: TEST_RECEIVER.postNumber,
      address: TEST_RECEIVER.address,
      prdtPrice: total,
      payAmount: total,
      payDueAt: o.at,
      paidAt: paid ? o.at : null,
      cancelledAt: o.cancelled ? o.at : null,
      createdAt: o.at,
    })
    .returning({ id: orders.orderSysId, number: orders.orderNumber });
  const lines = await db
    .insert(orderProducts)
    .values(
      o.lines.map((l) => ({
        orderSysId: order!.id,
        prdtSysId: l.prdtSysId,
        name: l.name ?? '테스트 상품',
        brandName: '브랜드',
        squareImageUrl: '/uploads/x.svg',
        ...(l.optionText ? { optionText: l.optionText } : {}),
        qty: l.qty ?? 1,
        unitPrice: l.unitPrice,
        lineAmount: l.unitPrice * (l.qty ?? 1),
        status,
      })),
    )
    .returning({ id: orderProducts.orderPrdtSysId });
  return { orderSysId: order!.id, orderNumber: order!.number, lineIds: lines.map((l) => l.id) };
}

/** an order line as the API takes it (more fields, such as adding products or a show, pass through) */
export type ApiOrderItem = { prdtSysId: number; qty: number; [field: string]: unknown };

/** what an order placed through the API is made of */
export interface ApiOrderInput {
  token?: string;
  items: ApiOrderItem[];
  payMethod?: 'card' | 'vbank';
  pointAmount?: number;
  /** the coupons applied (to the quote and the order) */
  coupons?: unknown[];
  /** the receiver's postal code (the quote's too), TEST_RECEIVER's by default */
  postNumber?: string;
  /** how far the order's expected amount is off the quoted one (0: the quoted amount) */
  amountOff?: number;
  /** headers of the order call (an idempotency key) */
  headers?: Record<string, string>;
  /** more fields of the order's body (or ones that replace the test values) */
  extra?: Record<string, unknown>;
  /** the client address of the quote and the order (the test app's default when absent) */
  ip?: string;
}

/**
 * An order placed through the API the way the app does it (the quote, then the order with the quoted
 * amount), by the member of `token` or a guest (none); answers the order call's response as it is
 * (throws when the quote is refused).
 */
export async function placeOrderViaApi(t: TestContext, o: ApiOrderInput) {
  const { token, items, coupons } = o;
  const payMethod = o.payMethod ?? 'card';
  const pointAmount = o.pointAmount ?? 0;
  const postNumber = o.postNumber ?? TEST_RECEIVER.postNumber;
  const withCoupons = coupons ? { coupons } : {};
  const q = await t.request({
    method: 'POST',
    url: 'orders/deliveries',
    token,
    body: { items, postNumber, pointAmount, ...withCoupons },
    ...(o.ip ? { ip: o.ip } : {}),
  });
  if (q.status !== 200) throw new Error(`the quote was refused: ${JSON.stringify(q.json)}`);
  const quoted = (q.json.amounts as { payAmount: number }).payAmount;
  const body = testOrderBody(items, payMethod, quoted + (o.amountOff ?? 0), pointAmount);
  return t.request({
    method: 'POST',
    url: 'orders',
    token,
    headers: o.headers ?? {},
    body: { ...body, receiver: { ...TEST_RECEIVER, postNumber }, ...withCoupons, ...o.extra },
    ...(o.ip ? { ip: o.ip } : {}),
  });
}

/**
 * An order of `items` placed and paid through the API the way the app does it (quote, order, then
 * the sandbox gateway's card approval and payment notice, or a virtual account's deposit reported by
 * `staffToken`), by the member of `token` or a guest (none), `extra` added to the order's body; for the
 * tests whose subject is what comes after the payment.
 */
export async function paidOrderViaApi(
  t: TestContext,
  o: ApiOrderInput & {
    /** the operator who reports a virtual account's deposit */
    staffToken?: string;
  },
) {
  const { token } = o;
  const payMethod = o.payMethod ?? 'card';
  const created = await placeOrderViaApi(t, o);
  if (created.status !== 200) throw new Error(`the order was refused: ${JSON.stringify(created.json)}`);
  const order = created.json.order as { orderSysId: number; orderNumber: string; amounts: { payAmount: number } };
  const lineIds = (created.json.products as { orderPrdtSysId: number }[]).map((l) => l.orderPrdtSysId);
  const orderToken = created.json.orderToken as string | null;
  const headers: Record<string, string> = orderToken ? { 'x-order-token': orderToken } : {};
  const pay = await t.request({
    method: 'POST',
    url: `orders/${order.orderSysId}/pays`,
    token,
    headers,
    body: { payMethod },
  });
  if (pay.status !== 200) throw new Error(`the payment was refused: ${JSON.stringify(pay.json)}`);
  if (payMethod === 'card') {
    await onSandboxPage(t, pay, 'approve');
    const paid = await t.request({ method: 'PATCH', url: `orders/pays/${order.orderSysId}/notifies`, token, headers });
    const status = (paid.json.payment as { status: string } | undefined)?.status;
    if (status !== 'paid') throw new Error(`the payment is ${status}: ${JSON.stringify(paid.json)}`);
  } else {
    const vbank = (pay.json.payment as { vbank: { accountNumber: string; depositorName: string } }).vbank;
    const d = await t.request({
      method: 'POST',
      url: 'payments/sandbox/deposits',
      token: o.staffToken,
      body: { accountNumber: vbank.accountNumber, depositorName: vbank.depositorName, amount: order.amounts.payAmount },
    });
    if (d.json.matched !== true) throw new Error(`the deposit was not matched: ${JSON.stringify(d.json)}`);
  }
  return {
    orderSysId: order.orderSysId,
    orderNumber: order.orderNumber,
    /** the first line's id */
    pid: lineIds[0]!,
    lineIds,
    payAmount: order.amounts.payAmount,
    payment: pay.json.payment as { tid: string },
  };
}

/** A card order of `items` paid through the API (paidOrderViaApi) by the member of `token` or a guest. */
export const paidCardOrderViaApi = (
  t: TestContext,
  token: string | undefined,
  items: ApiOrderItem[],
  extra: Record<string, unknown> = {},
) => paidOrderViaApi(t, { token, items, extra });
