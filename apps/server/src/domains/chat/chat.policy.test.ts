import { describe, expect, it } from 'vitest';
import { CC, MSG_TYPES, type ChatMessage } from '@lc/contracts';
import { buildChatMessage, msgTypeRefusal, roomEventsFor, roomStateAfter } from './chat.policy.js';

const host = { userSysId: 7, nickName: '호스트', userId: 'hos**', manager: true };
const viewer = { ...host, userSysId: 8, manager: false };
const at = new Date('2026-01-01T00:00:00Z');
const build = (input: Parameters<typeof buildChatMessage>[0], sender = host) =>
  buildChatMessage(input, sender, [100, 200], at);

const stored = (m: Partial<ChatMessage>): ChatMessage => ({
  seq: 1,
  msgType: 0,
  msg: '',
  nickName: 'n',
  userId: 'u**',
  userSysId: 1,
  permission: 2,
  content: null,
  answer: null,
  prdtSysId: null,
  histType: 0,
  createdAt: at.toISOString(),
  ...m,
});

describe('chat.policy', () => {
  it('refuses unknown types (2002) and staff types from viewers (9001)', () => {
    expect(msgTypeRefusal(5, true)).toBe(CC.INVALID_MESSAGE);
    expect(msgTypeRefusal(MSG_TYPES.normal, false)).toBeUndefined();
    for (const t of [1, 3, 4, 6, 7, 8, 9]) {
      expect(msgTypeRefusal(t, false)).toBe(CC.INVALID_AUTHORITY);
      expect(msgTypeRefusal(t, true)).toBeUndefined();
    }
  });

  it('normal and banner need text; permission follows the sender', () => {
    expect(build({ msgType: MSG_TYPES.normal, msg: ' \n ' })).toEqual({ code: CC.INVALID_MESSAGE });
    expect(build({ msgType: MSG_TYPES.banner, msg: '' })).toEqual({ code: CC.INVALID_MESSAGE });
    const ok = build({ msgType: MSG_TYPES.normal, msg: ' 안녕\u202E ' }, viewer);
    expect(ok).toMatchObject({ message: { msg: '안녕', permission: 1, userSysId: 8 } });
  });

  it('a notice keeps up to 300 characters; a question needs content and answer and may carry the asker', () => {
    const long = 'ㄱ'.repeat(400);
    const n = build({ msgType: MSG_TYPES.notice, msg: long });
    expect('message' in n && Array.from(n.message.msg).length).toBe(300);
    expect(build({ msgType: MSG_TYPES.question, content: 'q' })).toEqual({ code: CC.INVALID_MESSAGE });
    expect(build({ msgType: MSG_TYPES.question, content: 'q', answer: 'a', nickName: '김**' })).toMatchObject({
      message: { content: 'q', answer: 'a', nickName: '김**' },
    });
    expect(build({ msgType: MSG_TYPES.question, content: 'q', answer: 'a' })).toMatchObject({
      message: { nickName: '호스트' },
    });
  });

  it('a pin or rolling product must be one of the broadcast products', () => {
    expect(build({ msgType: MSG_TYPES.pinProduct, prdtSysId: 999 })).toEqual({ code: CC.INVALID_MESSAGE });
    expect(build({ msgType: MSG_TYPES.rollingProduct })).toEqual({ code: CC.INVALID_MESSAGE });
    expect(build({ msgType: MSG_TYPES.pinProduct, prdtSysId: 200 })).toMatchObject({ message: { prdtSysId: 200 } });
  });

  it('maps stored types to their room events', () => {
    expect(roomEventsFor(3, stored({ msgType: 0 }))).toEqual([]);
    expect(roomEventsFor(3, stored({ msgType: 1, content: 'q', answer: 'a' }))).toEqual([
      { name: 'questionAnswer', payload: { room: 3, nickName: 'n', content: 'q', answer: 'a' } },
    ]);
    expect(roomEventsFor(3, stored({ msgType: 6 }))[0]).toMatchObject({ name: 'event', payload: { type: 1 } });
    expect(roomEventsFor(3, stored({ msgType: 7, msg: 'bye' }))[0]).toMatchObject({
      name: 'event',
      payload: { type: 2, msg: 'bye' },
    });
    expect(roomEventsFor(3, stored({ msgType: 8, prdtSysId: 100 }))[0]).toEqual({
      name: 'fixPrdt',
      payload: { room: 3, prdtSysId: 100 },
    });
    expect(roomEventsFor(3, stored({ msgType: 9, prdtSysId: 200 }))[0]).toMatchObject({ name: 'viewPrdt' });
  });

  it('the room remembers the last notice and pin of a batch', () => {
    expect(
      roomStateAfter([
        stored({ msgType: 3, msg: 'a' }),
        stored({ msgType: 8, prdtSysId: 100 }),
        stored({ msgType: 3, msg: 'b' }),
      ]),
    ).toEqual({ noti: 'b', notiEn: null, fixPrdtSysId: 100 });
    // issue 19: with its English text
    expect(roomStateAfter([stored({ msgType: 3, msg: '비', msgEn: 'b' })])).toEqual({ noti: '비', notiEn: 'b' });
    expect(roomStateAfter([stored({ msgType: 0 })])).toEqual({});
  });
});
