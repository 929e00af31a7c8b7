/**
 * The spec's last gaps (issue 32) in real Chromium: a live-only product outside its broadcast's hours
 * (shopping §8) says so on its page and cannot be bought.
 */
import assert from 'node:assert/strict';
import { apiCall, apiLogin, DEMO_USERS, dialogSeen, recordDialogs, uiLogin, type E2eTest } from '../lib.js';
import { deliveryWindowKst } from '@lc/contracts';
import { demoProducts } from '../orders.js';

export const tests: E2eTest[] = [
  {
    name: 'live-only product outside its broadcast hours: the page says so and the buy button refuses (ko, en; issue 32)',
    async run(ctx) {
      // a plain product (no live price, no options) far down the list, which the other specs leave alone
      const candidates = await demoProducts(ctx.baseUrl, 12, (p) => p.optionGroups.length === 0 && !p.isAlcohol);
      const p = candidates.at(-1)!;
      const { token } = await apiLogin(ctx.baseUrl, DEMO_USERS.admin);
      const mark = async (isLiveOnly: 0 | 1) => {
        const r = await apiCall(ctx.baseUrl, 'PATCH', `products/${p.prdtSysId}`, { isLiveOnly }, token);
        assert.equal(r.resultCode, '0001', JSON.stringify(r));
      };
      await mark(1);
      try {
        const texts = {
          ko: { note: '라이브 방송 시간에만 구매할 수 있는 상품입니다.', button: '구매 불가' },
          en: { note: 'This product can only be bought during its live broadcast.', button: 'Not for sale' },
        } as const;
        for (const locale of ['ko', 'en'] as const) {
          const page = await ctx.newPage({ locale });
          const dialogs = recordDialogs(page);
          await uiLogin(page, ctx.baseUrl, locale, DEMO_USERS.buyer, undefined, `/Product/${p.prdtSysId}`);
          const note = page.getByTestId('live-only');
          await note.waitFor();
          assert.ok((await note.innerText()).startsWith(texts[locale].note), await note.innerText());
          await ctx.shot(page, `product-live-only-${locale}`);
          const buy = page.locator('.buybar').getByRole('button', { name: texts[locale].button });
          await buy.click();
          await dialogSeen(dialogs, texts[locale].note);
          assert.equal(await page.locator('.buybar__cart').count(), 0, 'no add-to-cart button');
        }
      } finally {
        await mark(0);
      }
    },
  },
  {
    name: 'product page: a mouse drag past 20 px moves the gallery, a shorter one does not; the arrival window (2–5 weekdays, ships within 3) shows; back to top (ko, en; issue 32)',
    async run(ctx) {
      const list = (await apiCall(ctx.baseUrl, 'GET', 'products/mainlist?startIndex=0&rowCount=40')).products as {
        prdtSysId: number;
      }[];
      let id = 0;
      for (const c of list) {
        const d = (await apiCall(ctx.baseUrl, 'GET', `products/${c.prdtSysId}`)).product as { images: string[] };
        if (d.images.length >= 2) {
          id = c.prdtSysId;
          break;
        }
      }
      assert.ok(id, 'a product with two pictures or more');
      const arrivalWindow = deliveryWindowKst(new Date());
      for (const locale of ['ko', 'en'] as const) {
        const page = await ctx.newPage({ locale });
        recordDialogs(page);
        await page.goto(`${ctx.baseUrl}/Product/${id}`);
        const track = page.getByTestId('gallery-track');
        await track.waitFor();
        const count = page.locator('.gallery__count');
        await count.filter({ hasText: /^1 \/ / }).waitFor();
        const box = (await track.boundingBox())!;
        const drag = async (dx: number) => {
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width / 2 - dx, box.y + box.height / 2, { steps: 4 });
          await page.mouse.up();
        };
        // 15 px: under the threshold, the first picture stays
        await drag(15);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
        assert.equal(await track.evaluate((el) => el.scrollLeft), 0);
        // 40 px: the next picture
        await drag(40);
        await count.filter({ hasText: /^2 \/ / }).waitFor({ timeout: 5_000 });
        const arrival = page.getByTestId('arrival');
        await arrival.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        const text = await arrival.innerText();
        // the last day of the window, as the page writes it (month/day)
        const [, m, d] = arrivalWindow.to.split('-').map(Number);
        assert.ok(text.includes(locale === 'ko' ? `${m}. ${d}.` : `${m}/${d}`), `${text} names ${arrivalWindow.to}`);
        await ctx.shot(page, `product-arrival-${locale}`);
        // far down the page: back to top, animated (500 ms)
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const top = page.getByRole('button', { name: locale === 'ko' ? '맨 위로' : 'Back to top' });
        await top.click();
        await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5_000 });
        assert.equal(await top.count(), 0, 'the button goes at the top');
      }
    },
  },
];
