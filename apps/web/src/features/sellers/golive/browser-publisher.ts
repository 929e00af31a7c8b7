import {
  BROWSER_INGEST_CLOSE,
  BROWSER_INGEST_END,
  BROWSER_INGEST_POLICY,
  type BrowserIngestHello,
  type BrowserIngestMessage,
  RC,
} from '@lc/contracts';

export type PublisherStatus =
  | { kind: 'connecting' }
  /** accepted: the recording is being sent */
  | { kind: 'sending' }
  /** the connection dropped: trying again (the server keeps the show for its reconnect window) */
  | { kind: 'reconnecting' }
  | { kind: 'stopped' }
  /** the server closed the show: it ended, or another device or encoder took it over (no reconnect) */
  | { kind: 'ended' }
  | { kind: 'refused'; resultCode: string; message: string };

export interface PublisherOptions {
  streamKey: string;
  mimeType: string;
  lang: 'ko' | 'en';
  onStatus(s: PublisherStatus): void;
  /** the page's origin as ws(s)://host (default: this page's) */
  origin?: string;
}

/** While reconnecting, "already live" is the previous connection the server has not let go of yet. */
const ALREADY_LIVE_RETRIES = 5;

/**
 * Sends a camera stream to the browser ingest: a WebSocket, the hello with the stream key, then
 * MediaRecorder chunks every `chunkMs` as binary messages. An unexpected close reconnects with a fresh
 * recording (its own headers) until stopped or refused; `switchStream` (front/back camera) does the
 * same on purpose. `stop()` ends the broadcast at once.
 */
export class BrowserPublisher {
  private ws: WebSocket | null = null;
  private recorder: MediaRecorder | null = null;
  private stopped = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private alreadyLive = 0;

  constructor(
    private stream: MediaStream,
    private readonly o: PublisherOptions,
  ) {}

  start() {
    this.stopped = false;
    this.connect(false);
  }

  /** Another camera: the current recording ends and a new one starts on the same key (a short cut for viewers). */
  switchStream(stream: MediaStream) {
    this.stream = stream;
    if (this.stopped) return;
    this.drop();
    this.connect(true);
  }

  /** The sellover stops: the server ends the show now (no reconnect window). */
  stop() {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.retry);
    const ws = this.ws;
    this.stopRecorder();
    if (ws?.readyState === WebSocket.OPEN) {
      ws.send(BROWSER_INGEST_END);
      ws.close(1000, 'end');
    } else ws?.close();
    this.ws = null;
    this.o.onStatus({ kind: 'stopped' });
  }

  /** Leaves without ending the show (the page is closed): the server's reconnect window applies. */
  dispose() {
    this.stopped = true;
    clearTimeout(this.retry);
    this.drop();
  }

  private drop() {
    this.stopRecorder();
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.onmessage = null;
      ws.close(1000, 'switch');
    }
  }

  private stopRecorder() {
    const r = this.recorder;
    this.recorder = null;
    if (r) {
      r.ondataavailable = null;
      if (r.state !== 'inactive') r.stop();
    }
  }

  private connect(reconnecting: boolean) {
    this.o.onStatus({ kind: reconnecting ? 'reconnecting' : 'connecting' });
    const origin = this.o.origin ?? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
    const ws = new WebSocket(`${origin}${BROWSER_INGEST_POLICY.path}?lang=${this.o.lang}`);
    this.ws = ws;
    let refused = false;
    ws.onopen = () => {
      const hello: BrowserIngestHello = { type: 'hello', streamKey: this.o.streamKey, mimeType: this.o.mimeType };
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (e: MessageEvent) => {
      if (typeof e.data !== 'string') return;
      const m = JSON.parse(e.data) as BrowserIngestMessage;
      if (m.type === 'accepted') {
        this.alreadyLive = 0;
        this.record(ws);
        this.o.onStatus({ kind: 'sending' });
        return;
      }
      refused = true;
      this.stopRecorder();
      if (m.resultCode === RC.MEDIA_BROWSER_ALREADY_LIVE && reconnecting && this.alreadyLive < ALREADY_LIVE_RETRIES) {
        this.alreadyLive += 1;
        return this.later();
      }
      this.stopped = true;
      this.o.onStatus({ kind: 'refused', resultCode: m.resultCode, message: m.message });
    };
    ws.onclose = (e: CloseEvent) => {
      if (this.ws !== ws) return;
      this.stopRecorder();
      // refused for good (stopped), or the server restarts / dropped us: a fresh connection
      if (this.stopped || (refused && e.code === BROWSER_INGEST_CLOSE.refused)) return;
      if (e.code === BROWSER_INGEST_CLOSE.ended) {
        // reconnecting would take the show back from whoever has it now
        this.stopped = true;
        this.ws = null;
        this.o.onStatus({ kind: 'ended' });
        return;
      }
      this.later();
    };
  }

  private later() {
    this.ws = null;
    clearTimeout(this.retry);
    this.o.onStatus({ kind: 'reconnecting' });
    this.retry = setTimeout(() => {
      if (!this.stopped) this.connect(true);
    }, BROWSER_INGEST_POLICY.reconnectDelayMs);
  }

  private record(ws: WebSocket) {
    const options: MediaRecorderOptions & { videoKeyFrameIntervalDuration?: number } = {
      mimeType: this.o.mimeType,
      videoBitsPerSecond: BROWSER_INGEST_POLICY.videoBitsPerSecond,
      audioBitsPerSecond: BROWSER_INGEST_POLICY.audioBitsPerSecond,
      // Chromium: a keyframe every 2 s (segments and late joiners); ignored where unknown
      videoKeyFrameIntervalDuration: BROWSER_INGEST_POLICY.keyFrameMs,
    };
    const r = new MediaRecorder(this.stream, options);
    this.recorder = r;
    r.ondataavailable = (e: BlobEvent) => {
      // a Blob keeps its place in the socket's queue: the recording arrives in order
      if (e.data.size > 0 && ws.readyState === WebSocket.OPEN) ws.send(e.data);
    };
    r.onerror = () => {
      // the recorder gave up (a track ended): a fresh connection and recording
      if (this.ws === ws && !this.stopped) {
        this.drop();
        this.later();
      }
    };
    r.start(BROWSER_INGEST_POLICY.chunkMs);
  }
}
