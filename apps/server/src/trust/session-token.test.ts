/**
 * Issue 18, finding 5: an access token without a session id skipped the session check and the role
 * in it was trusted. Now only the demo guest token (authSysId 0, role guest) goes without a session;
 * every other token must name a live session, and the role comes from the member row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as ioClient } from 'socket.io-client';
import { accessTokens } from '../domains/auth/auth.tokens.js';
import { login, startTestApp, type TestContext } from '../../test/harness.js';

const JWT_SECRET = 'session-token-test-secret-0123456789abcdef';
let t: TestContext;
let url: string;
const tokens = () => accessTokens(new TextEncoder().encode(JWT_SECRET), 900, () => new Date(t.clock.now));

beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET });
  await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.fastify.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

/** the socket handshake answer for a token: 'connected' or the refusal's result code */
function handshake(token: string): Promise<string> {
  const s = ioClient(url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } });
  return new Promise((resolve) => {
    s.on('connect', () => {
      s.close();
      resolve('connected');
    });
    s.on('connect_error', (e: Error & { data?: { resultCode?: string } }) => {
      s.close();
      resolve(e.data?.resultCode ?? e.message);
    });
  });
}

describe('a token must carry a live session', () => {
  it('a correctly signed token without a session id is refused (1005), whatever role it claims', async () => {
    const me = await login(t, 'buyer@demo.kr');
    const id = me.json.authSysId as number;
    for (const role of ['buyer', 'admin'] as const) {
      const forged = await tokens().sign({ authSysId: id, role, sessionId: undefined });
      const mine = await t.request({ method: 'GET', url: `users/${id}`, token: forged });
      expect([mine.status, mine.json.resultCode], role).toEqual([401, '1005']);
      const staff = await t.request({ method: 'GET', url: 'operations/refunds/payouts', token: forged });
      expect(staff.json.resultCode, role).toBe('1005');
      expect(await handshake(forged), role).toBe('1403');
    }
  });

  it('a session id that is not (or no longer) a live session of that member is refused', async () => {
    const me = await login(t, 'buyer@demo.kr');
    const id = me.json.authSysId as number;
    const unknown = await tokens().sign({ authSysId: id, role: 'buyer', sessionId: randomUUID() });
    expect((await t.request({ method: 'GET', url: `users/${id}`, token: unknown })).json.resultCode).toBe('1005');
    const seller = await login(t, 'seller@demo.kr');
    const sid = (
      JSON.parse(Buffer.from((seller.json.accessToken as string).split('.')[1]!, 'base64url').toString()) as {
        sid: string;
      }
    ).sid;
    // another member's session id does not carry over
    const borrowed = await tokens().sign({ authSysId: id, role: 'buyer', sessionId: sid });
    expect((await t.request({ method: 'GET', url: `users/${id}`, token: borrowed })).json.resultCode).toBe('1005');
  });

  it('the role is the member’s own, not the one written in the token', async () => {
    const me = await login(t, 'buyer@demo.kr');
    const id = me.json.authSysId as number;
    const sid = (
      JSON.parse(Buffer.from((me.json.accessToken as string).split('.')[1]!, 'base64url').toString()) as { sid: string }
    ).sid;
    const elevated = await tokens().sign({ authSysId: id, role: 'admin', sessionId: sid });
    const staff = await t.request({ method: 'GET', url: 'operations/refunds/payouts', token: elevated });
    expect([staff.status, staff.json.resultCode]).toEqual([403, '9403']);
    expect((await t.request({ method: 'GET', url: `users/${id}`, token: elevated })).json.resultCode).toBe('0001');
  });

  it('the demo guest token still works where guests may go (and nowhere else)', async () => {
    const demo = await t.request({ method: 'POST', url: 'auth/demologin', body: {} });
    const token = demo.json.accessToken as string;
    expect(await handshake(token)).toBe('connected');
    expect((await t.request({ method: 'GET', url: 'broadcasts/mainlists', token })).json.resultCode).toBe('0001');
    expect((await t.request({ method: 'GET', url: 'users/1', token })).json.resultCode).toBe('1010');
  });
});
