/**
 * Products and orders through the API, for the flows that start with something bought: the demo
 * products in stock, an order placed (quoted, then created), paid on the sandbox gateway, dispatched,
 * or opened from a show; and the hand-over from a product page to checkout.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { apiCall } from './lib.js';
import { SANDBOX_PAYER_PASS } from '@lc/contracts';

/** A product as its page loads it (products/:id): price, alcohol flag, stock and option groups. */
export interface ProductDetail {
  prdtSysId: number;
  name: string;
  brandName: string;
  squareImageUrl: string;
  price: number;
  marketPrice: number;
  stock: number;
  isAlcohol: number;
  optionGroups: {
    name: string;
    productOptions: { prdtOptionSysId: number; optionKeyName: string; price: number; count: number }[];
  }[];
}

export async function productDetail(baseUrl: string, prdtSysId: number): Promise<ProductDetail> {
  return (await apiCall(baseUrl, 'GET', `products/${prdtSysId}`)).product as unknown as ProductDetail;
}

/**
 * A product with `n` or more in stock at product level (`demoProducts` checks its options' stock only;
 * the product's own count is taken too, by an order and again by an exchange's approval).
 */
export const stockOfAtLeast =
  (n: number) =>
  (p: ProductDetail): boolean =>
    p.stock >= n;

/** The product's stock and the stock of the chosen options (the product page's numbers). */
export async function stockOf(baseUrl: string, prdtSysId: number, options: number[]): Promise<number[]> {
  const p = await productDetail(baseUrl, prdtSysId);
  const counts = p.optionGroups
    .flatMap((g) => g.productOptions)
    .filter((o) => options.includes(o.prdtOptionSysId))
    .map((o) => o.count);
  return [p.stock, ...counts];
}

/** The first option of each of the product's groups with more than `moreThan` in stock (undefined: none). */
export const stockedOptions = (p: ProductDetail, moreThan = 5) =>
  p.optionGroups.map((g) => g.productOptions.find((o) => o.count > moreThan));

/**
 * The first `n` demo products for sale (displayed, not sold out; in the main list's order) whose every
 * option group has an option with more than 5 in stock, of those that `accept` takes.
 */
export async function demoProducts(
  baseUrl: string,
  n: number,
  accept: (p: ProductDetail) => boolean = () => true,
): Promise<ProductDetail[]> {
  const list = (await apiCall(baseUrl, 'GET', 'products/mainlist?startIndex=0&rowCount=100')).products as {
    prdtSysId: number;
    isSoldout: number;
    isDisplay: number;
  }[];
  const out: ProductDetail[] = [];
  for (const c of list) {
    if (out.length === n) break;
    if (c.isSoldout || !c.isDisplay) continue;
    const p = await productDetail(baseUrl, c.prdtSysId);
    if (stockedOptions(p).every(Boolean) && accept(p)) out.push(p);
  }
  return out;
}

/**
 * What the product page hands to /BuyProduct (shopping §3 client state `product`): `qty` of `p` with
 * the first option in stock of each group.
 */
export async function handOverToCheckout(page: Page, p: ProductDetail, qty = 1): Promise<void> {
  const opts = stockedOptions(p).map((o) => o!);
  await page.evaluate((v) => sessionStorage.setItem('product', JSON.stringify(v)), {
    prdtSysId: p.prdtSysId,
    broadcastScheduleSysId: null,
    planPrdtSysId: null,
    selectedOptions: [
      {
        name: opts.map((o) => o.optionKeyName).join(' / '),
        count: qty,
        price: p.price,
        prdtOptionSysIds: opts.map((o) => o.prdtOptionSysId),
      },
    ],
    selectedAddPrdts: [],
    finalPrice: p.price * qty,
  });
}

/** Who orders and who receives the orders made through the API. */
const ORDERER = { name: '김구매', phone: '01012345678' };
const RECEIVER = { name: '김받는', phone: '01099998888', postNumber: '06236', address: '서울 강남구 테헤란로 1' };

/** The delivery quote (orders/deliveries) of `items` to the receiver: the amounts checkout shows. */
function deliveryQuote(baseUrl: string, token: string, items: object[], pointAmount = 0) {
  return apiCall(baseUrl, 'POST', 'orders/deliveries', { items, postNumber: RECEIVER.postNumber, pointAmount }, token);
}

/**
 * An order of `items` through the API, not paid yet: quoted first for the amount to expect, then placed
 * with the payment terms and 14+ agreed (attributed to a show with `broadcastScheduleSysId`).
 */
export async function createOrder(
  baseUrl: string,
  token: string,
  items: { prdtSysId: number; qty: number; options?: number[] }[],
  payMethod: 'card' | 'vbank',
  opts: { pointAmount?: number; broadcastScheduleSysId?: number } = {},
): Promise<{ orderSysId: number; orderNumber: string; pid: number }> {
  const pointAmount = opts.pointAmount ?? 0;
  const quote = await deliveryQuote(baseUrl, token, items, pointAmount);
  assert.equal(quote.resultCode, '0001', JSON.stringify(quote));
  const created = await apiCall(
    baseUrl,
    'POST',
    'orders',
    {
      items,
      orderer: ORDERER,
      receiver: RECEIVER,
      payMethod,
      pointAmount,
      expectedPayAmount: (quote.amounts as { payAmount: number }).payAmount,
      agreePayTerms: true,
      confirmAge14: true,
      agreeSellerProvision: true,
      ...(opts.broadcastScheduleSysId === undefined ? {} : { broadcastScheduleSysId: opts.broadcastScheduleSysId }),
    },
    token,
  );
  assert.equal(created.resultCode, '0001', JSON.stringify(created));
  const { orderSysId, orderNumber } = created.order as { orderSysId: number; orderNumber: string };
  const pid = (created.products as { orderPrdtSysId: number }[])[0]!.orderPrdtSysId;
  return { orderSysId, orderNumber, pid };
}

