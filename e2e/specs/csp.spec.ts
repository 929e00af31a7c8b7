/**
 * The Content-Security-Policy in a real browser (issue 18): the app runs under it (every other spec
 * fails on a violation, see run.ts), an injected inline script does not run and is reported, and no
 * page can be framed.
 */
import assert from 'node:assert/strict';
import { waitUntil, type E2eTest } from '../lib.js';

export const tests: E2eTest[] = [
  {
    name: 'the home page runs under the CSP; an injected inline script is blocked and reported',
    async run({ baseUrl, newPage, cspViolations }) {
      const page = await newPage();
      const res = await page.goto(`${baseUrl}/`);
      const csp = res?.headers()['content-security-policy'] ?? '';
      assert.match(csp, /script-src 'self'/);
      assert.doesNotMatch(csp, /unsafe-inline/);
      await page.locator('#root *').first().waitFor();
      assert.equal(cspViolations.length, 0, `the app itself breaks no rule: ${cspViolations.join('; ')}`);

      const ran = await page.evaluate(() => {
        const s = document.createElement('script');
        s.textContent = 'window.__inlineRan = true';
        document.body.appendChild(s);
        return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
      });
      assert.equal(ran, false, 'an inline script does not run');
      await waitUntil(
        () => cspViolations.some((v) => v.startsWith('script-src-elem blocked inline')),
        'the violation to be reported',
        5_000,
      );
      // provoked on purpose: checked, so it does not fail this test
      cspViolations.splice(0, cspViolations.length);
    },
  },
  {
    name: 'another site cannot frame a page (frame-ancestors none)',
    async run({ baseUrl, newPage, cspViolations }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/`);
      // a document from another origin (about:blank with a data: frame counts as opaque) frames the app
      await page.setContent(`<iframe id="f" src="${baseUrl}/"></iframe>`);
      const frame = page.frames().find((f) => f !== page.mainFrame());
      // what is tested is that nothing loads: the frame is watched for 5 s (an early load fails at once)
      const until = Date.now() + 5_000;
      let text = '';
      while (Date.now() < until) {
        text = (await frame?.evaluate(() => document.body?.innerHTML ?? '').catch(() => '')) ?? '';
        if (text.includes('root')) break;
        await page.waitForTimeout(100);
      }
      assert.ok(!text.includes('id="root"'), 'the framed app did not load');
      cspViolations.splice(0, cspViolations.length);
    },
  },
];
