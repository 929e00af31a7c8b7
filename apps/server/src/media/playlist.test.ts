import { describe, expect, it } from 'vitest';
import { MEDIA_POLICY } from '@lc/contracts';
import { masterPlaylist, mediaPlaylist, parseMediaPlaylist, type ShowSegment } from './playlist.js';

const T0 = Date.parse('2025-03-01T11:00:00.000Z');
const seg = (run: number, n: number, at: number, duration = 2): ShowSegment => ({
  run,
  uri: `../r${run}/720p/seg${String(n).padStart(5, '0')}.ts`,
  duration,
  pdt: T0 + at,
});

describe('playlists', () => {
  it('reads what ffmpeg writes', () => {
    const p = parseMediaPlaylist(
      '#EXTM3U\n#EXT-X-VERSION:6\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:7\n#EXT-X-INDEPENDENT-SEGMENTS\n' +
        '#EXTINF:2.000000,\nseg00007.ts\n#EXTINF:1.966667,\nseg00008.ts\n',
    );
    expect(p).toEqual({
      mediaSequence: 7,
      ended: false,
      entries: [
        { duration: 2, uri: 'seg00007.ts' },
        { duration: 1.966667, uri: 'seg00008.ts' },
      ],
    });
    expect(parseMediaPlaylist('#EXTM3U\n#EXTINF:2,\na.ts\n#EXT-X-ENDLIST\n').ended).toBe(true);
  });

  it('writes a sliding live window with program-date-time and a discontinuity where the run changes', () => {
    const all = [seg(1, 0, 0), seg(1, 1, 2000), seg(1, 2, 4000), seg(2, 0, 9000), seg(2, 1, 11000)];
    expect(mediaPlaylist(all, { targetDuration: 2, window: 3, ended: false })).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:6',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MEDIA-SEQUENCE:2',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-PROGRAM-DATE-TIME:2025-03-01T11:00:04.000Z',
        '#EXTINF:2.000,',
        '../r1/720p/seg00002.ts',
        '#EXT-X-DISCONTINUITY',
        '#EXT-X-PROGRAM-DATE-TIME:2025-03-01T11:00:09.000Z',
        '#EXTINF:2.000,',
        '../r2/720p/seg00000.ts',
        '#EXT-X-PROGRAM-DATE-TIME:2025-03-01T11:00:11.000Z',
        '#EXTINF:2.000,',
        '../r2/720p/seg00001.ts',
        '',
      ].join('\n'),
    );
    // once the window passed the discontinuity, its sequence number counts it
    const later = mediaPlaylist(all, { targetDuration: 2, window: 1, ended: true });
    expect(later).toContain('#EXT-X-MEDIA-SEQUENCE:4\n#EXT-X-DISCONTINUITY-SEQUENCE:1\n');
    expect(later.endsWith('#EXT-X-ENDLIST\n')).toBe(true);
    expect(later).not.toContain('PLAYLIST-TYPE');
  });

  it('writes the recording as a VOD playlist with every segment', () => {
    const all = [seg(1, 0, 0), seg(1, 1, 2000, 2.5), seg(2, 0, 9000, 1.2)];
    const vod = mediaPlaylist(all, { targetDuration: 2, window: null, ended: true });
    expect(vod.split('\n').slice(0, 6)).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-TARGETDURATION:3',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-INDEPENDENT-SEGMENTS',
    ]);
    expect(vod.match(/#EXTINF/g)).toHaveLength(3);
    expect(vod.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(vod.match(/PROGRAM-DATE-TIME/g)).toHaveLength(2);
    expect(vod.endsWith('#EXT-X-ENDLIST\n')).toBe(true);
  });

  it('writes the master playlist of the 720p/360p ladder', () => {
    expect(masterPlaylist(MEDIA_POLICY.renditions, (n) => `${n}/live.m3u8`)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:6',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=3021900,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2",NAME="720p"',
        '720p/live.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=1024800,RESOLUTION=640x360,CODECS="avc1.4d401f,mp4a.40.2",NAME="360p"',
        '360p/live.m3u8',
        '',
      ].join('\n'),
    );
  });
});
