/**
 * Issue 25: a browser's push endpoint belongs to one browser profile. Another member moves it over only
 * when the request proves it holds that subscription (it presents the same keys, as the browser does when
 * a different member signs in on it); knowing the endpoint alone takes nothing over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema/index.js';
import { signIn, startTestApp, type TestContext } from '../../../test/harness.js';
import { startPushService, type LocalPushService } from '../../../test/push-service.js';

type Who = { token: string; id: number };
let t: TestContext;
let ps: LocalPushService;
let buyer: Who;
let other: Who;

beforeAll(async () => {
  ps = await startPushService();
  t = await startTestApp({ PUSH_EXTRA_ORIGINS: ps.origin, PUSH_INTERVAL_SECONDS: '0' });
  buyer = await signIn(t, 'buyer@demo.kr');
  other = await signIn(t, 'seller@demo.kr');
});
afterAll(async () => {
  await t?.close();
  await ps?.close();
});

const register = (who: Who, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `users/${who.id}/push/topics`, token: who.token, body });
const ownerOf = async (endpoint: string) =>
  (
    await t.database.db
      .select({ user: pushSubscriptions.userSysId, p256dh: pushSubscriptions.p256dh })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
  ).map((r) => r.user);

describe('a push endpoint is not taken over by knowing it (issue 25)', () => {
  it('another member presenting the endpoint with other keys is refused (8506); the device stays', async () => {
    const { subscription } = ps.subscribe();
    expect((await register(buyer, { platform: 'web', subscription })).json.resultCode).toBe('0001');
    const forged = { ...subscription, keys: ps.subscribe().subscription.keys };
    const r = await register(other, { platform: 'web', subscription: forged });
    expect(r.status).toBe(409);
    expect(r.json.resultCode).toBe('8506');
    expect(await ownerOf(subscription.endpoint)).toEqual([buyer.id]);
  });

  it('another member signing in on the same browser (the same subscription and keys) takes it over', async () => {
    const { subscription } = ps.subscribe();
    await register(buyer, { platform: 'web', subscription });
    const r = await register(other, { platform: 'web', subscription });
    expect(r.json.resultCode).toBe('0001');
    expect(await ownerOf(subscription.endpoint)).toEqual([other.id]);
  });

  it('the member’s own device may renew its keys', async () => {
    const { subscription } = ps.subscribe();
    await register(buyer, { platform: 'web', subscription });
    const renewed = { ...subscription, keys: ps.subscribe().subscription.keys };
    expect((await register(buyer, { platform: 'web', subscription: renewed })).json.resultCode).toBe('0001');
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(row).toMatchObject({ userSysId: buyer.id, p256dh: renewed.keys.p256dh });
  });

  it('a native shell’s push token follows the member signed in on that app', async () => {
    const token = `native-token-${Date.now()}`;
    await register(buyer, { platform: 'aos', token });
    expect((await register(other, { platform: 'aos', token })).json.resultCode).toBe('0001');
    expect(await ownerOf(token)).toEqual([other.id]);
  });
});
