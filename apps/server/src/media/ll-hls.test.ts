import { describe, expect, it } from 'vitest';
import { blockingDecision, llMediaPlaylist, llPlaylistEdge, type LlSegment } from './ll-hls.js';

const T0 = Date.parse('2026-03-01T03:00:00.000Z');
const seg = (msn: number, run: number, parts: number, complete = true, keyParts = [0]): LlSegment => ({
  msn,
  run,
  map: `../r${run}/720p/init.mp4`,
  uri: complete ? `../r${run}/720p/ll${msn}.m4s` : null,
  pdt: T0 + msn * 2000,
  parts: Array.from({ length: parts }, (_, i) => ({
    uri: `../r${run}/720p/ll${msn}p${i}.m4s`,
    duration: 1 / 3,
    independent: keyParts.includes(i),
  })),
});

describe('low-latency media playlist', () => {
  it('lists the window, parts of the last three segments, the open segment and the preload hint', () => {
    const text = llMediaPlaylist([seg(0, 1, 6), seg(1, 1, 6), seg(2, 1, 6), seg(3, 1, 6), seg(4, 1, 2, false)], {
      targetDuration: 2,
      window: 3,
      preloadHint: '../r1/720p/ll4p2.m4s',
      ended: false,
    });
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:9',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES,PART-HOLD-BACK=1.000',
        '#EXT-X-PART-INF:PART-TARGET=0.333',
        '#EXT-X-MEDIA-SEQUENCE:1',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-MAP:URI="../r1/720p/init.mp4"',
        '#EXT-X-PROGRAM-DATE-TIME:2026-03-01T03:00:02.000Z',
        '#EXTINF:2.000,',
        '../r1/720p/ll1.m4s',
        '#EXT-X-PROGRAM-DATE-TIME:2026-03-01T03:00:04.000Z',
        '#EXT-X-PART:DURATION=0.333,URI="../r1/720p/ll2p0.m4s",INDEPENDENT=YES',
        '#EXT-X-PART:DURATION=0.333,URI="../r1/720p/ll2p1.m4s"',
        '#EXT-X-PART:DURATION=0.333,URI="../r1/720p/ll2p2.m4s"',
        '#EXT-X-PART:DURATION=0.333,URI="../r1/720p/ll2p3.m4s"',
        '#EXT-X-PART:DURATION=0.333,URI="../r1/720p/ll2p4.m4s"',
        '#EXT-X-PART:DURATION=0.333,URI="../r1/720p/ll2p5.m4s"',
        '#EXTINF:2.000,',
        '../r1/720p/ll2.m4s',
        '#EXT-X-PROGRAM-DATE-TIME:2026-03-01T03:00:06.000Z',
        '#EXT-X-PART:DURATION=0.333,URI="../r1/720p/ll3p0.m4s",INDEPENDENT=YES',
        '#EXT-X-PART:DURATION=0.333,URI="../r1/720p/ll3p1.m4s"',
        '#EXT-X-PART:DURATION=0.333,URI="../r1/720p/ll3p2.m4s"',
        '#EXT-X-PART:DURATION=0.333,URI="../r1/720p/ll3p3.m4s"',
        '#EXT-X-PART:DURATION=0.333,URI="../r1/720p/ll3p4.m4s"',
        '#EXT-X-PART:DURATION=0.333,URI="../r1/720p/ll3p5.m4s"',
        '#EXTINF:2.000,',
        '../r1/720p/ll3.m4s',
        '#EXT-X-PROGRAM-DATE-TIME:2026-03-01T03:00:08.000Z',
        '#EXT-X-PART:DURATION=0.333,URI="../r1/720p/ll4p0.m4s",INDEPENDENT=YES',
        '#EXT-X-PART:DURATION=0.333,URI="../r1/720p/ll4p1.m4s"',
        '#EXT-X-PRELOAD-HINT:TYPE=PART,URI="../r1/720p/ll4p2.m4s"',
        '',
      ].join('\n'),
    );
    expect(llPlaylistEdge(text)).toEqual({
      lastSegment: 3,
      partSegment: 4,
      lastPart: 1,
      targetDuration: 2,
      ended: false,
    });
  });

  it('joins runs with a discontinuity and a new init section, and closes with ENDLIST', () => {
    const text = llMediaPlaylist([seg(0, 1, 4), seg(1, 1, 4), seg(2, 2, 4)], {
      targetDuration: 2,
      window: 2,
      preloadHint: 'x',
      ended: true,
    });
    expect(text).toContain(
      [
        '#EXT-X-MEDIA-SEQUENCE:1',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-MAP:URI="../r1/720p/init.mp4"',
        '#EXT-X-PROGRAM-DATE-TIME:2026-03-01T03:00:02.000Z',
      ].join('\n'),
    );
    expect(text).toContain(
      ['../r1/720p/ll1.m4s', '#EXT-X-DISCONTINUITY', '#EXT-X-MAP:URI="../r2/720p/init.mp4"'].join('\n'),
    );
    expect(text.endsWith('../r2/720p/ll2.m4s\n#EXT-X-ENDLIST\n')).toBe(true);
    expect(text).not.toContain('PRELOAD-HINT');
    expect(llPlaylistEdge(text)).toMatchObject({ lastSegment: 2, partSegment: 2, ended: true });
    // the window slid past a run change: the discontinuity sequence counts it
    const slid = llMediaPlaylist([seg(0, 1, 4), seg(1, 2, 4), seg(2, 2, 4)], {
      targetDuration: 2,
      window: 1,
      preloadHint: null,
      ended: false,
    });
    expect(slid).toContain('#EXT-X-MEDIA-SEQUENCE:2\n#EXT-X-DISCONTINUITY-SEQUENCE:1\n');
  });
});

