import { describe, expect, it } from 'vitest';
import { MSG_TYPES, type BroadcastProduct } from '@lc/contracts';
import { acceptQuestionText, questionProblem } from '../player-rules';
import { PLAYER_POLICY } from '../player-rules';
import { initialPlayerState, messageEffects, playerReducer, showVideoWait, type PlayerAction } from './player-state';
import { chatMessage } from './chat-message.fixture';

const products = [{ prdtSysId: 10 }, { prdtSysId: 20 }] as BroadcastProduct[];
const s0 = initialPlayerState({ likeCnt: 0, viewCnt: 0, joinCnt: 0 }, null);
const run = (...as: PlayerAction[]) => as.reduce(playerReducer, s0);

describe('player state', () => {
  it('keeps only normal, question and notice lines in the log, at most 50', () => {
    const many = Array.from({ length: 60 }, (_, i) => chatMessage({ seq: i }));
    const s = run(
      { type: 'chatAppended', messages: many },
      { type: 'chatAppended', messages: [chatMessage({ seq: 99, msgType: MSG_TYPES.banner })] },
    );
    expect(s.log).toHaveLength(50);
    expect(s.log.at(-1)!.seq).toBe(59);
  });

  it('a live message sets the notice and the banner; other types only from a replay', () => {
    expect(messageEffects(chatMessage({ msgType: MSG_TYPES.notice, msg: 'N' }), false, products)[0]!.action).toEqual({
      type: 'noticeSet',
      text: 'N',
    });
    const banner = messageEffects(chatMessage({ msgType: MSG_TYPES.banner, msg: 'B' }), false, products)[0]!;
    expect(banner.clear).toMatchObject({ key: 'banner', action: { type: 'bannerCleared' } });
    expect(messageEffects(chatMessage({ msgType: MSG_TYPES.pinProduct, prdtSysId: 10 }), false, products)).toEqual([]);
    const pin = messageEffects(chatMessage({ msgType: MSG_TYPES.pinProduct, prdtSysId: 10 }), true, products)[0]!;
    expect(pin).toMatchObject({ action: { type: 'productPinned', prdtSysId: 10 }, clear: { ms: 6000 } });
    const roll = messageEffects(chatMessage({ msgType: MSG_TYPES.rollingProduct, prdtSysId: 20 }), true, products)[0]!;
    expect(playerReducer(s0, roll.action).rolling).toBe(1);
    const buy = messageEffects(chatMessage({ msgType: MSG_TYPES.purchase, nickName: '김**' }), true, products)[0]!;
    expect(playerReducer(s0, buy.action).eventLine).toEqual({ kind: 'purchase', nickName: '김**' });
  });

  it('the strip rolls through the products; a seek resets chat, notice and banner', () => {
    expect(run({ type: 'stripRolled', productCount: 2 }, { type: 'stripRolled', productCount: 2 }).rolling).toBe(0);
    expect(run({ type: 'stripRolled', productCount: 1 }).rolling).toBe(0);
    const s = run(
      { type: 'chatAppended', messages: [chatMessage({})] },
      { type: 'noticeSet', text: 'x' },
      { type: 'bannerShown', text: 'b' },
      { type: 'seeked' },
    );
    expect(s).toMatchObject({ log: [], noti: null, banner: null });
  });
});

describe('product question rules (live §5)', () => {
  it('needs a product and non-blank text without special characters', () => {
    expect(questionProblem(false, '질문')).toBe('incomplete');
    expect(questionProblem(true, ' \n ')).toBe('incomplete');
    expect(questionProblem(true, '<script>')).toBe('specialChars');
    expect(questionProblem(true, 'a\u0007b')).toBe('specialChars');
    expect(questionProblem(true, '사이즈가 어떻게 되나요? 😀\n감사합니다!')).toBeNull();
  });
  it('refuses text with more than 7 line breaks', () => {
    expect(acceptQuestionText('a\n'.repeat(7))).toBe(true);
    expect(acceptQuestionText('a\n'.repeat(8))).toBe(false);
  });

  describe('video loading (issue 32 #3)', () => {
    it('starts loading; a message after a few seconds, the stalled message after longer; nothing once ready', () => {
      expect(s0.video).toBe('loading');
      expect(run({ type: 'videoSlow' }).video).toBe('slow');
      expect(run({ type: 'videoSlow' }, { type: 'videoStalled' }).video).toBe('stalled');
      expect(run({ type: 'videoStalled' }).video).toBe('stalled');
      expect(run({ type: 'videoSlow' }, { type: 'videoReady' }).video).toBe('ready');
      // a late timer changes nothing once the video has data
      expect(run({ type: 'videoReady' }, { type: 'videoSlow' }, { type: 'videoStalled' }).video).toBe('ready');
    });

    it('a playing video that waits for data loads again; a retry starts over; no video stays no video', () => {
      expect(run({ type: 'videoReady' }, { type: 'videoWaiting' }).video).toBe('loading');
      // waiting before it ever played does not restart the clock
      expect(run({ type: 'videoSlow' }, { type: 'videoWaiting' }).video).toBe('slow');
      expect(run({ type: 'videoStalled' }, { type: 'videoLoading' }).video).toBe('loading');
      const none = run({ type: 'videoUnavailable' }, { type: 'videoLoading' }, { type: 'videoReady' });
      expect(none.video).toBe('unavailable');
    });

    it('the timers: "Loading video…" after videoSlowMs, stalled after videoStalledMs', () => {
      expect(PLAYER_POLICY.videoSlowMs).toBeLessThan(PLAYER_POLICY.videoStalledMs);
      expect(showVideoWait('videoLoading')).toEqual({
        action: { type: 'videoLoading' },
        clear: [
          { key: 'videoSlow', ms: PLAYER_POLICY.videoSlowMs, action: { type: 'videoSlow' } },
          { key: 'videoStalled', ms: PLAYER_POLICY.videoStalledMs, action: { type: 'videoStalled' } },
        ],
      });
    });
  });
});
