import { describe, expect, it } from 'vitest';
import { MSG_TYPES, type RoomInfo } from '@lc/contracts';
import { actionable, chatSender } from './ChatLine';
import { localNoti, messageEffects } from './player-state';
import { chatMessage } from './chat-message.fixture';

describe('issue 19: chat lines', () => {
  it("a member's line names its sender: the nick, else the masked id abc**", () => {
    expect(chatSender(chatMessage({}))).toBe('봄날의곰');
    expect(chatSender(chatMessage({ nickName: '', userId: 'spr**' }))).toBe('spr**');
    expect(chatSender(chatMessage({ nickName: ' ', userId: 'springbear' }))).toBe('spr**');
  });

  it("only another member's normal line can be blocked or reported, and only by a member", () => {
    expect(actionable(chatMessage({}), 8)).toBe(true);
    expect(actionable(chatMessage({}), 7)).toBe(false); // one's own
    expect(actionable(chatMessage({}), null)).toBe(false); // a guest
    expect(actionable(chatMessage({ permission: 2 }), 8)).toBe(false); // the host
    expect(actionable(chatMessage({ msgType: MSG_TYPES.notice }), 8)).toBe(false);
    expect(actionable(chatMessage({ userSysId: null }), 8)).toBe(false);
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
    const notice = chatMessage({ msgType: MSG_TYPES.notice, msg: '공지', msgEn: 'Notice', permission: 2 });
    expect(messageEffects(notice, false, [], 'en')[0]!.action).toEqual({ type: 'noticeSet', text: 'Notice' });
    expect(messageEffects(notice, false, [], 'ko')[0]!.action).toEqual({ type: 'noticeSet', text: '공지' });
  });
});
