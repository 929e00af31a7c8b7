import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as ioClient, type Socket } from 'socket.io-client';
import type { BroadcastCard, ChatMessage } from '@lc/contracts';
import { startTestApp, type TestContext } from '../../../test/harness.js';
import { DEMO_CHAT_BOT } from '../../media/demo-chat-bot.js';

/** The demo chat bot posts into the demo live show's room through the chat service. */
let t: TestContext;
let url: string;
let live: BroadcastCard;
const open: Socket[] = [];

async function viewer(): Promise<Socket> {
  const s = ioClient(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  open.push(s);
  await new Promise<void>((resolve, reject) => {
    s.on('connect', () => resolve());
    s.on('connect_error', reject);
  });
  return s;
}
const join = (s: Socket, room: number) =>
  s.timeout(5000).emitWithAck('joinRoom', { room }) as Promise<{
    resultCode: string;
    roomInfo?: { noti: string | null; fixPrdtSysId: number | null };
    messages?: ChatMessage[];
  }>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  t = await startTestApp({ DEMO_BROADCASTER: 'false' });
  await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.fastify.server.address() as { port: number }).port}`;
  const main = (await t.request({ method: 'GET', url: 'broadcasts/mainlists' })).json as { liveList: BroadcastCard[] };
  live = main.liveList[0]!;
});
afterAll(async () => {
  for (const s of open) s.close();
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
    await sleep(1_500);
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
    const end = Date.now() + 20_000;
    // the scripted host: after the notice and pin, a rolling product, a banner and an answer
    const steps = () => [9, 4, 1].every((type) => messages.some((m) => m.msgType === type));
    while ((messages.filter((m) => m.msgType === 0).length < 6 || !steps()) && Date.now() < end) await sleep(100);
    started!.bot.stop();
    expect(steps()).toBe(true);
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
    await sleep(2_100); // the hub's room cache
    const late = await viewer();
    const a = await join(late, room);
    expect(a.roomInfo?.noti).toBe(DEMO_CHAT_BOT.notice);
    expect(a.roomInfo?.fixPrdtSysId).toBe(pin!.prdtSysId);
    const posted = started!.bot.posted();
    await sleep(500);
    expect(started!.bot.posted()).toBe(posted); // stopped
  }, 40_000);
});
