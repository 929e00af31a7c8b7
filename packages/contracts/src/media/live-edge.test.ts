import { describe, expect, it } from 'vitest';
import { liveEdgeSeek, MEDIA_POLICY, type LiveEdgePlayer } from './index.js';

const hls = (over: Partial<LiveEdgePlayer> = {}): LiveEdgePlayer => ({
  latency: 1.2,
  targetLatency: 1,
  liveSyncPosition: 50,
  latestLevelDetails: { targetduration: 2 },
  ...over,
});

describe('live-edge seek (live §9: every 1 s)', () => {
  it('checks once a second', () => {
    expect(MEDIA_POLICY.liveEdgeSeekMs).toBe(1000);
  });

  it('leaves a player inside the catch-up range alone (hls.js speeds it up)', () => {
    expect(liveEdgeSeek(hls(), false)).toBeNull();
    expect(liveEdgeSeek(hls({ latency: 3 }), false)).toBeNull(); // exactly one target duration behind target
  });

  it('jumps to the live sync position when further behind than one target duration', () => {
    expect(liveEdgeSeek(hls({ latency: 3.01 }), false)).toBe(50);
    expect(liveEdgeSeek(hls({ latency: 5.6 }), false)).toBe(50);
  });

  it('does nothing while paused or before hls.js knows the edge', () => {
    expect(liveEdgeSeek(hls({ latency: 9 }), true)).toBeNull();
    expect(liveEdgeSeek(hls({ latency: 0 }), false)).toBeNull();
    expect(liveEdgeSeek(hls({ latency: 9, targetLatency: null }), false)).toBeNull();
    expect(liveEdgeSeek(hls({ latency: 9, liveSyncPosition: null }), false)).toBeNull();
    expect(liveEdgeSeek(hls({ latency: 9, latestLevelDetails: null }), false)).toBeNull();
  });

  it('runs from its own source text, as bench/latency runs it in the page', () => {
    const again = new Function(`return (${liveEdgeSeek.toString()})`)() as typeof liveEdgeSeek;
    expect(again(hls({ latency: 5.6 }), false)).toBe(50);
  });
});
