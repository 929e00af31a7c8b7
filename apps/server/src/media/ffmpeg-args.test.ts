import { describe, expect, it } from 'vitest';
import { defaultTranscodeOptions, demoBroadcastArgs, highlightArgs, inputArgs, transcodeArgs } from './ffmpeg-args.js';
import { kstSecondsOfDay } from './demo-broadcaster.js';
import { clockCodeFilters, clockCodeLayout } from './clock-code.js';

describe('ffmpeg argument builders', () => {
  it('transcodes one FLV stream into the 720p/360p HLS ladder with 2 s keyframe-aligned segments and a 240p thumbnail', () => {
    expect(transcodeArgs(defaultTranscodeOptions('pipe:0', '/d/r1'))).toEqual([
      '-hide_banner',
      '-loglevel',
      'warning',
      '-nostats',
      '-fflags',
      '+nobuffer',
      '-f',
      'flv',
      '-i',
      'pipe:0',
      '-filter_complex',
      '[0:v]fps=30,split=3[s0][s1][st];' +
        '[s0]scale=w=1280:h=720:force_original_aspect_ratio=decrease:force_divisible_by=2[v0];' +
        '[s1]scale=w=640:h=360:force_original_aspect_ratio=decrease:force_divisible_by=2[v1];' +
        '[st]fps=1/4,scale=-2:240[thumb]',
      '-map',
      '[v0]',
      '-map',
      '0:a:0',
      '-map',
      '[v1]',
      '-map',
      '0:a:0',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-tune',
      'zerolatency',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '60',
      '-keyint_min',
      '60',
      '-sc_threshold',
      '0',
      '-force_key_frames',
      'expr:gte(t,n_forced*2)',
      '-x264-params',
      'repeat-headers=1',
      '-b:v:0',
      '2500k',
      '-maxrate:v:0',
      '2750k',
      '-bufsize:v:0',
      '5000k',
      '-b:v:1',
      '800k',
      '-maxrate:v:1',
      '880k',
      '-bufsize:v:1',
      '1600k',
      '-af',
      'aresample=async=1:first_pts=0',
      '-c:a',
      'aac',
      '-ac',
      '2',
      '-ar',
      '48000',
      '-b:a:0',
      '128k',
      '-b:a:1',
      '96k',
      '-flags',
      '+global_header',
      '-max_interleave_delta',
      '0',
      '-f',
      'tee',
      "[select=\\'v:0,a:0\\':f=hls:hls_time=2:hls_list_size=10:hls_flags=independent_segments+temp_file:hls_segment_type=mpegts:hls_segment_filename=/d/r1/720p/seg%05d.ts]/d/r1/720p/index.m3u8|" +
        "[select=\\'v:0,a:0\\':f=mp4:movflags=+frag_keyframe+empty_moov+default_base_moof+cmaf:frag_duration=333333:flush_packets=1]pipe:3|" +
        "[select=\\'v:1,a:1\\':f=hls:hls_time=2:hls_list_size=10:hls_flags=independent_segments+temp_file:hls_segment_type=mpegts:hls_segment_filename=/d/r1/360p/seg%05d.ts]/d/r1/360p/index.m3u8|" +
        "[select=\\'v:1,a:1\\':f=mp4:movflags=+frag_keyframe+empty_moov+default_base_moof+cmaf:frag_duration=333333:flush_packets=1]pipe:4",
      '-map',
      '[thumb]',
      '-f',
      'image2',
      '-update',
      '1',
      '-q:v',
      '5',
      '/d/r1/thumb.jpg',
    ]);
  });

  it('follows the options: one rendition, 1 s segments, 25 fps, other preset', () => {
    const args = transcodeArgs({
      ...defaultTranscodeOptions('in.flv', '/o'),
      renditions: [{ name: '360p', width: 640, height: 360, videoKbps: 700, audioKbps: 64 }],
      fps: 25,
      segmentSeconds: 1,
      preset: 'ultrafast',
    });
    expect(args.slice(10, 12)).toEqual([
      '-filter_complex',
      '[0:v]fps=25,split=2[s0][st];[s0]scale=w=640:h=360:force_original_aspect_ratio=decrease:force_divisible_by=2[v0];[st]fps=1/4,scale=-2:240[thumb]',
    ]);
    expect(args).toContain('ultrafast');
    expect(args.slice(args.indexOf('-g'), args.indexOf('-g') + 2)).toEqual(['-g', '25']);
    expect(args.slice(args.indexOf('-f', 20), args.indexOf('-f', 20) + 3)).toEqual([
      '-f',
      'tee',
      "[select=\\'v:0,a:0\\':f=hls:hls_time=1:hls_list_size=10:hls_flags=independent_segments+temp_file:hls_segment_type=mpegts:hls_segment_filename=/o/360p/seg%05d.ts]/o/360p/index.m3u8|" +
        "[select=\\'v:0,a:0\\':f=mp4:movflags=+frag_keyframe+empty_moov+default_base_moof+cmaf:frag_duration=333333:flush_packets=1]pipe:3",
    ]);
    expect(args).toContain('expr:gte(t,n_forced*1)');
    // classic HLS only: no fMP4 pipe
    const classic = transcodeArgs({ ...defaultTranscodeOptions('in.flv', '/o'), lowLatency: null });
    expect(classic.find((a) => a.includes('pipe:'))).toBeUndefined();
    expect(classic.find((a) => a.startsWith('[select='))!.split('|')).toHaveLength(2);
  });

  it('refuses an output folder the tee muxer would misread', () => {
    expect(() => transcodeArgs(defaultTranscodeOptions('in.flv', '/data/a:b'))).toThrow();
    expect(() => transcodeArgs(defaultTranscodeOptions('in.flv', '/data/a|b'))).toThrow();
  });

  it('pushes a test pattern with a burned-in clock and a tone over RTMP, as an encoder would', () => {
    expect(
      demoBroadcastArgs({
        rtmpUrl: 'rtmp://127.0.0.1:1935/live/KEY',
        width: 1280,
        height: 720,
        fps: 30,
        toneHz: 440,
        seconds: 10,
        clockOffsetSeconds: 45296.789,
        fontFile: '/f.ttf',
        caption: 'LIVE 데모',
      }),
    ).toEqual([
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostats',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1280x720:rate=30',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000',
      '-t',
      '10',
      '-vf',
      "drawtext=fontfile=/f.ttf:text='%{pts\\:hms\\:45296.789}':x=(w-tw)/2:y=h-th-60:fontsize=72" +
        ':fontcolor=white:box=1:boxcolor=black@0.7:boxborderw=12,' +
        "drawtext=fontfile=/f.ttf:text='LIVE 데모':x=(w-tw)/2:y=60:fontsize=45" +
        ':fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=8,' +
        clockCodeFilters(45296.789, clockCodeLayout(1280, 720)).join(','),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-tune',
      'zerolatency',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '60',
      '-b:v',
      '2000k',
      '-maxrate',
      '2000k',
      '-bufsize',
      '4000k',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-ar',
      '48000',
      '-f',
      'flv',
      'rtmp://127.0.0.1:1935/live/KEY',
    ]);
  });

  it('pushes until stopped without -t, and refuses a caption that would break the filter graph', () => {
    const base = {
      rtmpUrl: 'rtmp://h/live/k',
      width: 640,
      height: 360,
      fps: 30,
      toneHz: 440,
      seconds: null,
      clockOffsetSeconds: 0,
      fontFile: '/f.ttf',
      caption: 'ok',
    };
    expect(demoBroadcastArgs(base)).not.toContain('-t');
    expect(() => demoBroadcastArgs({ ...base, caption: "x':y" })).toThrow();
  });

  it('issue 19: the show scene re-reads its picture (image2 loop) and its texts (drawtext reload), clock kept', () => {
    const scene = {
      image: '/d/scene.png',
      name: '/d/name.txt',
      price: '/d/price.txt',
      caption: '/d/caption.txt',
      reloadFrames: 15,
    };
    const o = {
      rtmpUrl: 'rtmp://127.0.0.1:1935/live/KEY',
      width: 1280,
      height: 720,
      fps: 30,
      toneHz: 440,
      seconds: null,
      clockOffsetSeconds: 45296.789,
      fontFile: '/f.ttf',
      caption: 'LIVE 데모',
      scene,
    };
    const args = demoBroadcastArgs(o);
    expect(args.slice(0, args.indexOf('-c:v'))).toEqual([
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostats',
      '-re',
      '-f',
      'image2',
      '-loop',
      '1',
      '-framerate',
      '2',
      '-i',
      '/d/scene.png',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000',
      '-vf',
      'fps=30,format=yuv420p,' +
        "drawtext=fontfile=/f.ttf:text='LIVE':x=(w-tw)/2:y=15:fontsize=26:fontcolor=white:box=1:boxcolor=0xE5243B@0.95:boxborderw=8," +
        'drawtext=fontfile=/f.ttf:textfile=/d/caption.txt:reload=15:expansion=none:x=(w-tw)/2:y=72:fontsize=28:line_spacing=6' +
        ':fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=8,' +
        'drawtext=fontfile=/f.ttf:textfile=/d/name.txt:reload=15:expansion=none:x=(w-tw)/2:y=529:fontsize=30:line_spacing=6:fontcolor=white,' +
        'drawtext=fontfile=/f.ttf:textfile=/d/price.txt:reload=15:expansion=none:x=(w-tw)/2:y=608:fontsize=48:fontcolor=0xFFD34D,' +
        "drawtext=fontfile=/f.ttf:text='%{pts\\:hms\\:45296.789}':x=w-tw-26:y=h-th-20:fontsize=40" +
        ':fontcolor=white:box=1:boxcolor=black@0.7:boxborderw=12,' +
        clockCodeFilters(45296.789, clockCodeLayout(1280, 720)).join(','),
    ]);
    // the encoding and output are the test pattern's
    expect(args.slice(args.indexOf('-c:v'))).toEqual(
      demoBroadcastArgs({ ...o, scene: undefined }).slice(
        demoBroadcastArgs({ ...o, scene: undefined }).indexOf('-c:v'),
      ),
    );
    // a path that would break the filter graph is refused
    expect(() => demoBroadcastArgs({ ...o, scene: { ...scene, name: '/d/a:b.txt' } })).toThrow();
    expect(() => demoBroadcastArgs({ ...o, scene: { ...scene, caption: '/d/a b.txt' } })).toThrow();
  });

  it('cuts the highlight clip without re-encoding', () => {
    expect(highlightArgs('/d/720p/vod.m3u8', 30, '/d/highlight.mp4')).toEqual([
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      '/d/720p/vod.m3u8',
      '-t',
      '30',
      '-c',
      'copy',
      '-bsf:a',
      'aac_adtstoasc',
      '-movflags',
      '+faststart',
      '/d/highlight.mp4',
    ]);
  });

  it('reads the burned-in clock in Korean time', () => {
    expect(kstSecondsOfDay(Date.parse('2025-03-01T03:34:56.789Z'))).toBeCloseTo(12 * 3600 + 34 * 60 + 56.789, 3);
  });

  it('opens RTMP as FLV, and a browser recording (WebM or MP4) with generated timestamps and a 1 s probe', () => {
    expect(inputArgs('flv', 'pipe:0')).toEqual(['-fflags', '+nobuffer', '-f', 'flv', '-i', 'pipe:0']);
    for (const f of ['webm', 'mp4'] as const) {
      expect(inputArgs(f, 'pipe:0')).toEqual([
        '-fflags',
        '+nobuffer+genpts',
        '-analyzeduration',
        '1000000',
        '-probesize',
        '1000000',
        '-f',
        f,
        '-i',
        'pipe:0',
      ]);
    }
  });

  it('transcodes a browser recording into the same ladder: only the input differs from RTMP', () => {
    const rtmp = transcodeArgs(defaultTranscodeOptions('pipe:0', '/d/r1'));
    const browser = transcodeArgs(defaultTranscodeOptions('pipe:0', '/d/r1', 'webm'));
    const at = (a: string[]) => a.indexOf('-filter_complex');
    expect(browser.slice(0, at(browser))).toEqual([
      '-hide_banner',
      '-loglevel',
      'warning',
      '-nostats',
      ...inputArgs('webm', 'pipe:0'),
    ]);
    expect(browser.slice(at(browser))).toEqual(rtmp.slice(at(rtmp)));
    expect(defaultTranscodeOptions('pipe:0', '/d/r1').inputFormat).toBe('flv');
  });
});
