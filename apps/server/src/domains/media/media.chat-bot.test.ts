import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { BroadcastCard, ChatMessage } from '@lc/contracts';
import { startTestApp, type TestContext } from '../../../test/harness.js';
import { listenForSockets, until, type Sockets } from '../../../test/sockets.js';
import { DEMO_CHAT_BOT } from '../../media/demo-chat-bot.js';

/** The demo chat bot posts into the demo live show's room through the chat service. */
let t: TestContext;
let live: BroadcastCard;
let sockets: Sockets;

const viewer = () => sockets.connect();
const join = (s: Socket, room: number) =>
  s.timeout(5000).emitWithAck('joinRoom', { room }) as Promise<{
    resultCode: string;
    roomInfo?: { noti: string | null; fixPrdtSysId: number | null };
    messages?: ChatMessage[];
  }>;

beforeAll(async () => {
  t = await startTestApp({ DEMO_BROADCASTER: 'false' });
  sockets = await listenForSockets(t);
  const main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as { liveList: BroadcastCard[] };
  live = main.liveList[0]!;
});
afterAll(async () => {
  sockets?.closeAll();
  await t.close();
});

describe('demo chat bot', () => {
  it('stays off with DEMO_BROADCASTER off when the media role starts', async () => {
    await t.app.media!.start({ rtmpPort: 0 });
    expect(t.app.media!.chatBot).toBeNull();
    const s = await viewer();
    const got: unknown[] = [];
    s.on('chatMessage', (p) => got.push(p));
    expect((await join(s, live.broadcastScheduleSysId)).resultCode).toBe('0001');
    // whatever is queued is delivered now; a round trip after it sees any frame sent before
    await t.app.realtime!.hub.flush();
    await sockets.emit(s, 'heartbeat', { room: live.broadcastScheduleSysId });
    expect(got).toHaveLength(0);
  });

  it('posts Korean chat, one notice, a pinned product and the scripted host steps into the room', async () => {
    const s = await viewer();
    const room = live.broadcastScheduleSysId;
    expect((await join(s, room)).resultCode).toBe('0001');
    const messages: ChatMessage[] = [];
    const pins: { room: number; prdtSysId: number }[] = [];
    s.on('chatMessage', (p: { room: number; messages: ChatMessage[] }) => {
      expect(p.room).toBe(room);
      messages.push(...p.messages);
    });
    s.on('fixPrdt', (p: { room: number; prdtSysId: number }) => pins.push(p));

    const started = await t.app.media!.startChatBot({ paceMs: [100, 200] });
    expect(started?.room).toBe(room);
    // the scripted host: after the notice and pin, a rolling product, a banner and an answer
    const steps = () => [9, 4, 1].every((type) => messages.some((m) => m.msgType === type));
    await until(() => messages.filter((m) => m.msgType === 0).length >= 6 && steps(), 'the bot and host', 20_000, 100);
    await started!.bot.stop();
    const posted = started!.bot.posted();
    const answer = messages.find((m) => m.msgType === 1)!;
    expect(answer).toMatchObject({ permission: 2, content: DEMO_CHAT_BOT.answers[0].content });
    expect(messages.find((m) => m.msgType === 4)!.msg).toBe(DEMO_CHAT_BOT.banners[0]);

    const chat = messages.filter((m) => m.msgType === 0);
    expect(chat.length).toBeGreaterThanOrEqual(6);
    for (const m of chat) {
      expect(m.msg).toMatch(/[가-힣]/);
      expect((DEMO_CHAT_BOT.messages as readonly string[]).includes(m.msg)).toBe(true);
      expect((DEMO_CHAT_BOT.viewers as readonly string[]).includes(m.nickName)).toBe(true);
      expect(m.permission).toBe(1);
    }
    // sequence numbers from the chat service: increasing without gaps
    const seqs = messages.map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(seqs[seqs.length - 1]! - seqs[0]! + 1).toBe(seqs.length);
    // one notice and one pin, by the host
    const notices = messages.filter((m) => m.msgType === 3);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.msg).toBe(DEMO_CHAT_BOT.notice);
    expect(notices[0]!.nickName).toBe('데모셀러');
    expect(notices[0]!.permission).toBe(2);
    const pin = messages.find((m) => m.msgType === 8);
    expect(pin?.prdtSysId).toBeGreaterThan(0);
    expect(pins).toEqual([{ room, prdtSysId: pin!.prdtSysId }]);

    // stored in the room: a newcomer gets the notice and the pinned product with the recent chat
    t.clock.advance(2_100); // past the hub's room cache
    const late = await viewer();
    const a = await join(late, room);
    expect(a.roomInfo?.noti).toBe(DEMO_CHAT_BOT.notice);
    expect(a.roomInfo?.fixPrdtSysId).toBe(pin!.prdtSysId);
    // stopped: nothing was posted after stop() settled, while the newcomer joined
    expect(started!.bot.posted()).toBe(posted);
  }, 40_000);
});
