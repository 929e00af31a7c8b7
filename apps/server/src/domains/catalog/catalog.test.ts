import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { broadcastProducts, broadcastSchedules } from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { extraAreaOf } from './catalog.postal.js';
import { chosungOf, deliveryFee, parseKeyword } from './catalog.policy.js';

type Card = {
  prdtSysId: number;
  name: string;
  brandName: string;
  price: number;
  isDisplay: number;
  isSoldout: number;
  isLivePrice: number;
  livePrice: number | null;
};

let t: TestContext;
let buyer: { token: string; id: number };
let other: { token: string; id: number };

beforeAll(async () => {
  t = await startTestApp();
  const a = await login(t, 'buyer@demo.kr');
  buyer = { token: a.json.accessToken as string, id: a.json.authSysId as number };
  const b = await login(t, 'seller@demo.kr');
  other = { token: b.json.accessToken as string, id: b.json.authSysId as number };
}, 60_000);
afterAll(async () => t?.close());

const get = (url: string, token?: string, headers?: Record<string, string>) =>
  t.request({ method: 'GET', url, ...(token ? { token } : {}), ...(headers ? { headers } : {}) });

describe('pure rules', () => {
  it('turns Hangul into initial consonants', () => {
    expect(chosungOf('나이키')).toBe('ㄴㅇㅋ');
    expect(chosungOf('나이키 에어 Max')).toBe('ㄴㅇㅋㅇㅇmax');
  });
  it('parses keywords: required, no special characters, 초성 detected', () => {
    expect(parseKeyword(' 나이키  에어 ').text).toBe('나이키 에어');
    expect(parseKeyword('ㄴㅇㅋ').chosung).toBe('ㄴㅇㅋ');
    expect(parseKeyword('나ㅇㅋ').chosung).toBe('ㄴㅇㅋ');
    expect(parseKeyword('코트').chosung).toBeNull();
    expect(new RegExp(parseKeyword('나ㅇㅋ').mixedPattern!).test('나이키')).toBe(true);
    expect(new RegExp(parseKeyword('나ㅇㅋ').mixedPattern!).test('노이키')).toBe(false);
    expect(parseKeyword('ㄴㅇㅋ').mixedPattern).toBeNull();
    expect(() => parseKeyword('  ')).toThrow(/3010/);
    expect(() => parseKeyword('코트!')).toThrow(/3011/);
  });
  it('computes delivery fees for the three types', () => {
    expect(deliveryFee({ deliveryPriceTypeCode: 1, deliveryPrice: 3000, freeDeliveryMinAmount: null }, 1000)).toBe(0);
    const two = { deliveryPriceTypeCode: 2, deliveryPrice: 3000, freeDeliveryMinAmount: 50000 };
    expect(deliveryFee(two, 49999)).toBe(3000);
    expect(deliveryFee(two, 50000)).toBe(0);
    expect(deliveryFee({ deliveryPriceTypeCode: 3, deliveryPrice: 3500, freeDeliveryMinAmount: null }, 900000)).toBe(
      3500,
    );
  });
  it('finds Jeju and island postal codes in the table', () => {
    expect(extraAreaOf('63309')?.type).toBe('jeju');
    expect(extraAreaOf('40200')?.type).toBe('island');
    expect(extraAreaOf('23124')?.type).toBe('island');
    expect(extraAreaOf('06236')).toBeNull();
    expect(extraAreaOf('6323')).toBeNull();
  });
});