describe('blocking playlist reload (_HLS_msn / _HLS_part)', () => {
  const edge = { lastSegment: 3, partSegment: 4, lastPart: 1, targetDuration: 2, ended: false };
  it('answers at once when the asked part or segment is there, and waits for what is next', () => {
    expect(blockingDecision({}, edge)).toEqual({ kind: 'now' });
    expect(blockingDecision({ msn: '3' }, edge)).toEqual({ kind: 'now' });
    expect(blockingDecision({ msn: '2', part: '9' }, edge)).toEqual({ kind: 'now' });
    expect(blockingDecision({ msn: '4', part: '1' }, edge)).toEqual({ kind: 'now' });
    expect(blockingDecision({ msn: '4', part: '2' }, edge)).toEqual({ kind: 'wait' });
    expect(blockingDecision({ msn: '4' }, edge)).toEqual({ kind: 'wait' });
    expect(blockingDecision({ msn: '5', part: '0' }, edge)).toEqual({ kind: 'wait' });
    expect(blockingDecision({ msn: '6', part: '0' }, edge)).toEqual({ kind: 'wait' });
    // a complete last segment: the next segment's first part is awaited
    const closed = {
      lastSegment: 4,
      partSegment: 4,
      lastPart: Number.MAX_SAFE_INTEGER,
      targetDuration: 2,
      ended: false,
    };
    expect(blockingDecision({ msn: '4', part: '3' }, closed)).toEqual({ kind: 'now' });
    expect(blockingDecision({ msn: '5', part: '0' }, closed)).toEqual({ kind: 'wait' });
    // an ended playlist never blocks
    expect(blockingDecision({ msn: '5', part: '0' }, { ...edge, ended: true })).toEqual({ kind: 'now' });
  });

  it('refuses malformed directives and ones too far ahead (400)', () => {
    expect(blockingDecision({ part: '1' }, edge).kind).toBe('bad');
    expect(blockingDecision({ msn: '-1' }, edge).kind).toBe('bad');
    expect(blockingDecision({ msn: '4', part: 'x' }, edge).kind).toBe('bad');
    expect(blockingDecision({ msn: '1.5' }, edge).kind).toBe('bad');
    expect(blockingDecision({ msn: '7', part: '0' }, edge).kind).toBe('bad');
    // the advance part limit is 3 / part target = 9 parts beyond the last one listed (1)
    expect(blockingDecision({ msn: '4', part: '10' }, edge)).toEqual({ kind: 'wait' });
    expect(blockingDecision({ msn: '4', part: '11' }, edge).kind).toBe('bad');
  });
});
