/**
 * Issue 25 N2: the sandbox gateway's approval page answers only the order's own buyer (the member who
 * placed it, or the guest holding the order token), in every mode; anyone else gets 6140 and the order
 * stays unpaid. Issue 32 #14: the page offers the easy-pay wallets and records the one used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RC, SANDBOX_PAYER_PASS } from '@lc/contracts';
import { accessTokens, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, placeOrderViaApi } from '../../../test/factories.js';
import { onSandboxPage, sandboxPageOf } from '../../../test/sandbox-page.js';
import { PRODUCTION_SETTINGS } from '../../../test/production-env.js';

let t: TestContext;
let buyer: string;
let other: string;
let admin: string;
beforeAll(async () => {
  // production mode with the sandbox set explicitly (the one way production runs it)
  t = await startTestApp(PRODUCTION_SETTINGS);
  [buyer, other, admin] = await accessTokens(t, 'buyer@demo.kr', 'seller@demo.kr', 'admin@demo.kr');
});
afterAll(async () => t?.close());

/** A new unpaid order of `token`'s member (none: a guest) and its payment started with `payMethod`. */
async function startedPayment(
  token: string | undefined,
  pay: { payMethod: string; easyPayProvider?: string } = { payMethod: 'card' },
  lang: 'ko' | 'en' = 'ko',
) {
  const p = await makeProduct(t.database.db, { price: 99_000, stock: 5 });
  const made = await placeOrderViaApi(t, { token, items: [{ prdtSysId: p.prdtSysId, qty: 1 }] });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  const orderSysId = (made.json.order as { orderSysId: number }).orderSysId;
  const orderToken = made.json.orderToken as string | null;
  const headers: Record<string, string> = orderToken ? { 'x-order-token': orderToken } : {};
  const started = await t.request({
    method: 'POST',
    url: `orders/${orderSysId}/pays`,
    token,
    headers: { ...headers, 'accept-language': lang },
    body: pay,
  });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  /** the order and its payment as the server has them after asking the gateway */
  const state = async () => {
    const r = await t.request({ method: 'PATCH', url: `orders/pays/${orderSysId}/notifies`, token, headers });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    return r.json as {
      order: { status: number; payMethod: string | null };
      payment: { status: string; payMethod: string; easyPayProvider: string | null };
    };
  };
  return { orderSysId, started, state };
}

const refusedCode = (body: string) => /data-result-code="(\d{4})"/.exec(body)?.[1];

