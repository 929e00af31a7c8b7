import { describe, expect, it } from 'vitest';
import { cutNotice, pipRelease, PLAYER_POLICY } from './player-rules';

describe('notice cut (live §2: 40 → 38 + …)', () => {
  it('keeps a notice of up to 40 characters whole', () => {
    const forty = '가'.repeat(40);
    expect(cutNotice(forty)).toEqual({ text: forty, cut: false });
    expect(cutNotice('짧은 공지')).toEqual({ text: '짧은 공지', cut: false });
  });

  it('shows 38 characters and an ellipsis from 41 on', () => {
    const r = cutNotice('나'.repeat(41));
    expect(r.cut).toBe(true);
    expect(r.text).toBe(`${'나'.repeat(38)}…`);
    expect(Array.from(r.text)).toHaveLength(39);
  });

  it('counts characters, not UTF-16 units (emoji are not split)', () => {
    const emoji = '🎁'.repeat(40);
    expect(cutNotice(emoji).cut).toBe(false);
    const r = cutNotice(`${'🎁'.repeat(39)}ab`);
    expect(r.text).toBe(`${'🎁'.repeat(38)}…`);
  });
});

describe('mini player release (live §2 PIP)', () => {
  const view = { w: 390, h: 844 };
  const size = { w: Math.round(390 * PLAYER_POLICY.pipRatio), h: Math.round(844 * PLAYER_POLICY.pipRatio) };
  const m = PLAYER_POLICY.pipMarginPx;

  it('is 26% of the window', () => {
    expect(size).toEqual({ w: 101, h: 219 });
  });

  it('snaps to the nearer edge and stays on screen vertically', () => {
    expect(pipRelease({ x: 60, y: 300 }, size, view)).toEqual({ x: m, y: 300 });
    expect(pipRelease({ x: 200, y: 300 }, size, view)).toEqual({ x: view.w - size.w - m, y: 300 });
    // the centre decides: exactly half-way goes right
    expect(pipRelease({ x: view.w / 2 - size.w / 2, y: 300 }, size, view)).toMatchObject({ x: view.w - size.w - m });
    expect(pipRelease({ x: 10, y: -50 }, size, view)).toEqual({ x: m, y: m });
    expect(pipRelease({ x: 10, y: 700 }, size, view)).toEqual({ x: m, y: view.h - size.h - m });
  });

  it('closes only when more than two-thirds is dragged off screen (either side, either axis)', () => {
    const twoThirdsW = Math.floor((size.w * 2) / 3);
    expect(pipRelease({ x: -twoThirdsW, y: 300 }, size, view)).not.toBe('close');
    expect(pipRelease({ x: -twoThirdsW - 1, y: 300 }, size, view)).toBe('close');
    expect(pipRelease({ x: view.w - size.w + twoThirdsW, y: 300 }, size, view)).not.toBe('close');
    expect(pipRelease({ x: view.w - size.w + twoThirdsW + 1, y: 300 }, size, view)).toBe('close');
    const twoThirdsH = Math.floor((size.h * 2) / 3);
    expect(pipRelease({ x: 100, y: view.h - size.h + twoThirdsH + 1 }, size, view)).toBe('close');
    expect(pipRelease({ x: 100, y: -twoThirdsH - 1 }, size, view)).toBe('close');
  });

  it('snaps in 400 ms and ignores mode changes for 500 ms (policy values of live §9)', () => {
    expect(PLAYER_POLICY.snapMs).toBe(400);
    expect(PLAYER_POLICY.modeDebounceMs).toBe(500);
  });
});
