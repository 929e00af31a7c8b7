import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_INGEST_CLOSE, BROWSER_INGEST_END, BROWSER_INGEST_POLICY } from '@lc/contracts';
import { BrowserPublisher, type PublisherStatus } from './browser-publisher';

/** A WebSocket the test drives: what the page sends, and the server's answers and closes. */
class FakeSocket {
  static all: FakeSocket[] = [];
  static readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(d: unknown) {
    this.sent.push(d);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  answer(m: object) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

/** A MediaRecorder that records nothing until the test hands it a chunk. */
class FakeRecorder {
  static all: FakeRecorder[] = [];
  state = 'inactive';
  timeslice: number | undefined;
  ondataavailable: ((e: { data: { size: number } }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    readonly options: Record<string, unknown>,
  ) {
    FakeRecorder.all.push(this);
  }
  start(ms: number) {
    this.state = 'recording';
    this.timeslice = ms;
  }
  stop() {
    this.state = 'inactive';
  }
  chunk(size: number) {
    this.ondataavailable?.({ data: { size } });
  }
}

const hello = (s: FakeSocket) => JSON.parse(s.sent[0] as string) as Record<string, unknown>;

describe('BrowserPublisher', () => {
  let statuses: PublisherStatus[];
  const make = (stream: unknown = 'camera') =>
    new BrowserPublisher(stream as MediaStream, {
      streamKey: 'k'.repeat(32),
      mimeType: 'video/webm;codecs=vp8,opus',
      lang: 'en',
      origin: 'ws://shop.test',
      onStatus: (s) => statuses.push(s),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    statuses = [];
    FakeSocket.all = [];
    FakeRecorder.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('MediaRecorder', FakeRecorder);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says hello with the key, records in chunkMs slices once accepted and sends every chunk', () => {
    make().start();
    const ws = FakeSocket.all[0]!;
    expect(ws.url).toBe(`ws://shop.test${BROWSER_INGEST_POLICY.path}?lang=en`);
    ws.open();
    expect(hello(ws)).toEqual({ type: 'hello', streamKey: 'k'.repeat(32), mimeType: 'video/webm;codecs=vp8,opus' });
    expect(FakeRecorder.all).toHaveLength(0);
    ws.answer({ type: 'accepted', broadcastScheduleSysId: 7 });
    const rec = FakeRecorder.all[0]!;
    expect(rec.timeslice).toBe(BROWSER_INGEST_POLICY.chunkMs);
    expect(rec.options).toMatchObject({ mimeType: 'video/webm;codecs=vp8,opus', videoKeyFrameIntervalDuration: 2000 });
    rec.chunk(1000);
    rec.chunk(0); // an empty slice is not sent
    expect(ws.sent).toHaveLength(2);
    expect(statuses.map((s) => s.kind)).toEqual(['connecting', 'sending']);
  });

  it('reconnects with a fresh recording after an unexpected close, and retries "already live" while the server lets go', () => {
    make().start();
    const first = FakeSocket.all[0]!;
    first.open();
    first.answer({ type: 'accepted', broadcastScheduleSysId: 7 });
    first.drop(1006);
    expect(FakeRecorder.all[0]!.state).toBe('inactive');
    expect(statuses.at(-1)).toEqual({ kind: 'reconnecting' });
    vi.advanceTimersByTime(BROWSER_INGEST_POLICY.reconnectDelayMs);
    const second = FakeSocket.all[1]!;
    second.open();
    second.answer({ type: 'refused', resultCode: '8102', message: 'already' });
    second.drop(BROWSER_INGEST_CLOSE.refused);
    vi.advanceTimersByTime(BROWSER_INGEST_POLICY.reconnectDelayMs);
    const third = FakeSocket.all[2]!;
    third.open();
    third.answer({ type: 'accepted', broadcastScheduleSysId: 7 });
    expect(FakeRecorder.all).toHaveLength(2);
    expect(statuses.at(-1)).toEqual({ kind: 'sending' });
  });

  it('stops for good on a refusal and shows its message', () => {
    make().start();
    const ws = FakeSocket.all[0]!;
    ws.open();
    ws.answer({ type: 'refused', resultCode: '8003', message: 'A broadcast that has ended cannot be streamed.' });
    ws.drop(BROWSER_INGEST_CLOSE.refused);
    vi.advanceTimersByTime(10 * BROWSER_INGEST_POLICY.reconnectDelayMs);
    expect(FakeSocket.all).toHaveLength(1);
    expect(statuses.at(-1)).toEqual({
      kind: 'refused',
      resultCode: '8003',
      message: 'A broadcast that has ended cannot be streamed.',
    });
  });

  it('stop sends `end` and closes normally; switching cameras is a new connection with the new stream', () => {
    const p = make();
    p.start();
    const ws = FakeSocket.all[0]!;
    ws.open();
    ws.answer({ type: 'accepted', broadcastScheduleSysId: 7 });
    p.switchStream('back camera' as unknown as MediaStream);
    expect(ws.closedWith).toBe(1000);
    const next = FakeSocket.all[1]!;
    next.open();
    next.answer({ type: 'accepted', broadcastScheduleSysId: 7 });
    expect(FakeRecorder.all[1]!.stream).toBe('back camera');
    p.stop();
    expect(next.sent.at(-1)).toBe(BROWSER_INGEST_END);
    expect(next.closedWith).toBe(1000);
    expect(statuses.at(-1)).toEqual({ kind: 'stopped' });
    next.drop(1000);
    vi.advanceTimersByTime(10 * BROWSER_INGEST_POLICY.reconnectDelayMs);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('does not reconnect when the server closed the show (ended, or taken over by another encoder)', () => {
    make().start();
    const ws = FakeSocket.all[0]!;
    ws.open();
    ws.answer({ type: 'accepted', broadcastScheduleSysId: 7 });
    ws.drop(BROWSER_INGEST_CLOSE.ended);
    vi.advanceTimersByTime(10 * BROWSER_INGEST_POLICY.reconnectDelayMs);
    expect(FakeSocket.all).toHaveLength(1);
    expect(statuses.at(-1)).toEqual({ kind: 'ended' });
  });
});
