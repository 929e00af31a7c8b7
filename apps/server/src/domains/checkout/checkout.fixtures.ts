import type { TestContext } from '../../../test/harness.js';

/** Test data: the orderer and receiver of a test order (a Seoul address, no extra delivery cost). */
export const ORDERER = { name: '김구매', phone: '01012345678', email: 'buyer@demo.kr' };
export const RECEIVER = {
  name: '김받는',
  phone: '01099998888',
  postNumber: '06236',
  address: '서울 강남구 테헤란로 1',
  addressDetail: '101호',
};

/** POST orders/deliveries for `items` (the quote of the order page). */
export function postQuote(t: TestContext, token: string | undefined, items: unknown[], lang = 'ko') {
  return t.request({
    method: 'POST',
    url: 'orders/deliveries',
    token,
    headers: { 'accept-language': lang },
    body: { items, postNumber: RECEIVER.postNumber },
  });
}

/** POST orders with every agreement given, paying `expectedPayAmount` by `payMethod`. */
export function postOrder(
  t: TestContext,
  token: string | undefined,
  items: unknown[],
  expectedPayAmount: number,
  payMethod = 'card',
) {
  return t.request({
    method: 'POST',
    url: 'orders',
    token,
    body: {
      items,
      orderer: ORDERER,
      receiver: RECEIVER,
      payMethod,
      pointAmount: 0,
      expectedPayAmount,
      agreePayTerms: true,
      confirmAge14: true,
      agreeSellerProvision: true,
    },
  });
}

/** Quotes `items` and orders them at the quoted total. */
export async function quoteAndOrder(t: TestContext, token: string | undefined, items: unknown[], payMethod = 'card') {
  const q = await postQuote(t, token, items);
  if (q.status !== 200) return q;
  return postOrder(t, token, items, (q.json.amounts as { payAmount: number }).payAmount, payMethod);
}
