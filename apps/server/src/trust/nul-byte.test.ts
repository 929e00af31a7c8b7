/**
 * Issue 18, finding 3: `GET operations/faqs?keyword=%00` answered 500 (the NUL reached PostgreSQL).
 * The request layer refuses a NUL in any query, path parameter or body string with 400 9431; the
 * requests below are generated from the app's route table, so a new route is covered by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@lc/contracts';
import { PassThrough } from 'node:stream';
import { hasNul, routeTableOf } from '../http/nul-guard.js';
import { login, startTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await login(t, 'buyer@demo.kr')).json.accessToken as string;
});
afterAll(async () => t?.close());

const apiRoutes = () =>
  routeTableOf(t.app.fastify).filter((r) => r.url.startsWith(`${API_PREFIX}/`) && r.method !== 'HEAD');
/** the path with every `:param` filled in, and the relative path the harness takes */
const fill = (url: string, value: string) => url.slice(API_PREFIX.length + 1).replace(/:[A-Za-z0-9_]+/g, value);

async function inject(method: string, url: string, payload?: string, contentType?: string) {
  const res = await t.app.fastify.inject({
    method: method as 'GET',
    url: `${API_PREFIX}/${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
    remoteAddress: '127.0.0.1',
  });
  return {
    status: res.statusCode,
    code: (JSON.parse(res.body) as { jsonData: { resultCode: string } }).jsonData.resultCode,
  };
}

describe('a NUL byte anywhere in a request', () => {
  it('the finding: operations/faqs?keyword=%00 is 400 9431, not 500', async () => {
    const res = await t.request({ method: 'GET', url: 'operations/faqs?keyword=%00' });
    expect([res.status, res.json.resultCode]).toEqual([400, '9431']);
    expect(res.json.message).toBeTruthy();
    const clean = await t.request({ method: 'GET', url: 'operations/faqs?keyword=%EB%B0%B0%EC%86%A1' });
    expect(clean.json.resultCode).toBe('0001');
  });

  it('is refused in the query of every GET route (generated from the route table)', async () => {
    const gets = apiRoutes().filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const r of gets) {
      const url = `${fill(r.url, '1')}?keyword=%00&searchText=a%00b&page=1`;
      const res = await inject('GET', url);
      if (res.status !== 400 || res.code !== '9431') wrong.push(`${r.method} ${url} → ${res.status} ${res.code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('is refused in a path parameter of every route that has one', async () => {
    const withParams = apiRoutes().filter((r) => r.url.includes('/:'));
    expect(withParams.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const r of withParams) {
      const url = fill(r.url, 'a%00');
      const res = await inject(
        r.method,
        url,
        r.method === 'GET' || r.method === 'DELETE' ? undefined : '{}',
        'application/json',
      );
      if (res.status !== 400 || res.code !== '9431') wrong.push(`${r.method} ${url} → ${res.status} ${res.code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('is refused in the body of every POST/PUT/PATCH route, as JSON (nested) and as the form field jsonData', async () => {
    const writes = apiRoutes().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    expect(writes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const r of writes) {
      const url = fill(r.url, '1');
      const json = await inject(r.method, url, JSON.stringify({ a: { b: ['ok', 'x\u0000y'] } }), 'application/json');
      if (json.status !== 400 || json.code !== '9431')
        wrong.push(`${r.method} ${url} json → ${json.status} ${json.code}`);
      const form = await inject(
        r.method,
        url,
        new URLSearchParams({ jsonData: JSON.stringify({ nickName: 'a\u0000' }) }).toString(),
        'application/x-www-form-urlencoded',
      );
      // the form field holds JSON text: its escaped \u0000 is found once the guard looks into it
      if (form.status !== 400 || form.code !== '9431')
        wrong.push(`${r.method} ${url} form → ${form.status} ${form.code}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the guard on bodies that are not parsed text', () => {
  it('does not walk a raw upload stream or a circular object (it spun for minutes on a video upload)', () => {
    const stream = new PassThrough();
    expect(hasNul(stream)).toBe(false);
    const field: Record<string, unknown> = { type: 'field', value: 'ok' };
    const body: Record<string, unknown> = { a: field, b: field };
    field.fields = body;
    expect(hasNul(body)).toBe(false);
    field.value = 'bad\u0000';
    expect(hasNul({ x: [body] })).toBe(true);
  });
});
