import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct } from '../../../test/factories.js';
import { brands } from '../../db/schema/index.js';

/**
 * Issue 33 item 3 (전자상거래법 제17조 ⑥) in the back-office: the operator names a product's exceptions to
 * the right of withdrawal on the product form (POST and PATCH admin/products), the form reads them back,
 * and the product page shows them at once (the buyers' cache is dropped on a back-office write). A number
 * a product cannot name (not 2–5) is refused with 7049 on every route that sets them.
 */
let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  [admin] = await accessTokens(t, 'admin@demo.kr');
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) =>
  t.request({ method, url, token: admin, ...(body ? { body } : {}) });
const shown = async (prdtSysId: number) =>
  ((await t.request({ method: 'GET', url: `products/${prdtSysId}` })).json.product as { returnExceptions: number[] })
    .returnExceptions;

describe('return exceptions on the back-office product form', () => {
  it('creates a product with them; the form and the product page read them back', async () => {
    const [brand] = await t.database.db.select({ id: brands.brandSysId }).from(brands).limit(1);
    const brandSysId = brand!.id;
    const created = await call('POST', 'admin/products', {
      brandSysId,
      name: '맞춤 제작 액자',
      marketPrice: 50000,
      price: 45000,
      stock: 3,
      images: ['/uploads/frame.png'],
      returnExceptions: [5, 2, 5],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const id = created.json.prdtSysId as number;
    expect((await call('GET', `admin/products/${id}`)).json.returnExceptions).toEqual([2, 5]);
    expect(await shown(id)).toEqual([2, 5]);
  });

  it('changes them with the form’s PATCH; the product page, already cached, shows the change at once', async () => {
    const p = await makeProduct(t.database.db, { price: 9000, stock: 1 });
    expect(await shown(p.prdtSysId)).toEqual([]);
    const set = await call('PATCH', `admin/products/${p.prdtSysId}`, { returnExceptions: [4, 3] });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect((set.json.product as { returnExceptions: number[] }).returnExceptions).toEqual([3, 4]);
    expect(await shown(p.prdtSysId)).toEqual([3, 4]);
    // cleared (an empty list), and untouched by a PATCH that does not name them
    await call('PATCH', `admin/products/${p.prdtSysId}`, { returnExceptions: [] });
    await call('PATCH', `admin/products/${p.prdtSysId}`, { stock: 2 });
    expect(await shown(p.prdtSysId)).toEqual([]);
  });

  it('refuses a number a product cannot name with 7049 (create, form PATCH, staff PATCH), ko and en', async () => {
    const p = await makeProduct(t.database.db, { price: 9000, stock: 1 });
    await call('PATCH', `admin/products/${p.prdtSysId}`, { returnExceptions: [2] });
    const tries = [
      call('PATCH', `admin/products/${p.prdtSysId}`, { returnExceptions: [2, 9] }),
      call('PATCH', `admin/products/${p.prdtSysId}`, { returnExceptions: [1] }),
      call('PATCH', `products/${p.prdtSysId}`, { returnExceptions: [0] }),
      call('POST', 'admin/products', {
        brandSysId: (await t.database.db.select({ id: brands.brandSysId }).from(brands).limit(1))[0]!.id,
        name: '잘못된 사유',
        marketPrice: 1000,
        price: 1000,
        stock: 1,
        images: ['/uploads/x.png'],
        returnExceptions: [6],
      }),
    ];
    for (const r of await Promise.all(tries)) {
      expect([r.status, r.json.resultCode], JSON.stringify(r.json)).toEqual([422, '7049']);
      expect(r.json.errors).toEqual([
        { path: 'returnExceptions', message: expect.stringMatching(/^not one of 2, 3, 4, 5: /) },
      ]);
      expect(r.json.message).toMatch(/2~5번/);
    }
    const en = await t.request({
      method: 'PATCH',
      url: `admin/products/${p.prdtSysId}`,
      token: admin,
      body: { returnExceptions: [7] },
      headers: { 'accept-language': 'en' },
    });
    expect(en.json.message).toMatch(/only return exceptions 2 to 5/);
    expect(await shown(p.prdtSysId)).toEqual([2]);
  });
});