describe('the sandbox approval page answers only the buyer (issue 25 N2)', () => {
  it('another member, an operator and an anonymous caller are refused with 6140; the order stays unpaid', async () => {
    const { started, state } = await startedPayment(buyer);
    const strangers: [string, { cookie?: string | null; headers?: Record<string, string> }][] = [
      ['anonymous', { cookie: null }],
      ['another member', { cookie: null, headers: { authorization: `Bearer ${other}` } }],
      ['an operator', { cookie: null, headers: { authorization: `Bearer ${admin}` } }],
      ['a forged pass', { cookie: `${SANDBOX_PAYER_PASS.cookie}=9999999999.${'A'.repeat(43)}` }],
    ];
    for (const [who, opts] of strangers) {
      for (const action of ['view', 'approve', 'decline'] as const) {
        const res = await onSandboxPage(t, started, action, opts);
        expect([res.statusCode, refusedCode(res.body)], `${who} ${action}`).toEqual([403, RC.PG_PAYER_ONLY]);
      }
    }
    const after = await state();
    expect(after.order.status).toBe(0);
    expect(after.payment.status).toBe('ready');
    // the refusal is said in the caller's language
    const en = await onSandboxPage(t, started, 'approve', { cookie: null, headers: { 'accept-language': 'en' } });
    expect(en.body).toContain('Only the buyer who started this payment');
  });

  it("another member's own pass does not open this order's page", async () => {
    const mine = await startedPayment(buyer);
    const theirs = await startedPayment(other);
    const res = await onSandboxPage(t, mine.started, 'approve', { cookie: sandboxPageOf(theirs.started).pass! });
    expect(res.statusCode).toBe(403);
    expect((await mine.state()).order.status).toBe(0);
  });

  it('an operator starting the payment of a member’s order gets no pass', async () => {
    const { orderSysId } = await startedPayment(buyer);
    const byStaff = await t.request({
      method: 'POST',
      url: `orders/${orderSysId}/pays`,
      token: admin,
      body: { payMethod: 'card' },
    });
    expect(byStaff.status).toBe(200);
    expect(sandboxPageOf(byStaff).pass).toBeUndefined();
  });

  it('the member who placed the order approves it on the page: paid', async () => {
    const { started, state } = await startedPayment(buyer);
    expect(sandboxPageOf(started).pass).toBeDefined();
    const page = await onSandboxPage(t, started, 'view');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('99,000원');
    const approved = await onSandboxPage(t, started, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toContain('result=approved');
    expect((await state()).order.status).toBe(2);
  });

  it('the guest who placed a guest order approves it on the page: paid', async () => {
    const { started, state } = await startedPayment(undefined);
    const approved = await onSandboxPage(t, started, 'approve');
    expect(approved.statusCode).toBe(303);
    expect((await state()).order.status).toBe(2);
  });
});

describe('easy-pay wallets on the sandbox page (issue 32 #14)', () => {
  it('a card payment offers the card and the wallets, in Korean and in English', async () => {
    const { started } = await startedPayment(buyer);
    const ko = await onSandboxPage(t, started, 'view');
    for (const w of ['신용/체크카드', '카카오페이', '네이버페이', '토스페이', '페이코']) expect(ko.body).toContain(w);
    expect(ko.body).toMatch(/value="card" checked/);
    // the page speaks the language the app paid in (its address carries it)
    const inEnglish = await startedPayment(buyer, { payMethod: 'card' }, 'en');
    expect(sandboxPageOf(inEnglish.started).url).toMatch(/\?lang=en$/);
    const en = await onSandboxPage(t, inEnglish.started, 'view');
    for (const w of ['Credit/debit card', 'KakaoPay', 'NaverPay', 'TossPay', 'PAYCO']) expect(en.body).toContain(w);
  });

  it('the wallet picked on the page is what the payment and the order record', async () => {
    const { started, state } = await startedPayment(buyer);
    expect((await onSandboxPage(t, started, 'approve', { choice: 'tosspay' })).statusCode).toBe(303);
    const after = await state();
    expect(after.order).toMatchObject({ status: 2, payMethod: 'easypay' });
    expect(after.payment).toMatchObject({ status: 'paid', payMethod: 'easypay', easyPayProvider: 'tosspay' });
  });

  it('an easy-pay payment starts on the wallet chosen at checkout and may switch wallets', async () => {
    const { started, state } = await startedPayment(buyer, { payMethod: 'easypay', easyPayProvider: 'naverpay' });
    const page = await onSandboxPage(t, started, 'view');
    expect(page.body).toMatch(/value="naverpay" checked/);
    expect(page.body).not.toContain('value="card"');
    await onSandboxPage(t, started, 'approve', { choice: 'kakaopay' });
    expect((await state()).payment).toMatchObject({ payMethod: 'easypay', easyPayProvider: 'kakaopay' });
  });

  it('a bank transfer offers no wallet, and a wallet posted anyway is refused without paying', async () => {
    const { started, state } = await startedPayment(buyer, { payMethod: 'transfer' });
    expect((await onSandboxPage(t, started, 'view')).body).not.toContain('name="choice"');
    const forged = await onSandboxPage(t, started, 'approve', { choice: 'kakaopay' });
    expect(forged.statusCode).toBe(400);
    expect((await state()).order.status).toBe(0);
  });
});
