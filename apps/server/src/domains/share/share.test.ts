import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortLinks } from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';

/** Issue 25 N4: links that a browser reads as another site are refused where they are made and followed. */
const OWN = 'http://localhost:80';
const VECTORS = [
  '/\\evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '//evil.example',
  `${OWN}//evil.example`,
  `${OWN}/\\evil.example`,
  'javascript:alert(1)',
];

describe('links on our own site only (issue 25 N4)', () => {
  let t: TestContext;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ PUSH_INTERVAL_SECONDS: '0' });
    admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
  });
  afterAll(async () => t?.close());

  const shorten = (longDynamicLink: string) =>
    t.request({
      method: 'POST',
      url: 'firebase/shortlink',
      body: { longDynamicLink },
      headers: { host: 'localhost:80' },
    });

  it.each(VECTORS)('firebase/shortlink refuses %j with 8502 and stores nothing', async (link) => {
    const before = (await t.database.db.select().from(shortLinks)).length;
    const r = await shorten(link);
    expect(r.json.resultCode).toBe('8502');
    expect((await t.database.db.select().from(shortLinks)).length).toBe(before);
  });

  it('an own-host absolute link is kept as its path, and followed', async () => {
    const r = await shorten(`${OWN}/ProductDetail/1?utm_source=kakao`);
    expect(r.json.resultCode).toBe('0001');
    const code = (r.json.shortLink as string).split('/s/')[1]!;
    const go = await t.app.fastify.inject({ method: 'GET', url: `/s/${code}` });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('/ProductDetail/1?utm_source=kakao');
  });

  it('a stored row written before the check (an old row) is answered as a missing link, never followed', async () => {
    const at = new Date();
    const rows = VECTORS.map((target, i) => ({ code: `OldEvil${i}`, target, createdAt: at }));
    await t.database.db.insert(shortLinks).values(rows);
    for (const row of rows) {
      const go = await t.app.fastify.inject({ method: 'GET', url: `/s/${row.code}` });
      expect(go.statusCode, row.target).toBe(404);
      expect(go.headers.location).toBeUndefined();
      expect((JSON.parse(go.body) as { jsonData: { resultCode: string } }).jsonData.resultCode).toBe('8503');
    }
  });

  it.each(['/\\evil.example', '/\t/evil.example', '//evil.example', 'https://evil.example/x'])(
    'the staff push campaign refuses the link %j with 8505',
    async (url) => {
      const r = await t.request({
        method: 'POST',
        url: 'push/events',
        token: admin,
        body: { title: '주말 특가', body: '지금 확인하세요', url },
      });
      expect(r.json.resultCode).toBe('8505');
    },
  );

  it('the staff push campaign keeps a path on this site', async () => {
    const r = await t.request({
      method: 'POST',
      url: 'push/events',
      token: admin,
      body: { title: '주말 특가', body: '지금 확인하세요', url: '/Event/1' },
    });
    expect(r.json.resultCode).toBe('0001');
  });
});