describe('lists', () => {
  it('products/mainlist pages with startIndex/rowCount and carries the live-price fields', async () => {
    const a = await get('products/mainlist?startIndex=0&rowCount=5');
    expect(a.status).toBe(200);
    expect(a.json.resultCode).toBe('0001');
    const list = a.json.products as Card[];
    expect(list).toHaveLength(5);
    expect(a.json.totalCount).toBeGreaterThanOrEqual(120);
    expect(list[0]).toHaveProperty('livePrice');
    expect(list[0]).toHaveProperty('liveDiscountRate');
    const b = await get('products/mainlist?startIndex=5&rowCount=5');
    const ids = new Set([...list, ...(b.json.products as Card[])].map((p) => p.prdtSysId));
    expect(ids.size).toBe(10);
  });
  it('the live tab lists products whose live price window is open now', async () => {
    const r = await get('products/mainlist?tab=live');
    const list = r.json.products as Card[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.isLivePrice === 1 && p.livePrice !== null && p.livePrice < p.price)).toBe(true);
  });
  it('the benefit tab is ordered by discount rate', async () => {
    const list = (await get('products/mainlist?tab=benefit&rowCount=30')).json.products as (Card & {
      discountRate: number;
    })[];
    for (let i = 1; i < list.length; i++)
      expect(list[i - 1]!.discountRate).toBeGreaterThanOrEqual(list[i]!.discountRate);
  });
  it('rejects negative, zero and huge rowCount and a negative startIndex with 9422', async () => {
    for (const q of ['rowCount=-1', 'rowCount=0', 'rowCount=100000', 'startIndex=-5', 'rowCount=abc']) {
      const r = await get(`products/mainlist?${q}`);
      expect(r.status, q).toBe(422);
      expect(r.json.resultCode).toBe('9422');
    }
  });
  it('products/lists sorts by high and low price within a category (level 1 includes its children)', async () => {
    const cats = await get('categories?categoryLevel=1');
    const top = (cats.json.categories as { categorySysId: number; productCount: number }[])[0]!;
    expect(top.productCount).toBeGreaterThan(10);
    const hi = (await get(`products/lists?categorySysId=${top.categorySysId}&sort=highPrice&rowCount=100`)).json;
    const lo = (await get(`products/lists?categorySysId=${top.categorySysId}&sort=lowPrice&rowCount=100`)).json;
    expect(hi.totalCount).toBe(top.productCount);
    const hp = (hi.products as Card[]).map((p) => p.price);
    const lp = (lo.products as Card[]).map((p) => p.price);
    expect(hp).toEqual([...hp].sort((a, b) => b - a));
    expect(lp).toEqual([...lp].sort((a, b) => a - b));
    expect((await get('products/lists?categorySysId=999999')).json.resultCode).toBe('3021');
    expect((await get('products/lists?brandSysId=999999')).json.resultCode).toBe('3020');
    expect((await get('products/lists?sort=cheapest')).status).toBe(422);
  });
  it('categories: two levels, children of a parent, unknown parent 3021', async () => {
    const top = (await get('categories?categoryLevel=1')).json.categories as { categorySysId: number }[];
    expect(top.length).toBe(5);
    const kids = (await get(`categories?categoryLevel=2&parentSysId=${top[0]!.categorySysId}`)).json.categories as {
      parentSysId: number;
    }[];
    expect(kids.length).toBe(3);
    expect(kids.every((k) => k.parentSysId === top[0]!.categorySysId)).toBe(true);
    expect((await get('categories?categoryLevel=2&parentSysId=99999')).json.resultCode).toBe('3021');
    expect((await get('categories?categoryLevel=3')).status).toBe(422);
  });
  it('answers English names with Accept-Language: en', async () => {
    const r = await get('categories?categoryLevel=1', undefined, { 'accept-language': 'en' });
    expect((r.json.categories as { name: string }[])[0]!.name).toBe('Fashion');
    const p = await get('products/1', undefined, { 'accept-language': 'en' });
    expect((p.json.product as Card).name).toBe('Wool-blend oversized single coat');
  });
});

