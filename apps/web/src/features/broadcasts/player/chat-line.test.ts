import { describe, expect, it } from 'vitest';
import { MSG_TYPES, type ChatMessage, type RoomInfo } from '@lc/contracts';
import { actionable, chatSender } from './ChatLine';
import { localNoti, messageEffects } from './player-state';

const msg = (m: Partial<ChatMessage>): ChatMessage => ({
  seq: 1,
  msgType: 0,
  msg: 'hi',
  nickName: '봄날의곰',
  userId: 'spr**',
  userSysId: 7,
  permission: 1,
  content: null,
  answer: null,
  prdtSysId: null,
  histType: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...m,
});

describe('issue 19: chat lines', () => {
  it("a member's line names its sender: the nick, else the masked id abc**", () => {
    expect(chatSender(msg({}))).toBe('봄날의곰');
    expect(chatSender(msg({ nickName: '', userId: 'spr**' }))).toBe('spr**');
    expect(chatSender(msg({ nickName: ' ', userId: 'springbear' }))).toBe('spr**');
  });

  it("only another member's normal line can be blocked or reported, and only by a member", () => {
    expect(actionable(msg({}), 8)).toBe(true);
    expect(actionable(msg({}), 7)).toBe(false); // one's own
    expect(actionable(msg({}), null)).toBe(false); // a guest
    expect(actionable(msg({ permission: 2 }), 8)).toBe(false); // the host
    expect(actionable(msg({ msgType: MSG_TYPES.notice }), 8)).toBe(false);
    expect(actionable(msg({ userSysId: null }), 8)).toBe(false);
  });

  it('an English reader gets the notice in English when it has an English text', () => {
    const info: RoomInfo = {
      likeCnt: 0,
      joinCnt: 0,
      viewCnt: 0,
      noti: '공지',
      notiEn: 'Notice',
      fixPrdtSysId: null,
      liveFlag: 1,
    };
    expect(localNoti(info, 'en')).toBe('Notice');
    expect(localNoti(info, 'ko')).toBe('공지');
    expect(localNoti({ ...info, notiEn: null }, 'en')).toBe('공지');
    const notice = msg({ msgType: MSG_TYPES.notice, msg: '공지', msgEn: 'Notice', permission: 2 });
    expect(messageEffects(notice, false, [], 'en')[0]!.action).toEqual({ type: 'noticeSet', text: 'Notice' });
    expect(messageEffects(notice, false, [], 'ko')[0]!.action).toEqual({ type: 'noticeSet', text: '공지' });
  });
});
