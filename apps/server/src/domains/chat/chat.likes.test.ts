import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIKE_POLICY, type BroadcastCard } from '@lc/contracts';
import { accessTokens, startTestApp, type TestContext } from '../../../test/harness.js';
import { demoLive, listenForSockets, liveRoom, type Sockets } from '../../../test/sockets.js';

/** Likes per member are limited (issue 25 Low: 3,000 likes in under 4 s from one member). */
let t: TestContext;
let live: BroadcastCard;
let sockets: Sockets;
let buyer: string;

const likeCnt = async (room: number) => {
  await t.app.realtime!.hub.flush();
  return (await t.request({ method: 'GET', url: `broadcasts/infos/${room}/likes` })).json.likeCnt as number;
};

beforeAll(async () => {
  t = await startTestApp();
  sockets = await listenForSockets(t);
  live = await demoLive(t);
  [buyer] = await accessTokens(t, 'buyer@demo.kr');
});
afterAll(async () => {
  sockets?.closeAll();
  await t.close();
});

describe('like limits', () => {
  it('a like adds at most the per-event cap; a member’s likes beyond the rate are refused and not counted', async () => {
    const room = await liveRoom(t, live, 'likes limited');
    const s = await sockets.connect(buyer);
    expect((await sockets.emit(s, 'joinRoom', { room })).resultCode).toBe('0001');

    // the observed burst: cnt 10 per event is above the cap and adds nothing
    expect((await sockets.emit(s, 'like', { room, cnt: 10 })).resultCode).toBe('9000');
    expect(await likeCnt(room)).toBe(0);

    // 300 events of the largest count: only the window's allowance counts
    const acks = await Promise.all(
      Array.from({ length: 300 }, () => sockets.emit(s, 'like', { room, cnt: LIKE_POLICY.maxCntPerEvent })),
    );
    const ok = acks.filter((a) => a.resultCode === '0001').length;
    expect(ok).toBe(LIKE_POLICY.eventsPerWindow);
    const refused = acks.filter((a) => a.resultCode === '1430');
    expect(refused).toHaveLength(300 - LIKE_POLICY.eventsPerWindow);
    expect(refused[0]!.retryAfterSeconds).toBeGreaterThan(0);
    const allowed = LIKE_POLICY.eventsPerWindow * LIKE_POLICY.maxCntPerEvent;
    expect(await likeCnt(room)).toBe(allowed);

    // the next window: the member likes again
    t.clock.advance(LIKE_POLICY.windowSeconds * 1000);
    expect((await sockets.emit(s, 'like', { room })).resultCode).toBe('0001');
    expect(await likeCnt(room)).toBe(allowed + 1);
    s.close();
  });
});
