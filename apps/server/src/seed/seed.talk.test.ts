import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, productReviews, products } from '../db/schema/index.js';
import { startTestApp, type TestContext } from '../../test/harness.js';
import { DEMO_CHAT_BOT } from '../media/demo-chat-bot.js';
import { DEMO, REPLAY_CHAT } from './broadcasts.js';

/**
 * Issue 32: the demo's scripted chat and reviews talk about the products they sit under. Each level-2
 * category has words only its own products' talk uses; a line may use the words of its own categories
 * and of none other (a line with no such word is general talk: delivery, price, greetings).
 */
const WORDS: { words: string[]; fits: string[] }[] = [
  { words: ['아우터', '겉옷', '겉감'], fits: ['아우터'] },
  { words: ['상의'], fits: ['상의'] },
  { words: ['사이즈', '치수', '핏'], fits: ['아우터', '상의', '러닝', '요가'] },
  { words: ['가방'], fits: ['가방'] },
  { words: ['피부', '스킨케어', '발림성', '제형'], fits: ['스킨케어', '메이크업', '바디'] },
  { words: ['메이크업', '발색'], fits: ['메이크업'] },
  { words: ['바디', '샤워', '향기'], fits: ['바디'] },
  { words: ['신선', '싱싱'], fits: ['신선식품'] },
  { words: ['간편', '데워', '한 끼'], fits: ['간편식'] },
  { words: ['마시', '마셔', '음료', '원두', '커피', '디카페인', '드립백'], fits: ['음료'] },
  { words: ['주방', '요리'], fits: ['주방'] },
  { words: ['침실', '잘 때', '숙면'], fits: ['침구'] },
  { words: ['수납', '정리'], fits: ['수납'] },
  { words: ['러닝', '달리'], fits: ['러닝'] },
  { words: ['요가', '필라테스', '홈트'], fits: ['요가'] },
  { words: ['캠핑'], fits: ['캠핑'] },
];
/** the words of `text` that belong to none of `own` (categories) */
const foreign = (text: string, own: readonly string[]) =>
  WORDS.filter((g) => !g.fits.some((c) => own.includes(c))).flatMap((g) => g.words.filter((w) => text.includes(w)));
/** the words of `text` that belong to one of `own` */
const fitting = (text: string, own: readonly string[]) =>
  WORDS.filter((g) => g.fits.some((c) => own.includes(c))).flatMap((g) => g.words.filter((w) => text.includes(w)));

describe('demo chat lines (issue 32)', () => {
  it("the scripted live chat (viewers, questions, answers, banners, notice) fits the live show's products", () => {
    const live = DEMO.find((d) => d.kind === 'live')!;
    const lines = [
      ...DEMO_CHAT_BOT.messages,
      ...DEMO_CHAT_BOT.banners,
      DEMO_CHAT_BOT.notice,
      ...DEMO_CHAT_BOT.answers.flatMap((a) => [a.content, a.answer]),
    ];
    for (const line of lines) expect(foreign(line, live.categories), line).toEqual([]);
    // and it does talk about them
    expect(lines.filter((l) => fitting(l, live.categories).length > 0).length).toBeGreaterThanOrEqual(3);
  });

  it("the recorded replay chat fits the replay's products", () => {
    const replay = DEMO.find((d) => d.kind === 'replay')!;
    const lines = REPLAY_CHAT.flatMap((m) => [m.msg, m.content ?? '', m.answer ?? '']).filter(Boolean);
    for (const line of lines) expect(foreign(line, replay.categories), line).toEqual([]);
    expect(lines.filter((l) => fitting(l, replay.categories).length > 0).length).toBeGreaterThanOrEqual(3);
  });
});

describe('demo reviews (issue 32)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(() => t.close());

  it("every seeded review talks about its own product's kind, and about no other", async () => {
    const rows = await t.database.db
      .select({ content: productReviews.content, product: products.name, category: categories.name })
      .from(productReviews)
      .innerJoin(products, eq(products.prdtSysId, productReviews.prdtSysId))
      .innerJoin(categories, eq(categories.categorySysId, products.categorySysId));
    expect(rows.length).toBeGreaterThan(200);
    for (const r of rows) {
      const what = `${r.category} / ${r.product}: ${r.content}`;
      expect(foreign(r.content, [r.category]), what).toEqual([]);
      expect(fitting(r.content, [r.category]).length, what).toBeGreaterThan(0);
    }
  });
});
