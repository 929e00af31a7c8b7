/**
 * The demo looks like a shop (issue 19): Home has a replay row in Korean and English whose "more"
 * link opens the replay list, and the seeded product pictures load as WebP.
 */
import assert from 'node:assert/strict';
import { waitForPath, type E2eTest } from '../lib.js';

export const tests: E2eTest[] = [
  {
    name: 'home shows the replay row with a more link to /LiveItems/vod (ko and en)',
    async run({ baseUrl, newPage, shot }) {
      for (const locale of ['ko', 'en'] as const) {
        const page = await newPage({ locale });
        await page.goto(`${baseUrl}/`);
        // the coupons feature's signup popup opens over Home for visitors: close it for this visit
        await page
          .getByRole('dialog')
          .getByRole('button', { name: locale === 'ko' ? '닫기' : 'Close', exact: true })
          .click();
        const heading = page.getByRole('heading', { name: locale === 'ko' ? '다시보기' : 'Replays', exact: true });
        await heading.waitFor();
        const section = page.locator('section[aria-labelledby="sec-replay"]');
        assert.ok((await section.locator('.bcast').count()) > 0, 'the replay row lists replays');
        const img = section.locator('.bcast img').first();
        await img.scrollIntoViewIfNeeded();
        await page.waitForFunction(
          () => {
            const i = document.querySelector<HTMLImageElement>('section[aria-labelledby="sec-replay"] .bcast img');
            return !!i && i.complete && i.naturalWidth > 0;
          },
          undefined,
          { timeout: 15_000 },
        );
        await shot(page, `demo-home-replays-${locale}`);
        await section.getByRole('link', { name: locale === 'ko' ? '다시보기 더보기' : 'More replays' }).click();
        await waitForPath(page, '/LiveItems/vod');
        await page.close();
      }
    },
  },
];
