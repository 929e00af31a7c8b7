import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BroadcastCard } from '@lc/contracts';
import { startTestApp, type TestContext } from '../../../test/harness.js';
import { broadcastSchedules, broadcasts } from '../../db/schema/index.js';

// issue 19: texts of a show with no stored English are machine-translated for English readers
let server: Server;
let t: TestContext;

beforeAll(async () => {
  // a local service speaking the LibreTranslate API, marking what it translated
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { q: string[]; target: string };
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ translatedText: body.q.map((q) => `[${body.target}] ${q}`) }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t = await startTestApp({ TRANSLATE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server.close(r));
});

describe('broadcast texts for English readers', () => {
  it('stored English first; without it the translation of the title, share texts and notice; Korean readers unchanged', async () => {
    const main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as {
      liveList: BroadcastCard[];
    };
    const live = main.liveList[0]!;
    const en = () =>
      t.request({
        method: 'GET',
        url: `broadcasts/${live.broadcastSysId}/intro`,
        headers: { 'accept-language': 'en' },
      });
    // as seeded: the stored English texts
    const stored = (await en()).json.broadcast as { title: string; shareTitle: string; noti: string };
    expect(stored.title).toBe('Moa Beauty hydrating skincare live deals');
    expect(stored.shareTitle).toBe(stored.title);
    expect(stored.noti).not.toMatch(/^\[en\]/);
    // a show edited in Korean only (no English texts) and a new Korean notice from the host
    await t.database.db
      .update(broadcasts)
      .set({ titleEn: null, shareTitleEn: null, shareTextEn: null, briefCommentEn: null })
      .where(eq(broadcasts.broadcastSysId, live.broadcastSysId));
    await t.database.db
      .update(broadcastSchedules)
      .set({ noti: '오늘만 무료배송!', notiEn: null })
      .where(eq(broadcastSchedules.broadcastScheduleSysId, live.broadcastScheduleSysId));
    const b = (await en()).json.broadcast as { title: string; shareTitle: string; shareText: string; noti: string };
    expect(b.title).toBe(`[en] ${live.title}`);
    expect(b.shareTitle).toBe(`[en] ${live.title}`);
    expect(b.shareText).toMatch(/^\[en\] /);
    expect(b.noti).toBe('[en] 오늘만 무료배송!');
    const list = (await t.request({ method: 'GET', url: 'broadcasts/mainlists?lang=en' })).json as {
      liveList: BroadcastCard[];
    };
    expect(list.liveList[0]!.title).toBe(`[en] ${live.title}`);
    const ko = (await t.request({ method: 'GET', url: `broadcasts/${live.broadcastSysId}/intro` })).json.broadcast as {
      title: string;
      noti: string;
    };
    expect(ko.title).toBe(live.title);
    expect(ko.noti).toBe('오늘만 무료배송!');
  });
});
