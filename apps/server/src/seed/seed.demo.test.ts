import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { BroadcastCard } from '@lc/contracts';
import { brands, sellerNotices, users } from '../db/schema/index.js';
import { startTestApp, type TestContext } from '../../test/harness.js';
import { emojiFile, emojiFor, EMOJI_RULES } from './product-art.js';
import { SEED_CATEGORIES } from './catalog-data.js';
import { EXTRA_PRODUCTS } from './catalog-extra.js';

// issue 19: the demo looks like a real shop (shows match their brands, English texts, pictures)
let t: TestContext;
let main: { liveList: BroadcastCard[]; readyList: BroadcastCard[]; vodList: BroadcastCard[] };
const en = { 'accept-language': 'en-US,en;q=0.9' };
const hangul = /[\uac00-\ud7a3]/;

beforeAll(async () => {
  t = await startTestApp();
  main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as typeof main;
});
afterAll(() => t.close());

/** A field of a product answer (the product object, or the answer itself). */
const field = (j: Record<string, unknown>, k: string): unknown =>
  (j.product as Record<string, unknown> | undefined)?.[k] ?? j[k];
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

describe('demo shows', () => {
  it('every show sells only its own brand’s products, and the live one is on air for 1–2 hours around now', async () => {
    const all = [...main.liveList, ...main.readyList, ...main.vodList];
    expect(main.liveList.length).toBeGreaterThan(0);
    for (const card of all) {
      const list = (await t.request({ method: 'GET', url: `broadcasts/${card.broadcastSysId}/intro` })).json
        .broadcast as BroadcastCard;
      expect(list.broadcastPrdts.length).toBeGreaterThan(0);
      for (const p of list.broadcastPrdts) {
        const prod = (await t.request({ method: 'GET', url: `products/${p.prdtSysId}` })).json;
        expect(field(prod, 'brandSysId'), `${card.title}: ${p.prdtSysId}`).toBe(card.brandSysId);
      }
    }
    for (const live of main.liveList) {
      const span = (minutes(live.endTime) - minutes(live.startTime) + 24 * 60) % (24 * 60);
      expect(span).toBeGreaterThanOrEqual(60);
      expect(span).toBeLessThanOrEqual(120);
    }
  });

  it('titles, brand names, share texts and the live notice are English for English readers', async () => {
    const enMain = (await t.request({ method: 'GET', url: 'broadcasts/mainlists', headers: en })).json as typeof main;
    const cards = [...enMain.liveList, ...enMain.readyList, ...enMain.vodList];
    for (const c of cards) {
      expect(c.title).not.toMatch(hangul);
      expect(c.brandName).not.toMatch(hangul);
    }
    const live = enMain.liveList[0]!;
    const info = (await t.request({ method: 'GET', url: `broadcasts/${live.broadcastSysId}/intro?lang=en` })).json
      .broadcast as { shareTitle: string; shareText: string; noti: string | null };
    expect(info.shareTitle).not.toMatch(hangul);
    expect(info.shareText).not.toMatch(hangul);
    expect(info.noti).toBeTruthy();
    expect(info.noti).not.toMatch(hangul);
    const ko = (await t.request({ method: 'GET', url: `broadcasts/${live.broadcastSysId}/intro` })).json.broadcast as {
      shareTitle: string;
      noti: string;
    };
    expect(ko.shareTitle).toMatch(hangul);
    expect(ko.noti).toMatch(hangul);
  });
});

describe('demo catalogue in English', () => {
  it('products and brands (with their descriptions) read in English', async () => {
    const brand = (await t.request({ method: 'GET', url: 'brands/1', headers: en })).json.brand as {
      name: string;
      description: string;
    };
    expect(brand.name).not.toMatch(hangul);
    expect(brand.description).toBeTruthy();
    expect(brand.description).not.toMatch(hangul);
    const koBrand = (await t.request({ method: 'GET', url: 'brands/1' })).json.brand as { description: string };
    expect(koBrand.description).toMatch(hangul);
    const prod = (await t.request({ method: 'GET', url: 'products/1?lang=en' })).json;
    expect(String(field(prod, 'name'))).not.toMatch(hangul);
  });

  it('notices read in English and none is tied to a season (no holiday notice shown out of its dates)', async () => {
    const res = (await t.request({ method: 'GET', url: 'operations/notices/list', headers: en })).json;
    const list = (res.list ?? res.notices ?? res.noticeList) as { title: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const n of list) expect(n.title).not.toMatch(hangul);
    const ko = (await t.request({ method: 'GET', url: 'operations/notices/list' })).json;
    const titles = ((ko.list ?? ko.notices ?? ko.noticeList) as { title: string }[]).map((n) => n.title).join(' ');
    expect(titles).not.toMatch(/설 연휴|추석|새해|크리스마스/);
  });
});

describe('demo product pictures', () => {
  it('every seeded product has an emoji picture that exists in the package', () => {
    const names = [
      ...SEED_CATEGORIES.flatMap((c) => c.children.flatMap((ch) => ch.products.map((p) => p.name))),
      ...Object.values(EXTRA_PRODUCTS).flatMap((e) => e.items.map((i) => i[0])),
    ];
    for (const n of names)
      expect(
        EMOJI_RULES.some(([re]) => re.test(n)),
        n,
      ).toBe(true);
    for (const code of new Set(names.map(emojiFor)))
      expect(existsSync(emojiFile(code)) || existsSync(emojiFile(`${code}-fe0f`)), code).toBe(true);
  });

  it('a product’s pictures are drawn on first request as WebP and served', async () => {
    const prod = (await t.request({ method: 'GET', url: 'products/1' })).json;
    const url = String(field(prod, 'bigImageUrl'));
    expect(url).toMatch(/^\/uploads\/seed\/p1-big\.webp$/);
    const res = await t.app.fastify.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const g = await t.app.fastify.inject({ method: 'GET', url: '/uploads/seed/p1-g2.webp' });
    expect(g.statusCode).toBe(200);
    expect((await t.app.fastify.inject({ method: 'GET', url: '/uploads/seed/p99999-big.webp' })).statusCode).toBe(404);
  });
});

// issue 25: the demo brands' owners are real brand-seller accounts (the one source of brand rights)
describe('demo brands and their owners', () => {
  it('every brand is owned by an existing brand seller; brand@demo.kr owns the first; only it signs in', async () => {
    const db = t.database.db;
    const rows = await db
      .select({ brand: brands.brandSysId, owner: users.userId, role: users.role, hash: users.passwordHash })
      .from(brands)
      .leftJoin(users, eq(users.userSysId, brands.sellerSysId))
      .orderBy(asc(brands.brandSysId));
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) expect(r.role, `brand ${r.brand} (${r.owner ?? 'no account'})`).toBe('brand');
    expect(rows[0]!.owner).toBe('brand@demo.kr');
    expect(rows.slice(1).every((r) => r.hash === null)).toBe(true);
    // each brand's seller notice is written under its owner (sellers/{sellerSysId}/notice)
    const notices = await db
      .select({ brand: sellerNotices.brandSysId, seller: sellerNotices.sellerSysId, owner: brands.sellerSysId })
      .from(sellerNotices)
      .innerJoin(brands, eq(brands.brandSysId, sellerNotices.brandSysId));
    expect(notices.length).toBe(rows.length);
    for (const n of notices) expect(n.seller, `notice of brand ${n.brand}`).toBe(n.owner);
  });
});
