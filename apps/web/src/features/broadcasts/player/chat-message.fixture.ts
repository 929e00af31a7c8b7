import type { ChatMessage } from '@lc/contracts';

/** A member's normal chat line (nick 봄날의곰, member 7) with `m` over it, for the player's tests. */
export const chatMessage = (m: Partial<ChatMessage>): ChatMessage => ({
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
