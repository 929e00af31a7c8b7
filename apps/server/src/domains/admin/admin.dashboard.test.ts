import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness.js';
import { backOffice, type BackOffice } from '../../../test/back-office.js';

let t: TestContext;
let shop: BackOffice;

const get = async (role: string, url: string) => {
  const r = await t.request({ method: 'GET', url, token: shop.tokens[role] });
  expect(r.json.resultCode, JSON.stringify(r.json)).toBe('0001');
  return r.json;
};
const dashboardWaiting = async (role: string) => (await get(role, 'admin/dashboard')).questionsWaiting as number;
const queueWaiting = async (role: string) => (await get(role, 'operations/questions/list')).waitingCnt as number;

beforeAll(async () => {
  t = await startTestApp();
  shop = await backOffice(t, { prefix: 'dq-', productName: '문의 상품', stock: 10 });
});
afterAll(async () => t?.close());

describe('the dashboard’s questions waiting (issue 32 item 6)', () => {
  it('is the answer queue’s waiting count and follows a new question (a brand seller’s: its brands’)', async () => {
    const staff = await queueWaiting('admin');
    expect(staff).toBeGreaterThan(0);
    expect(await dashboardWaiting('admin')).toBe(staff);
    const brandBefore = await dashboardWaiting('brand');

    const asked = await t.request({
      method: 'POST',
      url: `products/${shop.productA}/questions`,
      token: shop.tokens.buyer,
      body: { content: '사이즈가 정사이즈인가요? 평소 M 입어요.', isSecret: false },
    });
    expect(asked.json.resultCode, JSON.stringify(asked.json)).toBe('0001');
    expect(await dashboardWaiting('admin')).toBe(staff + 1);
    expect(await queueWaiting('admin')).toBe(staff + 1);
    // brand A's seller answers brand A's product questions: its figure moved too
    expect(await dashboardWaiting('brand')).toBe(brandBefore + 1);
  });
});
