import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'lc-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>app</title></head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  // issue 19 "Speed": the build writes a brotli copy beside each text file
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  t = await startTestApp({ WEB_DIST: dist });
});
afterAll(async () => t?.close());

const get = (url: string, accept = 'text/html') => t.app.fastify.inject({ method: 'GET', url, headers: { accept } });

describe('serving the web app', () => {
  it('answers every route path with the app, revalidated each time', async () => {
    for (const url of ['/', '/MyPage', '/Product/3/Live/9', '/sharePlan/5/2024.01.01', '/no/such/page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>app</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and a missing asset as 404', async () => {
    const js = await get('/assets/main-abc123.js', '*/*');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/gone.js', '*/*')).statusCode).toBe(404);
    expect((await get('/uploads/nothing.png', '*/*')).statusCode).toBe(404);
  });

  it('sends the precompressed copy to a browser that accepts it, the plain file to others', async () => {
    const url = '/assets/main-abc123.js';
    const br = await t.app.fastify.inject({
      method: 'GET',
      url,
      headers: { accept: '*/*', 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    const plain = await t.app.fastify.inject({
      method: 'GET',
      url,
      headers: { accept: '*/*', 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('gives share links the broadcast Open Graph tags, escaped; other pages and unknown broadcasts stay plain', async () => {
    const lists = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json;
    type Card = { broadcastSysId: number; broadcastScheduleSysId: number; title: string };
    const card = [...(lists.liveList as Card[]), ...(lists.readyList as Card[]), ...(lists.vodList as Card[])][0]!;
    expect(card).toBeDefined();
    const intro = (
      await t.request({
        method: 'GET',
        url: `broadcasts/${card.broadcastSysId}/intro?broadcastScheduleSysId=${card.broadcastScheduleSysId}`,
      })
    ).json.broadcast as { shareTitle: string; title: string; sponsor: { brandName: string } | null };
    // a show made under a brand contract says so first (issue 33, 광고 label)
    const title = `${intro.sponsor ? '(광고) ' : ''}${intro.shareTitle || intro.title}`;
    const esc = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    for (const url of [
      `/LiveInfo/share/${card.broadcastSysId}/${card.broadcastScheduleSysId}`,
      `/Vod/${card.broadcastSysId}/${card.broadcastScheduleSysId}/live`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<meta property="og:title" content="${esc.replace(/'/g, '&#39;')}">`);
      expect(res.body).toContain(
        `<meta property="og:url" content="http://localhost:80/Vod/${card.broadcastSysId}/${card.broadcastScheduleSysId}/live">`,
      );
      expect(res.body).toContain('<meta property="og:image:width" content="800">');
      expect(res.body.indexOf('og:title')).toBeLessThan(res.body.indexOf('</head>'));
    }
    // an unknown broadcast, or any other page, is the plain app
    for (const url of ['/LiveInfo/share/999999/999999', `/Vod/${card.broadcastSysId}/${card.broadcastScheduleSysId}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>app</title>');
      expect(res.body).not.toContain('og:title');
    }
  });

  it('keeps API answers as envelopes', async () => {
    const res = await get('/api/v1/nope', 'application/json');
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body).jsonData.resultCode).toBe('9404');
  });

  it('refuses path traversal', async () => {
    for (const url of [
      '/uploads/../../etc/passwd',
      '/uploads/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/%2e%2e/%2e%2e/package.json',
    ]) {
      const res = await get(url, '*/*');
      expect(res.body, url).not.toContain('root:');
      expect(res.body, url).not.toContain('"workspaces"');
    }
  });
});
