import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kstDate } from '@lc/contracts';
import { startTestApp, type TestContext } from '../../../test/harness.js';
import { userIdOf } from '../../../test/factories.js';

/** The shared day plan of a sellover carries Open Graph tags for link previews (issue 14). */
let t: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'lc-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>app</title></head><body></body></html>',
  );
  t = await startTestApp({ WEB_DIST: dist });
});
afterAll(async () => t?.close());

const get = (url: string, lang = 'ko') =>
  t.app.fastify.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': lang } });

describe('/sharePlan/{userSysId}/{date}', () => {
  it("carries the plan's title, shows and image; an unknown sellover gets the plain page", async () => {
    const seller = await userIdOf(t.database.db, 'seller@demo.kr');
    const day = kstDate(new Date(t.clock.now));
    const plan = await t.request({ method: 'GET', url: `sally/shareplan/${seller}/${day}` });
    const shows = plan.json.broadcasts as { title: string; startTime: string }[];
    expect(shows.length).toBeGreaterThan(0);
    for (const url of [`/sharePlan/${seller}/${day}`, `/sharePlan/${seller}/${day.replace(/-/g, '')}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<meta property="og:title" content="데모셀러의 ${day} 라이브 편성표">`);
      expect(res.body).toContain(`<title>데모셀러의 ${day} 라이브 편성표</title>`);
      expect(res.body).toContain(`${shows[0]!.startTime} ${shows[0]!.title}`);
      expect(res.body).toContain(`<meta property="og:url" content="http://localhost:80/sharePlan/${seller}/${day}">`);
      expect(res.body).toContain('<meta property="og:image" content="http://localhost:80/uploads/');
      expect(res.body.indexOf('og:title')).toBeLessThan(res.body.indexOf('</head>'));
    }
    expect((await get(`/sharePlan/${seller}/${day}`, 'en')).body).toContain(
      `content="데모셀러&#39;s live shows on ${day}"`,
    );
    const buyer = await userIdOf(t.database.db, 'buyer@demo.kr');
    for (const url of [`/sharePlan/${buyer}/${day}`, '/sharePlan']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>app</title>');
      expect(res.body).not.toContain('og:title');
    }
    expect((await t.request({ method: 'GET', url: `sally/shareplan/${buyer}/${day}` })).json.resultCode).toBe('8201');
  });
});
