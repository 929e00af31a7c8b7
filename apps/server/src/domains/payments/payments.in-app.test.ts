import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RC } from '@lc/contracts';
import { signIn, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, placeOrderViaApi } from '../../../test/factories.js';

/** Shopping §8 (issue 32): another app's wallet is refused from an iOS in-app browser; the order stays payable. */
let t: TestContext;
let token: string;

const KAKAOTALK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.5';

beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signIn(t, 'buyer@demo.kr'));
});
afterAll(async () => t?.close());

async function newOrder() {
  const p = await makeProduct(t.database.db, { price: 15000, stock: 5 });
  const r = await placeOrderViaApi(t, { token, items: [{ prdtSysId: p.prdtSysId, qty: 1 }] });
  return (r.json.order as { orderSysId: number }).orderSysId;
}
const pay = (orderSysId: number, provider: string, ua: string) =>
  t.request({
    method: 'POST',
    url: `orders/${orderSysId}/pays`,
    token,
    headers: { 'user-agent': ua },
    body: { payMethod: 'easypay', easyPayProvider: provider },
  });

describe('easy pay from an iOS in-app browser (shopping §8)', () => {
  it("refuses another app's wallet inside KakaoTalk on iOS with 6122; the order stays payable", async () => {
    const id = await newOrder();
    const refused = await pay(id, 'naverpay', KAKAOTALK_IOS);
    expect(refused.status).toBe(422);
    expect(refused.json.resultCode).toBe(RC.EASY_PAY_IN_APP_UNAVAILABLE);
    const order = await t.request({ method: 'GET', url: `orders/pays/${id}`, token });
    expect((order.json.order as { status: number }).status).toBe(0);
    // KakaoTalk's own wallet opens
    const own = await pay(id, 'kakaopay', KAKAOTALK_IOS);
    expect(own.status).toBe(200);
    expect(own.json.redirectUrl).toEqual(expect.any(String));
  });

  it('lets any wallet through in Safari and in KakaoTalk on Android', async () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect((await pay(await newOrder(), 'naverpay', safari)).status).toBe(200);
    const android =
      'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36 KAKAOTALK 10.8.5';
    expect((await pay(await newOrder(), 'tosspay', android)).status).toBe(200);
  });
});
