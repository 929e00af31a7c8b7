/**
 * Issue 33 in real Chromium: a sponsored show (a sellover's show under a brand contract) says 광고 with
 * the brand on the player and on its share page; the product page lists its limits of the right of
 * withdrawal before the purchase, as the operator ticked them on the back-office product form; the footer
 * states the purchase-safety (escrow) enrolment. Korean and English.
 */
import assert from 'node:assert/strict';
import { RETURN_EXCEPTIONS } from '@lc/contracts';
import { apiCall, apiLogin, DEMO_USERS, uiLogin, type E2eTest } from '../lib.js';
import { demoProducts } from '../orders.js';

interface Card {
  broadcastSysId: number;
  broadcastScheduleSysId: number;
  sponsor: { brandName: string } | null;
}

/** A replay of the demo sellover's shows (booked under a brand contract). */
async function sponsoredReplay(baseUrl: string): Promise<Card> {
  const list = (await apiCall(baseUrl, 'GET', 'broadcasts/list?type=vod&startIndex=0&rowCount=100'))
    .broadcasts as Card[];
  const card = list.find((c) => c.sponsor);
  if (!card) throw new Error('the demo data has no sponsored replay');
  return card;
}

export const tests: E2eTest[] = [
  {
    name: 'disclosures: 광고 label on the player and the share page, return limits on the product page, purchase safety in the footer (ko, en)',
    async run({ baseUrl, newPage, shot }) {
      const card = await sponsoredReplay(baseUrl);
      const ids = `${card.broadcastSysId}/${card.broadcastScheduleSysId}`;
      const [product] = await demoProducts(baseUrl, 1, (d) => !d.isAlcohol);
      for (const lang of ['ko', 'en'] as const) {
        const ko = lang === 'ko';
        const page = await newPage({ locale: lang });

        await page.goto(`${baseUrl}/LiveInfo/share/${ids}`);
        const shareLabel = page.getByTestId('share-card').getByTestId('sponsor-label');
        await shareLabel.waitFor();
        assert.match(
          (await shareLabel.textContent()) ?? '',
          ko ? /^광고 · .+ 유료 광고 포함$/ : /^Ad · paid partnership with /,
        );
        await shot(page, `disclosures-share-${lang}`);

        await page.goto(`${baseUrl}/Vod/${ids}`);
        const playerLabel = page.locator('.player__top').getByTestId('sponsor-label');
        await playerLabel.waitFor();
        assert.match((await playerLabel.textContent()) ?? '', ko ? /^광고 · / : /^Ad · /);
        await shot(page, `disclosures-player-${lang}`);

        await page.goto(`${baseUrl}/Product/${product!.prdtSysId}`);
        const limits = page.getByTestId('return-exceptions');
        await limits.scrollIntoViewIfNeeded();
        await limits.getByText(ko ? /3개월 이내에 반품/ : /within 3 months/).waitFor();
        assert.ok((await limits.locator('li').count()) >= 1);
        await shot(page, `disclosures-product-${lang}`);

        await page.goto(`${baseUrl}/`);
        const safety = page.getByTestId('purchase-safety');
        await safety.scrollIntoViewIfNeeded();
        await safety.getByText(ko ? /구매안전서비스/ : /Purchase safety/).waitFor();
        await shot(page, `disclosures-footer-${lang}`);
        await page.close();
      }
    },
  },
  {
    name: 'disclosures: the operator ticks a return exception on the back-office product form, the product page shows it (ko, en)',
    async run({ baseUrl, newPage, shot }) {
      // a product of its own (a demo product's exceptions are other tests' premises)
      const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      const [demo] = await demoProducts(baseUrl, 1, (d) => !d.isAlcohol);
      const source = await apiCall(baseUrl, 'GET', `admin/products/${demo!.prdtSysId}`, undefined, admin.token);
      const name = `E2E 반품 제한 ${Date.now()}`;
      const created = await apiCall(
        baseUrl,
        'POST',
        'admin/products',
        {
          brandSysId: source.brandSysId,
          name,
          marketPrice: 30000,
          price: 30000,
          stock: 5,
          images: [(source.images as string[])[0]],
        },
        admin.token,
      );
      assert.equal(created.resultCode, '0001', JSON.stringify(created));
      const prdtSysId = created.prdtSysId as number;
      // ko ticks 4 (copyable packaging), en then ticks 5 (made to order) and finds 4 already ticked
      const ticks = { ko: 4, en: 5 } as const;
      for (const lang of ['ko', 'en'] as const) {
        const ko = lang === 'ko';
        const office = await newPage({ locale: lang });
        await office.setViewportSize({ width: 1280, height: 800 });
        await uiLogin(office, baseUrl, lang, DEMO_USERS.admin, undefined, '/admin/catalog');
        const search = office.locator('.adm-filters').getByRole('searchbox');
        await search.fill(name);
        await search.press('Enter');
        const row = office.getByTestId('admin-row').filter({ hasText: name });
        await row.getByRole('button', { name: ko ? '수정' : 'Edit', exact: true }).click();
        const fieldset = office.getByTestId('return-exceptions-fieldset');
        await fieldset.scrollIntoViewIfNeeded();
        await fieldset.getByText(ko ? /전자상거래법 제17조 ②/ : /E-Commerce Act art\. 17\(2\)/).waitFor();
        // exception 1 always applies (ticked, fixed); the current values are loaded
        assert.ok(await office.getByTestId('return-exception-1').isChecked());
        assert.ok(await office.getByTestId('return-exception-1').isDisabled());
        assert.equal(await office.getByTestId('return-exception-4').isChecked(), !ko);
        await office.getByTestId(`return-exception-${ticks[lang]}`).check();
        await shot(office, `disclosures-return-form-${lang}`);
        await office.getByTestId('product-save').click();
        await office.getByTestId('products-table').waitFor();
        await office.close();

        const page = await newPage({ locale: lang });
        await page.goto(`${baseUrl}/Product/${prdtSysId}`);
        const limits = page.getByTestId('return-exceptions');
        await limits.scrollIntoViewIfNeeded();
        const want = ko ? [1, 4] : [1, 4, 5];
        await limits.locator(`li[data-code="${ticks[lang]}"]`).waitFor();
        const codes = await limits
          .locator('li')
          .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-code'))));
        assert.deepEqual(codes, want);
        for (const code of want) {
          const e = RETURN_EXCEPTIONS.find((x) => x.code === code)!;
          assert.equal(await limits.locator(`li[data-code="${code}"]`).textContent(), ko ? e.ko : e.en);
        }
        await shot(page, `disclosures-return-product-${lang}`);
        await page.close();
      }
    },
  },
];