describe('search', () => {
  const search = (kw: string, extra = '') => get(`products/searchlists?keyword=${encodeURIComponent(kw)}${extra}`);
  it('finds partial matches in product names, exact and prefix first', async () => {
    const r = await search('코트');
    const list = r.json.products as Card[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((p) => p.name.includes('코트'))).toBe(true);
  });
  it('matches without the spaces a shopper leaves out', async () => {
    const list = (await search('캠핑체어')).json.products as Card[];
    expect(list[0]!.name).toBe('초경량 알루미늄 캠핑 체어');
  });
  it('finds by brand name, and by initial consonants (초성)', async () => {
    const byBrand = (await search('누리스포츠')).json.products as Card[];
    expect(byBrand.length).toBeGreaterThan(5);
    expect(byBrand.every((p) => p.brandName === '누리스포츠')).toBe(true);
    const byChosung = (await search('ㅋㅍㅊㅇ')).json.products as Card[];
    expect(byChosung.map((p) => p.name)).toContain('초경량 알루미늄 캠핑 체어');
    const mixed = (await search('캠ㅍ')).json.products as Card[];
    expect(mixed.every((p) => p.name.includes('캠핑'))).toBe(true);
    const brandChosung = (await search('ㄴㄹㅅㅍㅊ')).json.products as Card[];
    expect(brandChosung.length).toBeGreaterThan(5);
  });
  it('finds English names', async () => {
    const list = (await search('camping chair')).json.products as Card[];
    expect(list.map((p) => p.prdtSysId)).toContain(29);
  });
  it('requires a keyword (3010) and rejects special characters (3011), in the caller language', async () => {
    const empty = await get('products/searchlists?keyword=');
    expect(empty.status).toBe(422);
    expect(empty.json.resultCode).toBe('3010');
    expect(empty.json.message).toBe('검색어를 입력해 주세요.');
    const none = await get('products/searchlists', undefined, { 'accept-language': 'en' });
    expect(none.json.message).toBe('Enter a search keyword.');
    for (const bad of ['코트%', "a'b", '<script>', '나이키!', '_']) {
      const r = await search(bad);
      expect(r.json.resultCode, bad).toBe('3011');
    }
    expect((await search('가'.repeat(51))).json.resultCode).toBe('9422');
  });
  it('sorts search results by price when asked, and pages', async () => {
    const r = await search('세트', '&sort=lowPrice&rowCount=3');
    const p = (r.json.products as Card[]).map((x) => x.price);
    expect(p).toEqual([...p].sort((a, b) => a - b));
    expect(r.json.totalCount).toBeGreaterThan(3);
  });
  it('the name search has its pg_trgm indexes (migration 0009) on this database', async () => {
    const r = (await t.database.db.execute(
      sql`select indexname from pg_indexes where indexname like '%_trgm' order by indexname`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(r.rows.map((x) => x.indexname)).toEqual([
      'brands_name_compact_trgm',
      'products_name_chosung_trgm',
      'products_name_compact_trgm',
      'products_name_en_trgm',
      'products_name_trgm',
    ]);
    // and the planner can answer a 초성 / 3+ character match from them
    const plan = (await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select prdt_sys_id from products where name_chosung like '%ㅋㅍㅊㅇ%'
        or replace(lower(name), ' ', '') like '%캠핑체어%'`);
    })) as unknown as { rows: Record<string, string>[] };
    const text = plan.rows.map((x) => Object.values(x)[0]).join('\n');
    expect(text).toMatch(/products_name_chosung_trgm/);
    expect(text).toMatch(/products_name_compact_trgm/);
  });
  it('brands/searchlists: partial and 초성', async () => {
    const a = (await get(`brands/searchlists?keyword=${encodeURIComponent('하루')}`)).json.brands as { name: string }[];
    expect(a.map((b) => b.name)).toEqual(['하루담']);
    const b = (await get(`brands/searchlists?keyword=${encodeURIComponent('ㅁㅇㅂㅌ')}`)).json.brands as {
      name: string;
    }[];
    expect(b.map((x) => x.name)).toEqual(['모아뷰티']);
    expect((await get('brands/searchlists?keyword=%20')).json.resultCode).toBe('3010');
  });
});

describe('product detail', () => {
  it('products/{id}: options, adding products, images, delivery terms', async () => {
    const r = await get('products/1');
    expect(r.status).toBe(200);
    const p = r.json.product as Record<string, unknown> & {
      optionGroups: { name: string; productOptions: unknown[] }[];
      addingProducts: { details: unknown[] }[];
      images: string[];
      delivery: { deliveryPriceTypeCode: number };
    };
    expect(p.optionGroups.map((g) => g.name)).toEqual(['색상', '사이즈']);
    expect(p.isOption).toBe(1);
    expect(p.addingProducts.length).toBe(1);
    // the big picture and the three gallery views of the demo seed (issue 19: turned, mirrored, close up)
    expect(p.images.length).toBe(4);
    expect(p.delivery.deliveryPriceTypeCode).toBe(1);
    expect(p.finalPrice).toBe(p.price);
    expect(p.isPick).toBe(0);
  });
  it('unknown and malformed ids answer 3001 / 9422', async () => {
    expect((await get('products/999999')).json.resultCode).toBe('3001');
    expect((await get('products/999999')).status).toBe(404);
    expect((await get('products/abc')).status).toBe(422);
    expect((await get('products/-1')).status).toBe(422);
    expect((await get('products/999999/detail')).json.resultCode).toBe('3001');
    expect((await get('products/999999/bundleshipping/list')).json.resultCode).toBe('3001');
  });
  it('products/{id}/detail, bundle shipping, brand, seller notice', async () => {
    const d = await get('products/3/detail');
    const detail = d.json.detail as { infoNotice: unknown[]; deliveryGuide: string[]; detailImages: string[] };
    expect(detail.infoNotice.length).toBe(4);
    expect(detail.deliveryGuide.length).toBeGreaterThan(0);
    expect(detail.detailImages.length).toBe(1);
    const b = await get('products/3/bundleshipping/list?rowCount=50');
    const base = b.json.baseProduct as Card & { brandSysId: number };
    const list = b.json.products as (Card & { brandSysId: number })[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.brandSysId === base.brandSysId && p.prdtSysId !== 3 && p.isDisplay === 1)).toBe(true);
    const brand = (await get(`brands/${base.brandSysId}`)).json.brand as {
      sellerSysId: number;
      productCount: number;
      name: string;
    };
    expect(brand.productCount).toBeGreaterThan(5);
    // the brand's own products, the same number its product list counts
    const own = await get(`products/lists?brandSysId=${base.brandSysId}&rowCount=1`);
    expect(brand.productCount).toBe(own.json.totalCount);
    const found = (await get(`brands/searchlists?keyword=${encodeURIComponent(brand.name)}`)).json.brands as {
      productCount: number;
    }[];
    expect(found[0]!.productCount).toBe(own.json.totalCount);
    const notes = await get(`sellers/${brand.sellerSysId}/notice?brandSysId=${base.brandSysId}`);
    expect((notes.json.notices as unknown[]).length).toBe(1);
    expect((await get('brands/99999')).json.resultCode).toBe('3020');
    expect(((await get('sellers/99999/notice')).json.notices as unknown[]).length).toBe(0);
  });
  it('brands/{id}/broadcasts: the brand channel lists its airings, on air first, titles in the reader language', async () => {
    type B = { status: string; title: string; broadcastScheduleSysId: number; prdtTotalCnt: number };
    const all: (B & { brand: number })[] = [];
    for (let brand = 1; brand <= 8; brand++) {
      const r = await get(`brands/${brand}/broadcasts`);
      expect(r.status).toBe(200);
      for (const b of r.json.broadcasts as B[]) all.push({ ...b, brand });
    }
    const live = all.find((b) => b.status === 'live')!;
    expect(live).toBeDefined();
    expect(all.some((b) => b.status === 'ready')).toBe(true);
    const own = (await get(`brands/${live.brand}/broadcasts`)).json.broadcasts as B[];
    expect(own[0]!.status).toBe('live');
    expect(own[0]!.prdtTotalCnt).toBeGreaterThan(0);
    const en = (await get(`brands/${live.brand}/broadcasts`, undefined, { 'accept-language': 'en' })).json
      .broadcasts as B[];
    expect(en[0]!.title).not.toBe(own[0]!.title);
    expect(en[0]!.title).toMatch(/^[\x20-\x7e]+$/);
    expect((await get('brands/99999/broadcasts')).json.resultCode).toBe('3020');
    expect((await get(`brands/${live.brand}/broadcasts?rowCount=0`)).status).toBe(422);
  });
  it('with planPrdtSysId names the exhibition; a plan product of another product is 3001', async () => {
    const plan = (await get('operations/bannerplan/1')).json as {
      products: { prdtSysId: number; planPrdtSysId: number }[];
    };
    const first = plan.products[0]!;
    const r = await get(`products/${first.prdtSysId}?planPrdtSysId=${first.planPrdtSysId}`);
    expect((r.json.product as { planTitle: string }).planTitle).toBe('겨울 아우터 기획전');
    const wrong = await get(`products/${first.prdtSysId + 1}?planPrdtSysId=${first.planPrdtSysId}`);
    expect(wrong.json.resultCode).toBe('3001');
  });
});

describe('live price (shopping §4): member, inside the window, reached from a broadcast that carries it', () => {
  type Detail = Record<string, number | null>;
  const product = async (url: string, token?: string) => (await get(url, token)).json.product as Detail;
  let id: number;
  let carrying: number; // a schedule whose broadcast sells the product
  let other: number; // a schedule whose broadcast does not
  let pin: number; // the product's broadcast-product id (the pinned product link)
  let otherPin: number; // a broadcast-product id of another product
  beforeAll(async () => {
    const live = (await get('products/mainlist?tab=live')).json.products as Card[];
    const db = t.database.db;
    // the first live-priced product some broadcast carries (the demo data has several)
    for (const p of live) {
      const [row] = await db
        .select({ s: broadcastSchedules.broadcastScheduleSysId, bp: broadcastProducts.broadcastProductSysId })
        .from(broadcastProducts)
        .innerJoin(broadcastSchedules, eq(broadcastSchedules.broadcastSysId, broadcastProducts.broadcastSysId))
        .where(eq(broadcastProducts.prdtSysId, p.prdtSysId));
      if (row) {
        id = p.prdtSysId;
        carrying = row.s;
        pin = row.bp;
        break;
      }
    }
    const carriers = db
      .select({ b: broadcastProducts.broadcastSysId })
      .from(broadcastProducts)
      .where(eq(broadcastProducts.prdtSysId, id));
    const [o] = await db
      .select({ s: broadcastSchedules.broadcastScheduleSysId })
      .from(broadcastSchedules)
      .where(notInArray(broadcastSchedules.broadcastSysId, carriers));
    other = o!.s;
    const [op] = await db
      .select({ bp: broadcastProducts.broadcastProductSysId })
      .from(broadcastProducts)
      .where(and(ne(broadcastProducts.prdtSysId, id)));
    otherPin = op!.bp;
  });

  it('applies to a member reached from a schedule that carries the product', async () => {
    const p = await product(`products/${id}?broadcastScheduleSysId=${carrying}`, buyer.token);
    expect(p.isLivePrice).toBe(1);
    expect(p.livePriceApplied).toBe(1);
    expect(p.finalPrice).toBe(p.livePrice);
    expect(p.finalPrice!).toBeLessThan(p.price!);
    expect(p.broadcastScheduleSysId).toBe(carrying);
  });
  it('not for a guest, even from the broadcast', async () => {
    const p = await product(`products/${id}?broadcastScheduleSysId=${carrying}`);
    expect(p.isLivePrice).toBe(1);
    expect(p.livePriceApplied).toBe(0);
    expect(p.finalPrice).toBe(p.price);
  });
  it('not for the demo guest token', async () => {
    const demo = await t.request({ method: 'POST', url: 'auth/demologin', body: { demoType: 0 } });
    const p = await product(`products/${id}?broadcastScheduleSysId=${carrying}`, demo.json.accessToken as string);
    expect(p.livePriceApplied).toBe(0);
  });
  it('not for a member who opened the product outside a broadcast', async () => {
    const p = await product(`products/${id}`, buyer.token);
    expect(p.livePriceApplied).toBe(0);
    expect(p.finalPrice).toBe(p.price);
    expect(p.broadcastScheduleSysId).toBeNull();
  });
  it('not from a broadcast whose schedule does not carry the product, nor from an unknown schedule', async () => {
    for (const s of [other, 999_999]) {
      const r = await get(`products/${id}?broadcastScheduleSysId=${s}`, buyer.token);
      expect(r.status).toBe(200);
      const p = r.json.product as Detail;
      expect(p.livePriceApplied, String(s)).toBe(0);
      expect(p.finalPrice).toBe(p.price);
      // the page passes no schedule on to the cart or checkout
      expect(p.broadcastScheduleSysId).toBeNull();
    }
  });
  it('the pinned product link resolves its broadcast product to the schedule; another product’s pin does not', async () => {
    const p = await product(`products/${id}?broadcastProductSysId=${pin}`, buyer.token);
    expect(p.livePriceApplied).toBe(1);
    expect(p.broadcastScheduleSysId).toBe(carrying);
    const q = await product(`products/${id}?broadcastProductSysId=${otherPin}`, buyer.token);
    expect(q.livePriceApplied).toBe(0);
    expect(q.broadcastScheduleSysId).toBeNull();
    expect((await get(`products/${id}?broadcastProductSysId=-1`)).json.resultCode).toBe('9422');
  });
  it('before the window: the normal price, no live flag', async () => {
    t.clock.advance(-3 * 86_400_000);
    const p = await product(`products/${id}?broadcastScheduleSysId=${carrying}`, buyer.token);
    t.clock.advance(3 * 86_400_000);
    expect(p.isLivePrice).toBe(0);
    expect(p.livePriceApplied).toBe(0);
    expect(p.livePriceExpired).toBe(0);
    expect(p.finalPrice).toBe(p.price);
  });
  it('after the window: the normal price and livePriceExpired, which the page shows as 3004 (reload)', async () => {
    t.clock.advance(8 * 86_400_000);
    const p = await product(`products/${id}?broadcastScheduleSysId=${carrying}`, buyer.token);
    t.clock.advance(-8 * 86_400_000);
    expect(p.livePriceApplied).toBe(0);
    expect(p.livePriceExpired).toBe(1);
    expect(p.isLivePrice).toBe(0);
    expect(p.finalPrice).toBe(p.price);
  });
});

describe('delivery adding costs', () => {
  it('charges Jeju and island extras per seller parcel, nothing on the mainland', async () => {
    const jeju = await get('operations/deliveries/addingCosts?postNumber=63309&prdtSysIds=1,3');
    expect(jeju.json.areaType).toBe('jeju');
    expect(jeju.json.addDeliveryCost).toBe(3000); // products 1 and 3 share a seller: one parcel
    const island = await get('operations/deliveries/addingCosts?postNumber=40200&prdtSysIds=1,7');
    expect(island.json.areaType).toBe('island');
    expect(island.json.addDeliveryCost).toBe(10000); // two sellers, two parcels
    const seoul = await get('operations/deliveries/addingCosts?postNumber=06236&prdtSysIds=1');
    expect(seoul.json.addDeliveryCost).toBe(0);
    expect(seoul.json.areaType).toBe('none');
  });
  it('rejects bad postal codes (3030), bad and unknown ids', async () => {
    expect((await get('operations/deliveries/addingCosts?postNumber=123&prdtSysIds=1')).json.resultCode).toBe('3030');
    expect((await get('operations/deliveries/addingCosts?postNumber=12345&prdtSysIds=x')).json.resultCode).toBe('9422');
    expect((await get('operations/deliveries/addingCosts?postNumber=12345&prdtSysIds=999999')).json.resultCode).toBe(
      '3001',
    );
    expect((await get('operations/deliveries/addingCosts')).status).toBe(422);
  });
});

describe('recent views and pick', () => {
  it('records views newest first; the bottom-nav fetch reads views[0]', async () => {
    const post = (id: number) =>
      t.request({
        method: 'POST',
        url: `users/${buyer.id}/prdtviews`,
        token: buyer.token,
        form: true,
        body: { prdtSysId: id },
      });
    expect((await post(5)).json.resultCode).toBe('0001');
    t.clock.advance(1000);
    await post(6);
    t.clock.advance(1000);
    await post(5);
    const r = await get(`users/${buyer.id}/prdtviews?startIndex=0&rowCount=1`, buyer.token);
    expect((r.json.views as Card[])[0]!.prdtSysId).toBe(5);
    expect(r.json.totalCount).toBe(2);
    expect((await post(999999)).json.resultCode).toBe('3001');
    const del = await t.request({
      method: 'DELETE',
      url: 'prdtviews/list',
      token: buyer.token,
      body: { prdtSysIds: [6] },
    });
    expect(del.json.deletedCount).toBe(1);
    const after = await get(`users/${buyer.id}/prdtviews`, buyer.token);
    expect((after.json.views as Card[]).map((v) => v.prdtSysId)).toEqual([5]);
  });
  it('views and picks are private: no token 1004, another member 1007', async () => {
    expect((await get(`users/${buyer.id}/prdtviews`)).json.resultCode).toBe('1004');
    expect((await get(`users/${buyer.id}/prdtviews`, other.token)).json.resultCode).toBe('1007');
    expect((await get(`users/${buyer.id}/prdtpick/list`, other.token)).json.resultCode).toBe('1007');
  });
  it('pick: add (idempotent), check, list, delete; not-for-sale products cannot be picked', async () => {
    const pick = (id: number) =>
      t.request({
        method: 'POST',
        url: `users/${buyer.id}/prdtpick`,
        token: buyer.token,
        form: true,
        body: { prdtSysId: id },
      });
    expect((await pick(8)).json.pickCount).toBe(1);
    expect((await pick(8)).json.pickCount).toBe(1);
    await pick(9);
    expect((await get(`users/${buyer.id}/prdtpick?prdtSysId=8`, buyer.token)).json.isPick).toBe(1);
    expect(((await get('products/8', buyer.token)).json.product as { isPick: number }).isPick).toBe(1);
    // list cards carry isPick for the member who picked, 0 for guests and other members (same cached list)
    const pickOf = async (url: string, token?: string) => {
      const out: Record<number, number> = {};
      for (const start of [0, 100]) {
        const r = await get(`${url}&startIndex=${start}`, token);
        for (const p of r.json.products as (Card & { isPick: number })[]) out[p.prdtSysId] = p.isPick;
      }
      return out;
    };
    const listUrl = 'products/mainlist?rowCount=20&tab=best';
    const allUrl = 'products/lists?rowCount=100';
    const asGuest = await pickOf(allUrl);
    const asBuyer = await pickOf(allUrl, buyer.token);
    const asOther = await pickOf(allUrl, other.token);
    expect(asBuyer[8]).toBe(1);
    expect(asBuyer[9]).toBe(1);
    expect(Object.values(asBuyer).filter((v) => v === 1)).toHaveLength(2);
    expect(asGuest[8]).toBe(0);
    expect(asOther[8]).toBe(0);
    expect(await pickOf(allUrl)).toEqual(asGuest); // the member's answer did not leak into the shared cache
    const best = await pickOf(listUrl, buyer.token);
    for (const [pid, v] of Object.entries(best)) expect(v, pid).toBe([8, 9].includes(Number(pid)) ? 1 : 0);
    const views = (await get(`users/${buyer.id}/prdtviews?rowCount=100`, buyer.token)).json.views as Card[];
    expect(views.every((v) => (v as Card & { isPick: number }).isPick === 0)).toBe(true); // 5 was viewed, not picked
    const list = await get(`users/${buyer.id}/prdtpick/list`, buyer.token);
    expect((list.json.picks as Card[]).map((p) => p.prdtSysId)).toEqual([9, 8]);
    const hidden = (await get('products/mainlist?rowCount=100')).json.products as Card[];
    const more = (await get('products/mainlist?rowCount=100&startIndex=100')).json.products as Card[];
    const notForSale = [...hidden, ...more].find((p) => p.isDisplay === 0)!;
    expect(notForSale).toBeDefined();
    const refused = await pick(notForSale.prdtSysId);
    expect(refused.status).toBe(409);
    expect(refused.json.resultCode).toBe('3002');
    const d1 = await t.request({ method: 'DELETE', url: `users/${buyer.id}/prdtpick?prdtSysId=8`, token: buyer.token });
    expect(d1.json.deletedCount).toBe(1);
    const noId = await t.request({ method: 'DELETE', url: `users/${buyer.id}/prdtpick`, token: buyer.token });
    expect(noId.json.resultCode).toBe('9422');
    const all = await t.request({
      method: 'DELETE',
      url: `users/${buyer.id}/prdtpick/list`,
      token: buyer.token,
      body: {},
    });
    expect(all.json.deletedCount).toBe(1);
    expect((await pick(999999)).json.resultCode).toBe('3001');
    expect((await pick(-1)).status).toBe(422);
  });
  it('the demo guest token cannot pick (1010)', async () => {
    const demo = await t.request({ method: 'POST', url: 'auth/demologin', body: { demoType: 0 } });
    const r = await t.request({
      method: 'POST',
      url: 'users/0/prdtpick',
      token: demo.json.accessToken as string,
      body: { prdtSysId: 1 },
    });
    expect(r.json.resultCode).toBe('1010');
  });
});

describe('cache', () => {
  it('serves lists from the cache and drops it on a staff write', async () => {
    const admin = await login(t, 'admin@demo.kr');
    const before = await get('products/lists?brandSysId=1&sort=lowPrice&rowCount=100');
    const target = (before.json.products as Card[])[0]!;
    const again = await get('products/lists?brandSysId=1&sort=lowPrice&rowCount=100');
    expect(again.raw.body).toBe(before.raw.body);
    const patch = await t.request({
      method: 'PATCH',
      url: `products/${target.prdtSysId}`,
      token: admin.json.accessToken as string,
      body: { price: 1000, isSoldout: 1 },
    });
    expect(patch.json.resultCode).toBe('0001');
    const after = await get('products/lists?brandSysId=1&sort=lowPrice&rowCount=100');
    const changed = (after.json.products as Card[]).find((p) => p.prdtSysId === target.prdtSysId)!;
    expect(changed.price).toBe(1000);
    expect(changed.isSoldout).toBe(1);
    expect(((await get(`products/${target.prdtSysId}`)).json.product as Card).price).toBe(1000);
    const denied = await t.request({
      method: 'PATCH',
      url: `products/${target.prdtSysId}`,
      token: buyer.token,
      body: { price: 1 },
    });
    expect(denied.json.resultCode).toBe('9403');
  });
  it('answers cache hits before routing over real HTTP, per language, and drops them on a write', async () => {
    await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.fastify.server.address() as { port: number };
    const url = `http://127.0.0.1:${port}/api/v1/products/lists?brandSysId=2&sort=highPrice&rowCount=5`;
    const ko1 = await fetch(url).then((r) => r.text());
    const ko2 = await fetch(url);
    expect(ko2.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await ko2.text()).toBe(ko1);
    const en = await fetch(url, { headers: { 'accept-language': 'en' } }).then((r) => r.text());
    expect(en).not.toBe(ko1);
    const viaQuery = (await fetch(`${url}&lang=en`).then((r) => r.json())) as { jsonData: { products: Card[] } };
    expect(viaQuery.jsonData.products.map((p) => p.name)).toEqual(
      (JSON.parse(en) as { jsonData: { products: Card[] } }).jsonData.products.map((p) => p.name),
    );
    const first = (JSON.parse(ko1) as { jsonData: { products: Card[] } }).jsonData.products[0]!;
    const admin = await login(t, 'admin@demo.kr');
    await t.request({
      method: 'PATCH',
      url: `products/${first.prdtSysId}`,
      token: admin.json.accessToken as string,
      body: { price: 2 },
    });
    const after = (await fetch(url).then((r) => r.json())) as { jsonData: { products: Card[] } };
    expect(after.jsonData.products.find((p) => p.prdtSysId === first.prdtSysId)).toBeUndefined();
    // other paths still reach the app
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/products/1`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/products/lists?rowCount=-1`)).status).toBe(422);
  });
});
