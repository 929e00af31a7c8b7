/**
 * Issue 18, finding 2: security headers on every kind of answer (page, share page, asset, upload,
 * API success and failure, the catalog's cached fast path, Socket.IO), HSTS only with COOKIE_SECURE,
 * and the CSP report endpoint.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
let secure: TestContext;
let base: string;
let web: string;

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'lc-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>t</title><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');
  t = await startTestApp({ WEB_DIST: web });
  secure = await startTestApp({ COOKIE_SECURE: 'true' });
  await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.fastify.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await secure?.close();
  rmSync(web, { recursive: true, force: true });
});

function expectHeaders(h: Headers, what: string) {
  const csp = h.get('content-security-policy') ?? '';
  if (what.includes('.svg')) {
    // an uploaded SVG keeps its own, stricter policy: nothing runs inside it
    expect(csp, what).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    expect(h.get('x-content-type-options'), what).toBe('nosniff');
    expect(h.get('x-frame-options'), what).toBe('DENY');
    return;
  }
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toMatch(/script-src 'self'( https:\/\/t1\.daumcdn\.net)?;/);
  expect(csp, what).not.toContain('unsafe-inline');
  expect(csp, what).not.toContain('unsafe-eval');
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("worker-src 'self' blob:");
  expect(csp, what).toContain("media-src 'self' blob:");
  expect(csp, what).toContain('report-uri /api/v1/csp-reports');
  expect(h.get('x-frame-options'), what).toBe('DENY');
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(h.get('permissions-policy'), what).toContain('camera=(self), microphone=(self)');
  expect(h.get('strict-transport-security'), what).toBeNull();
}

describe('security headers', () => {
  it('are on every kind of answer', async () => {
    const main = await fetch(`${base}/api/v1/broadcasts/mainlists`).then(
      (r) =>
        r.json() as Promise<{ jsonData: { liveList: { broadcastSysId: number; broadcastScheduleSysId: number }[] } }>,
    );
    const live = main.jsonData.liveList[0]!;
    const upload = /"(\/uploads\/[^"]+\.(?:png|jpe?g|webp|svg))"/.exec(JSON.stringify(main))?.[1];
    const cases: [string, string, Record<string, string>?][] = [
      ['page', '/'],
      ['deep page', '/MyPage', { accept: 'text/html' }],
      ['share page', `/LiveInfo/share/${live.broadcastSysId}/${live.broadcastScheduleSysId}`, { accept: 'text/html' }],
      ['asset', '/assets/app.js'],
      ['missing asset', '/assets/none.js'],
      ['API success', '/api/v1/health'],
      ['API failure', '/api/v1/users/1'],
      ['API 404', '/api/v1/nothing-here'],
      ['catalog (computed)', '/api/v1/categories?x=1'],
      ['catalog (cached fast path)', '/api/v1/categories?x=1'],
      ['Socket.IO polling', '/socket.io/?EIO=4&transport=polling'],
    ];
    if (upload) cases.push(['upload', upload]);
    for (const [what, url, headers] of cases) {
      const res = await fetch(`${base}${url}`, { headers: headers ?? {} });
      expectHeaders(res.headers, `${what} ${url} (${res.status})`);
      await res.arrayBuffer();
    }
    // the share page has its Open Graph tags and no script of its own beyond the built bundle
    const share = await fetch(`${base}/LiveInfo/share/${live.broadcastSysId}/${live.broadcastScheduleSysId}`, {
      headers: { accept: 'text/html' },
    }).then((r) => r.text());
    expect(share).toContain('og:title');
    expect(share.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
  });

  it('are on injected answers too (what the other HTTP tests see)', async () => {
    const res = await t.request({ method: 'GET', url: 'health' });
    expect(res.raw.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.raw.headers['x-content-type-options']).toBe('nosniff');
  });

  it('HSTS only when COOKIE_SECURE is on', async () => {
    const res = await secure.request({ method: 'GET', url: 'health' });
    expect(res.raw.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.request({ method: 'GET', url: 'health' });
    expect(plain.raw.headers['strict-transport-security']).toBeUndefined();
  });

  it('CSP reports (both formats) are read and logged', async () => {
    const legacy = await fetch(`${base}/api/v1/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': `${base}/MyPage`,
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js',
        },
      }),
    }).then((r) => r.json() as Promise<{ jsonData: Record<string, unknown> }>);
    expect(legacy.jsonData).toMatchObject({ resultCode: '0001', received: 1 });
    const modern = await fetch(`${base}/api/v1/csp-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          body: { documentURL: `${base}/`, effectiveDirective: 'img-src', blockedURL: 'https://x.example/a.png' },
        },
      ]),
    }).then((r) => r.json() as Promise<{ jsonData: Record<string, unknown> }>);
    expect(modern.jsonData).toMatchObject({ resultCode: '0001', received: 1 });
    const logged = t.logs.join('');
    expect(logged).toContain('https://evil.example/x.js');
    expect(logged).toContain('https://x.example/a.png');
  });
});
