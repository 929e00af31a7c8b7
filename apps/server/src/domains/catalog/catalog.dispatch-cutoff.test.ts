import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { SAME_DAY_DISPATCH_CUTOFF_KST } from '@lc/contracts';
import { brands } from '../../db/schema/index.js';
import { startTestApp, type TestContext } from '../../../test/harness.js';

/**
 * Issue 32: one same-day dispatch time. The brands' delivery notices and the FAQ name the one value in
 * contracts (the product page's delivery guide shows it too), and no other hour.
 */
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** Every HH:MM or "오후 N시" / "N p.m." a text names. */
const times = (s: string) => s.match(/\b\d{1,2}:\d{2}\b|오[전후] ?\d{1,2}시|\d{1,2} ?[ap]\.m\./g) ?? [];

describe('the same-day dispatch time', () => {
  it('is the one value in every brand notice, in Korean and English', async () => {
    const all = await t.database.db.select().from(brands).orderBy(asc(brands.brandSysId));
    expect(all.length).toBeGreaterThan(0);
    for (const b of all) {
      if (b.sellerSysId === null) continue;
      for (const lang of ['ko', 'en']) {
        const r = await t.request({
          method: 'GET',
          url: `sellers/${b.sellerSysId}/notice?brandSysId=${b.brandSysId}&lang=${lang}`,
        });
        const text = (r.json.notices as { title: string; content: string }[])
          .map((n) => `${n.title} ${n.content}`)
          .join(' ');
        expect(times(text), `${b.name} (${lang}): ${text}`).toEqual(
          times(text).map(() => SAME_DAY_DISPATCH_CUTOFF_KST),
        );
        expect(text).toContain(SAME_DAY_DISPATCH_CUTOFF_KST);
      }
    }
  });

  it('is the one the FAQ names for delivery', async () => {
    const r = await t.request({ method: 'GET', url: 'operations/faqs?faqKeyword=' + encodeURIComponent('배송') });
    expect(JSON.stringify(r.json)).toContain(`평일 ${SAME_DAY_DISPATCH_CUTOFF_KST} 이전`);
  });
});
