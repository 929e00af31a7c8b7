import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness.js';
import { notices } from '../../db/schema/index.js';
import { createTranslationService, libreTranslate } from './translation.service.js';

/** A local service speaking the LibreTranslate API: POST /translate {q[], source, target} → {translatedText[]}. */
let server: Server;
let url: string;
let calls: { q: string[]; source: string; target: string }[] = [];
let failNext = false;
const DICT: Record<string, string> = {
  '겨울 코트': 'Winter coat',
  '라이브 방송': 'Live broadcast',
  안녕하세요: 'Hello',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/translate') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as { q: string[]; source: string; target: string };
      calls.push(body);
      if (failNext) {
        failNext = false;
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ translatedText: body.q.map((q) => DICT[q] ?? `[${body.target}] ${q}`) }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 30_000);
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('LibreTranslate adapter', () => {
  it('translates a batch in one call and keeps the order', async () => {
    calls = [];
    const tr = libreTranslate({ url });
    expect(await tr.translate(['겨울 코트', '안녕하세요'], 'en', 'ko')).toEqual(['Winter coat', 'Hello']);
    expect(calls).toEqual([{ q: ['겨울 코트', '안녕하세요'], source: 'ko', target: 'en', format: 'text' }]);
  });
  it('the service keeps Korean on failure, memoises successes and skips Korean targets', async () => {
    calls = [];
    const svc = createTranslationService({ translator: libreTranslate({ url }) });
    failNext = true;
    expect(await svc.localize([{ ko: '겨울 코트' }], 'en')).toEqual(['겨울 코트']);
    expect(await svc.localize([{ ko: '겨울 코트' }, { ko: '라이브 방송' }, { ko: 'x', en: 'stored' }], 'en')).toEqual([
      'Winter coat',
      'Live broadcast',
      'stored',
    ]);
    const before = calls.length;
    expect(await svc.localize([{ ko: '겨울 코트' }], 'en')).toEqual(['Winter coat']);
    expect(calls.length).toBe(before);
    expect(await svc.localize([{ ko: '겨울 코트' }], 'ko')).toEqual(['겨울 코트']);
    const down = createTranslationService({
      translator: libreTranslate({ url: 'http://127.0.0.1:9', timeoutMs: 500 }),
    });
    expect(await down.localize([{ ko: '겨울 코트' }], 'en')).toEqual(['겨울 코트']);
  });
});

describe('POST trans', () => {
  let withService: TestContext;
  beforeAll(async () => {
    withService = await startTestApp({ TRANSLATE_URL: url });
  }, 60_000);
  afterAll(async () => withService?.close());

  it('translates messages by id; Korean and failures come back unchanged with status original', async () => {
    const r = await withService.request({
      method: 'POST',
      url: 'trans',
      form: true,
      body: {
        language: 'en',
        messages: [
          { id: 1, text: '안녕하세요' },
          { id: 'b', text: '라이브 방송' },
        ],
      },
    });
    expect(r.json).toMatchObject({
      resultCode: '0001',
      status: 'translated',
      messages: [
        { id: 1, text: 'Hello' },
        { id: 'b', text: 'Live broadcast' },
      ],
    });
    const ko = await withService.request({
      method: 'POST',
      url: 'trans',
      body: { language: 'ko', messages: [{ id: 1, text: '안녕' }] },
    });
    expect(ko.json.status).toBe('original');
    failNext = true;
    const failed = await withService.request({
      method: 'POST',
      url: 'trans',
      body: { language: 'ja', messages: [{ id: 1, text: '새 문장' }] },
    });
    expect(failed.json).toMatchObject({
      resultCode: '0001',
      status: 'original',
      messages: [{ id: 1, text: '새 문장' }],
    });
    const bad = await withService.request({
      method: 'POST',
      url: 'trans',
      body: { language: 'english!', messages: [] },
    });
    expect(bad.json.resultCode).toBe('9422');
  });
  it('translates stored Korean-only titles for an English reader in one batch', async () => {
    await withService.database.db.insert(notices).values({ title: '겨울 코트', content: '라이브 방송', isPinned: 1 });
    const before = calls.length;
    const r = await withService.request({
      method: 'GET',
      url: 'operations/notices/list?rowCount=1',
      headers: { 'accept-language': 'en' },
    });
    expect((r.json.notices as { title: string; content: string }[])[0]).toMatchObject({
      title: 'Winter coat',
      content: 'Live broadcast',
    });
    expect(calls.length).toBe(before + 1);
    const ko = await withService.request({ method: 'GET', url: 'operations/notices/list?rowCount=1' });
    expect((ko.json.notices as { title: string }[])[0]!.title).toBe('겨울 코트');
  });
});
