import { describe, expect, it } from 'vitest';
import { ffmpegOnLavfi } from '../../test/ffmpeg.js';
import { Fmp4Splitter, type Fmp4Event } from './fmp4.js';

/** 2 s of test pattern and tone as ffmpeg's fragmented MP4 (the packager's input): keyframe every 1 s, parts ≤ 0.5 s. */
const stream = ffmpegOnLavfi(
  ['testsrc2=size=320x180:rate=30', 'sine=frequency=440:sample_rate=48000'],
  [
    ...['-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30', '-keyint_min', '30'],
    ...['-sc_threshold', '0', '-c:a', 'aac', '-f', 'mp4'],
    ...['-movflags', '+frag_keyframe+empty_moov+default_base_moof+cmaf', '-frag_duration', '500000', 'pipe:1'],
  ],
);

const summary = (events: Fmp4Event[]) =>
  events.map((e) =>
    e.type === 'init'
      ? { init: e.tracks.map((t) => `${t.id}:${t.handler}`) }
      : { start: Number(e.start.toFixed(3)), duration: Number(e.duration.toFixed(3)), independent: e.independent },
  );

describe('fragmented MP4 splitter', () => {
  it('cuts the init segment and one part per moof+mdat, timed on the video track, keyframes marked', () => {
    const events = new Fmp4Splitter().push(stream);
    expect(summary(events)).toEqual([
      { init: ['1:vide', '2:soun'] },
      { start: 0, duration: 0.5, independent: true },
      { start: 0.5, duration: 0.5, independent: false },
      { start: 1, duration: 0.5, independent: true },
      { start: 1.5, duration: 0.5, independent: false },
    ]);
    // nothing is lost or reordered: init + parts are the stream, up to the closing index (mfra) dropped
    const joined = Buffer.concat(events.map((e) => e.data));
    expect(stream.subarray(0, joined.length).equals(joined)).toBe(true);
    expect(stream.toString('latin1', joined.length + 4, joined.length + 8)).toBe('mfra');
    expect(events[0]!.data.subarray(4, 8).toString()).toBe('ftyp');
    expect(events[1]!.data.subarray(4, 8).toString()).toBe('moof');
  });

  it('gives the same events whatever the chunks the pipe delivers', () => {
    const whole = new Fmp4Splitter().push(stream);
    for (const size of [3, 1000, 4096, 65_537]) {
      const s = new Fmp4Splitter();
      const events: Fmp4Event[] = [];
      for (let i = 0; i < stream.length; i += size) events.push(...s.push(stream.subarray(i, i + size)));
      expect(summary(events), `chunks of ${size}`).toEqual(summary(whole));
      expect(Buffer.concat(events.map((e) => e.data)).equals(Buffer.concat(whole.map((e) => e.data)))).toBe(true);
    }
  });

  it('waits for a box that is not complete yet, and refuses a corrupt box size', () => {
    const s = new Fmp4Splitter();
    expect(s.push(stream.subarray(0, 20))).toEqual([]);
    expect(s.push(stream.subarray(20, 40))).toEqual([]);
    const bad = Buffer.from([0, 0, 0, 3, 0x6d, 0x6f, 0x6f, 0x66]);
    expect(() => new Fmp4Splitter().push(bad)).toThrow(/bad box size/);
  });
});
