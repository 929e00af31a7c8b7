/**
 * Going live from a phone's browser (issue 14 item 5; beyond live §2, which says only the app can
 * stream): the page records the camera with MediaRecorder and sends its chunks over a WebSocket to
 * the media role, which feeds them to the same ffmpeg ladder, packaging, recording and replay as RTMP.
 * The stream key (POST media/streamkeys) is the credential, with the same checks as an RTMP publish.
 */
export const BROWSER_INGEST_POLICY = {
  /** the WebSocket endpoint (same origin as the API) */
  path: '/api/v1/media/ingest',
  /** MediaRecorder timeslice: one chunk this often (ms); also the anchor correction of the first chunk */
  chunkMs: 250,
  /** the browser asks its encoder for a keyframe this often (ms; Chromium's videoKeyFrameIntervalDuration) */
  keyFrameMs: 2_000,
  /**
   * containers the page tries, in order, with MediaRecorder.isTypeSupported: WebM with H.264 (hardware
   * encoded on most phones), WebM with VP8/VP9 (every Chromium and Firefox), then MP4 (Safari)
   */
  mimeTypes: [
    'video/webm;codecs=h264,opus',
    'video/webm;codecs=vp8,opus',
    'video/webm;codecs=vp9,opus',
    'video/webm',
    'video/mp4;codecs=avc1,mp4a',
    'video/mp4',
  ],
  /** the hello must come this soon after the connection opens (ms) */
  helloTimeoutMs: 10_000,
  /** an accepted publisher that sends nothing for this long is dropped (ms): the reconnect window starts */
  stallMs: 10_000,
  /** largest accepted message (bytes) */
  maxChunkBytes: 8 * 1024 * 1024,
  /** chunks held while the show starts its transcoder (bytes); more is refused as a flood */
  maxPendingBytes: 16 * 1024 * 1024,
  /** the page reconnects after an unexpected close this often, within the server's reconnect window (ms) */
  reconnectDelayMs: 1_000,
  /** camera capture asked of the browser (the ladder's top rendition; a phone may give less) */
  capture: { width: 1280, height: 720, frameRate: 30 },
  /** recorder bitrates asked of the browser (bits/s) */
  videoBitsPerSecond: 2_500_000,
  audioBitsPerSecond: 128_000,
} as const;

/** The container ffmpeg reads, from the MIME type the browser records (null: not supported). */
export function browserIngestFormat(mimeType: string): 'webm' | 'mp4' | null {
  const base = mimeType.split(';')[0]!.trim().toLowerCase();
  if (base === 'video/webm') return 'webm';
  if (base === 'video/mp4') return 'mp4';
  return null;
}

/** client → server, the first (text) message; binary chunks follow once accepted */
export interface BrowserIngestHello {
  type: 'hello';
  streamKey: string;
  mimeType: string;
}

/** client → server after the acceptance (text): the sellover stops; the show ends without the reconnect window */
export const BROWSER_INGEST_END = JSON.stringify({ type: 'end' });

/** server → client (text messages) */
export type BrowserIngestMessage =
  { type: 'accepted'; broadcastScheduleSysId: number } | { type: 'refused'; resultCode: string; message: string };

/** WebSocket close codes of the ingest (4000-4999: the application's) */
export const BROWSER_INGEST_CLOSE = {
  /** refused: see the `refused` message before the close */
  refused: 4001,
  /** the show ended (the server stops the publisher) */
  ended: 4002,
  /** the server stops (shutdown): reconnect */
  restart: 4003,
  /** the publisher stopped on its own (client side: no reconnect) */
  stopped: 4004,
} as const;
