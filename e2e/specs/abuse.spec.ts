/**
 * Issue 25 in real Chromium: a short link whose stored target a browser reads as another site (a row
 * written before the check was strict) keeps the browser on our site. Issue 32 item 7: the demo brand
 * seller enters the back-office at /admin, reaches its brand's questions and reviews from it, and is
 * listed as a brand seller (ko/en).
 *
 * The short-link row is written straight into the database, as an old row would be: the spec runs its own server
 * in this process (the test harness, the built web) so it can reach that database, beside a second
 * local server standing for the foreign site.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { shortLinks } from '../../apps/server/src/db/schema/index.js';
import { startTestApp } from '../../apps/server/test/harness.js';
import { repoRoot } from '../server.js';
import { uiLogin, type E2eContext, type E2eTest } from '../lib.js';

async function shortLinkStaysOnSite(ctx: E2eContext): Promise<void> {
  const foreign = createServer((_req, res) => res.end('<!doctype html><title>foreign</title>foreign site'));
  await new Promise<void>((r) => foreign.listen(0, '127.0.0.1', r));
  const foreignHost = `127.0.0.1:${(foreign.address() as AddressInfo).port}`;
  const t = await startTestApp({ WEB_DIST: path.join(repoRoot, 'apps/web/dist') });
  try {
    await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const own = `http://127.0.0.1:${(t.app.fastify.server.address() as AddressInfo).port}`;
    // each of the probe's stored vectors, pointing at the local "foreign" server
    const targets = [`/\\${foreignHost}/`, `/\\/${foreignHost}/`, `/\t/${foreignHost}/`, `//${foreignHost}/`];
    await t.database.db
      .insert(shortLinks)
      .values(targets.map((target, i) => ({ code: `OldRow0${i}`, target, createdAt: new Date() })));
    const page = await ctx.newPage();
    for (const [i, target] of targets.entries()) {
      const res = await page.goto(`${own}/s/OldRow0${i}`);
      assert.equal(new URL(page.url()).origin, own, `${JSON.stringify(target)} left the site for ${page.url()}`);
      assert.equal(res?.status(), 404);
      assert.doesNotMatch(await page.content(), /foreign site/);
    }
    // a good link still lands on its page
    const ok = await t.request({
      method: 'POST',
      url: 'firebase/shortlink',
      body: { longDynamicLink: `${own}/ProductDetail/1` },
      headers: { host: new URL(own).host },
    });
    await page.goto(ok.json.shortLink as string);
    assert.equal(page.url(), `${own}/ProductDetail/1`);
  } finally {
    await t.close();
    foreign.close();
  }
}

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const BRAND = 'brand@demo.kr';

async function brandSellerBackOffice({ baseUrl, newPage, shot }: E2eContext): Promise<void> {
  for (const lang of ['ko', 'en'] as const) {
    const label = lang === 'ko' ? '브랜드 판매자' : 'Brand seller';
    const page = await newPage({ locale: lang });
    await page.setViewportSize(DESKTOP);
    await uiLogin(page, baseUrl, lang, BRAND, undefined, '/admin');
    // /admin lets it in (its dashboard), with its role named, and the menu its rights allow
    await page.getByTestId('admin-who').waitFor();
    assert.equal(await page.getByTestId('admin-denied').count(), 0);
    assert.match(await page.getByTestId('admin-who').innerText(), new RegExp(label));
    await page.locator('.adm-h1').first().waitFor();
    for (const key of ['dashboard', 'orders', 'claims', 'engagement'])
      assert.equal(await page.getByTestId(`admin-nav-${key}`).count(), 1, `${key} in the menu`);
    for (const key of ['members', 'coupons', 'audit', 'content'])
      assert.equal(await page.getByTestId(`admin-nav-${key}`).count(), 0, `${key} not in the menu`);
    await page.waitForLoadState('networkidle');
    await shot(page, `abuse-brand-admin-${lang}-desktop`);
    await page.setViewportSize(PHONE);
    await shot(page, `abuse-brand-admin-${lang}-phone`);
    await page.setViewportSize(DESKTOP);
    // its brand's questions and reviews, reached from the back-office
    await page.getByTestId('admin-nav-engagement').click();
    await page.getByTestId('link-questions').click();
    await page.getByTestId('queue-item').first().waitFor();
    await shot(page, `abuse-brand-questions-${lang}-desktop`);
    await page.goBack();
    await page.getByTestId('link-reviews').click();
    await page.waitForURL(/\/admin\/reviews/);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByText('9403').count(), 0);
  }
  // the operator's member list names its role: 브랜드 판매자 / Brand seller, not 구매자
  for (const lang of ['ko', 'en'] as const) {
    const page = await newPage({ locale: lang });
    await page.setViewportSize(DESKTOP);
    await uiLogin(page, baseUrl, lang, 'admin@demo.kr', undefined, '/admin/members');
    await page.getByTestId('filter-q').fill(BRAND);
    await page.getByTestId('filter-q').press('Enter');
    const row = page.getByTestId('admin-row').filter({ hasText: BRAND });
    await row.waitFor();
    assert.match(await row.innerText(), lang === 'ko' ? /브랜드 판매자/ : /Brand seller/);
    assert.doesNotMatch(await row.innerText(), lang === 'ko' ? /구매자/ : /Buyer/);
    await shot(page, `abuse-members-brand-${lang}-desktop`);
    await page.setViewportSize(PHONE);
    await shot(page, `abuse-members-brand-${lang}-phone`);
  }
}

export const tests: E2eTest[] = [
  {
    name: 'a short link stored with a target a browser reads as another site stays on the site (issue 25 N4)',
    run: shortLinkStaysOnSite,
  },
  {
    name: 'the demo brand seller enters /admin, reaches its questions and reviews, and is listed as a brand seller (issue 32 item 7)',
    run: brandSellerBackOffice,
  },
];
