/**
 * Shopping §9 "evidence requested within 15 days" (issue 32): on /ExchangeDetail the buyer adds photos
 * to an open return of a defective item and sees them on the request, in Korean and English.
 */
import assert from 'node:assert/strict';
import { apiCall, apiLogin, DEMO_USERS, dialogSeen, jpegPhoto, recordDialogs, uiLogin, type E2eTest } from '../lib.js';
import { dispatchedOrder } from '../orders.js';

const DEFECTIVE = 8;

export const tests: E2eTest[] = [
  {
    name: 'claim evidence: the buyer adds photos to an open return on /ExchangeDetail (ko, en)',
    async run({ baseUrl, newPage, shot }) {
      const buyer = await apiLogin(baseUrl, DEMO_USERS.buyer);
      const admin = await apiLogin(baseUrl, DEMO_USERS.admin);
      for (const lang of ['ko', 'en'] as const) {
        const o = await dispatchedOrder(baseUrl, buyer.token, admin.token);
        await apiCall(
          baseUrl,
          'POST',
          `operations/orders/${o.orderSysId}/products/${o.pid}/delivered`,
          undefined,
          admin.token,
        );
        const asked = await apiCall(
          baseUrl,
          'POST',
          `orders/${o.orderSysId}/products/${o.pid}/proposaling/return`,
          { reasonCode: DEFECTIVE, reasonDetail: '전원이 켜지지 않아요' },
          buyer.token,
        );
        const claim = asked.claim as { claimSysId: number; images: string[] };
        assert.equal(claim.images.length, 0, JSON.stringify(asked));

        const page = await newPage({ locale: lang });
        const dialogs = recordDialogs(page);
        await uiLogin(page, baseUrl, lang);
        await page.goto(`${baseUrl}/ExchangeDetail/${o.orderSysId}/${o.pid}/${claim.claimSysId}/return`);
        const card = page.getByTestId('claim-card');
        await card
          .getByText(lang === 'ko' ? '신청일로부터 15일 이내에 5장까지' : 'within 15 days of the request, up to 5', {
            exact: false,
          })
          .waitFor();
        await shot(page, `claims-evidence-before-${lang}`);
        await card.getByTestId('claim-add-photos').setInputFiles([
          { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto('#c8a27a') },
          { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto('#4a6fa5') },
        ]);
        await dialogSeen(dialogs, lang === 'ko' ? /^사진을 추가했어요\./ : /^Photos added\./);
        await card.locator('.claimreq__photos img').nth(1).waitFor();
        await shot(page, `claims-evidence-after-${lang}`);
        await page.close();
      }
    },
  },
];