/** Pays an order by card on the sandbox gateway (its approval page answered, then its notification): paid. */
export async function payByCard(baseUrl: string, token: string, orderSysId: number): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v1/orders/${orderSysId}/pays`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ payMethod: 'card' }),
  });
  const pay = ((await res.json()) as { jsonData: Record<string, unknown> }).jsonData;
  assert.equal(pay.resultCode, '0001', JSON.stringify(pay));
  // the page answers only the buyer's browser: the pass the pay answer set goes with the approval (issue 25 N2)
  const pass = res.headers.getSetCookie().find((c) => c.startsWith(`${SANDBOX_PAYER_PASS.cookie}=`));
  const page = (pay.redirectUrl as string).split('?')[0]!;
  const approved = await fetch(`${baseUrl}${page}/approve`, {
    method: 'POST',
    redirect: 'manual',
    headers: pass ? { cookie: pass.split(';')[0]! } : {},
  });
  assert.equal(approved.status, 303, `the sandbox page refused the buyer (${approved.status})`);
  const paid = await apiCall(baseUrl, 'PATCH', `orders/pays/${orderSysId}/notifies`, undefined, token);
  assert.equal((paid.order as { status: number } | undefined)?.status, 2, JSON.stringify(paid));
}

/** An order of one in-stock demo product (its options chosen, none of `skip`), not paid yet. */
export async function placeDemoOrder(
  baseUrl: string,
  token: string,
  payMethod: 'card' | 'vbank',
  opts: { pointAmount?: number; skip?: readonly number[]; accept?: (p: ProductDetail) => boolean } = {},
): Promise<{ orderSysId: number; orderNumber: string; pid: number; prdtSysId: number; options: number[] }> {
  const [p] = await demoProducts(baseUrl, 1, (d) => !opts.skip?.includes(d.prdtSysId) && (opts.accept?.(d) ?? true));
  if (!p) throw new Error('no demo product to order');
  const options = stockedOptions(p).map((o) => o!.prdtOptionSysId);
  const order = await createOrder(baseUrl, token, [{ prdtSysId: p.prdtSysId, qty: 1, options }], payMethod, opts);
  return { ...order, prdtSysId: p.prdtSysId, options };
}

/** A card order of one in-stock demo product (its options chosen, none of `skip`), paid on the sandbox gateway. */
export async function paidCardOrder(
  baseUrl: string,
  token: string,
  skip: readonly number[] = [],
  pointAmount = 0,
  accept?: (p: ProductDetail) => boolean,
): Promise<{ orderSysId: number; orderNumber: string; pid: number; prdtSysId: number; options: number[] }> {
  const o = await placeDemoOrder(baseUrl, token, 'card', { pointAmount, skip, accept });
  await payByCard(baseUrl, token, o.orderSysId);
  return o;
}

/** A paid order the operator dispatched (status 4), ready for the buyer to confirm. */
export async function dispatchedOrder(
  baseUrl: string,
  buyerToken: string,
  adminToken: string,
  skip: readonly number[] = [],
  accept?: (p: ProductDetail) => boolean,
): Promise<{ orderSysId: number; pid: number; prdtSysId: number }> {
  const o = await paidCardOrder(baseUrl, buyerToken, skip, 0, accept);
  const d = await apiCall(
    baseUrl,
    'POST',
    `operations/orders/${o.orderSysId}/products/${o.pid}/dispatch`,
    { deliveryCompanyCode: '04', invoiceNumber: '123456789012' },
    adminToken,
  );
  assert.equal(d.status, 4, JSON.stringify(d));
  return o;
}

/**
 * An order of one of a show's products, opened from the show (attributed to its schedule) and paid by
 * card on the sandbox gateway (API): the first candidate that needs no option choice.
 */
export async function orderFromShow(baseUrl: string, token: string, candidates: number[], scheduleId: number) {
  for (const prdtSysId of candidates) {
    const items = [{ prdtSysId, qty: 1 }];
    if ((await deliveryQuote(baseUrl, token, items)).resultCode !== '0001') continue;
    const { orderSysId } = await createOrder(baseUrl, token, items, 'card', { broadcastScheduleSysId: scheduleId });
    await payByCard(baseUrl, token, orderSysId);
    return;
  }
  assert.fail(`none of the show's products ${JSON.stringify(candidates)} can be ordered without an option`);
}

/** The money summary as shown: its row texts, and its rows and total in signed won (a discount shown as "−…"). */
export async function shownSummary(page: Page) {
  const summary = page.getByTestId('money-summary').first();
  await summary.waitFor();
  // parsed here: a function defined inside evaluate() would need the bundler's __name helper in the page
  const texts = (await summary.locator('dd').allTextContents()).map((x) => x.trim());
  const value = (x: string) => (x.startsWith('−') ? -1 : 1) * Number(x.replace(/\D/g, ''));
  return { texts, rows: texts.slice(0, -1).map(value), total: value(texts.at(-1) ?? '') };
}
