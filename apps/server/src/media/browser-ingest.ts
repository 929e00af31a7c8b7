import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  BROWSER_INGEST_CLOSE,
  BROWSER_INGEST_END,
  BROWSER_INGEST_POLICY,
  browserIngestFormat,
  RC,
  type BrowserIngestMessage,
  type Lang,
} from '@lc/contracts';
import type { Publisher } from './ingest.js';

/**
 * The browser ingest (issue 14): a phone's page records its camera with MediaRecorder and sends the
 * chunks over a WebSocket. The first message is a text hello with the stream key and the recording's
 * MIME type; once accepted, every binary message is the next piece of the recording, handed as is to
 * the show's ffmpeg (the same transcoder, packaging, recording and replay as RTMP). The key is checked
 * exactly as an RTMP publish is (the caller's `authorize`). The text message `{"type":"end"}` ends the
 * broadcast at once; any other disconnect leaves the show its reconnect window, as for RTMP.
 */

export type BrowserRefusal = { resultCode: string; message: string };

export interface BrowserIngestHandlers {
  /** a hello: accept (the schedule it streams) or refuse with a result code and its message */
  authorize(p: Publisher, lang: Lang): Promise<{ ok: true; scheduleId: number } | ({ ok: false } & BrowserRefusal)>;
  /** an accepted publisher that is still connected: the stream is now the caller's */
  onAccepted(p: Publisher): void;
  /**
   * the page disconnected, stalled or was closed (only for accepted publishers); `ended`: the sellover
   * stopped the broadcast (the `end` message): the show ends now instead of after the reconnect window
   */
  onUnpublish(p: Publisher, ended: boolean): void;
  /** the result code and message a connection is refused with, in the caller's language */
  refusal(code: string, lang: Lang): BrowserRefusal;
  log(level: 'debug' | 'info' | 'warn', msg: string): void;
}

export interface BrowserIngest {
  /** publishers connected now */
  readonly connected: number;
  /** closes every connection (the pages reconnect to the next server) and stops listening */
  close(): Promise<void>;
}

const send = (ws: WebSocket, m: BrowserIngestMessage) => {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(m));
};

/** WebSocket close reasons are at most 123 bytes: the result code goes there, the message before it. */
const refuse = (ws: WebSocket, r: BrowserRefusal) => {
  send(ws, { type: 'refused', ...r });
  ws.close(BROWSER_INGEST_CLOSE.refused, r.resultCode);
};

/** Listens for upgrades on `BROWSER_INGEST_POLICY.path` of the HTTP server (others are left alone). */
export function startBrowserIngest(server: Server, h: BrowserIngestHandlers): BrowserIngest {
  const wss = new WebSocketServer({ noServer: true, maxPayload: BROWSER_INGEST_POLICY.maxChunkBytes });
  const sockets = new Set<WebSocket>();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== BROWSER_INGEST_POLICY.path) return;
    // the caller's language for the refusals: `lang` query, then Accept-Language; Korean by default
    const q = url.searchParams.get('lang');
    const al = req.headers['accept-language'];
    const lang: Lang = q === 'en' || q === 'ko' ? q : typeof al === 'string' && /^\s*en\b/i.test(al) ? 'en' : 'ko';
    wss.handleUpgrade(req, socket, head, (ws) => connection(ws, req, lang));
  };
  server.on('upgrade', onUpgrade);

  function connection(ws: WebSocket, req: IncomingMessage, lang: Lang) {
    sockets.add(ws);
    const remoteAddress = req.socket.remoteAddress ?? '';
    let publisher: Publisher | null = null;
    let accepted = false;
    let endRequested = false;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let sink: ((buf: Buffer) => void) | null = null;
    let anchorSink: ((ms: number) => void) | null = null;
    let firstChunkAt: number | null = null;
    let stall: NodeJS.Timeout | null = null;
    const hello = setTimeout(
      () => refuse(ws, h.refusal(RC.MEDIA_BROWSER_PROTOCOL, lang)),
      BROWSER_INGEST_POLICY.helloTimeoutMs,
    );
    const armStall = () => {
      if (stall) clearTimeout(stall);
      stall = setTimeout(() => refuse(ws, h.refusal(RC.MEDIA_BROWSER_STALLED, lang)), BROWSER_INGEST_POLICY.stallMs);
    };

    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!publisher) {
        clearTimeout(hello);
        if (isBinary) return refuse(ws, h.refusal(RC.MEDIA_BROWSER_PROTOCOL, lang));
        let m: { type?: unknown; streamKey?: unknown; mimeType?: unknown };
        try {
          m = JSON.parse(data.toString()) as typeof m;
        } catch {
          return refuse(ws, h.refusal(RC.MEDIA_BROWSER_PROTOCOL, lang));
        }
        if (m?.type !== 'hello' || typeof m.streamKey !== 'string' || typeof m.mimeType !== 'string') {
          return refuse(ws, h.refusal(RC.MEDIA_BROWSER_PROTOCOL, lang));
        }
        const format = browserIngestFormat(m.mimeType);
        if (!format) return refuse(ws, h.refusal(RC.MEDIA_BROWSER_FORMAT, lang));
        publisher = {
          key: m.streamKey.slice(0, 200),
          remoteAddress,
          via: 'browser',
          inputFormat: format,
          restartable: false,
          feed(write, anchor) {
            sink = write;
            anchorSink = anchor;
            // the first chunk holds the first MediaRecorder timeslice: its first frame is that much older
            if (firstChunkAt !== null) anchor(firstChunkAt - BROWSER_INGEST_POLICY.chunkMs);
            for (const b of pending) write(b);
            pending = [];
            pendingBytes = 0;
            return () => {
              sink = null;
              anchorSink = null;
            };
          },
          close: (reason) => {
            if (ws.readyState !== ws.OPEN) return;
            if (reason === 'unreadable') refuse(ws, h.refusal(RC.MEDIA_BROWSER_UNREADABLE, lang));
            else ws.close(BROWSER_INGEST_CLOSE.ended, 'closed');
          },
        };
        const p = publisher;
        h.authorize(p, lang).then(
          (r) => {
            if (ws.readyState !== ws.OPEN) {
              // gone while checking: an accepted key is let go again
              if (r.ok) h.onUnpublish(p, false);
              return;
            }
            if (!r.ok) return refuse(ws, { resultCode: r.resultCode, message: r.message });
            accepted = true;
            h.log(
              'info',
              `browser ingest: ${p.inputFormat} publisher from ${remoteAddress} for schedule ${r.scheduleId}`,
            );
            send(ws, { type: 'accepted', broadcastScheduleSysId: r.scheduleId });
            armStall();
            h.onAccepted(p);
          },
          (err: unknown) => {
            h.log('warn', `browser ingest: publish check failed: ${String(err)}`);
            refuse(ws, h.refusal(RC.INTERNAL, lang));
          },
        );
        return;
      }
      if (!isBinary) {
        // text after the hello: `end` (the sellover stops the broadcast); anything else is ignored
        if (accepted && data.toString() === BROWSER_INGEST_END) {
          endRequested = true;
          ws.close(1000, 'end');
        }
        return;
      }
      const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (buf.length === 0) return;
      if (firstChunkAt === null) {
        firstChunkAt = Date.now();
        anchorSink?.(firstChunkAt - BROWSER_INGEST_POLICY.chunkMs);
      }
      if (accepted) armStall();
      if (sink) return sink(buf);
      pendingBytes += buf.length;
      if (pendingBytes > BROWSER_INGEST_POLICY.maxPendingBytes) {
        return refuse(ws, h.refusal(RC.MEDIA_BROWSER_PROTOCOL, lang));
      }
      pending.push(buf);
    });
    ws.on('error', (err) => h.log('debug', `browser ingest: socket error: ${String(err)}`));
    ws.on('close', () => {
      sockets.delete(ws);
      clearTimeout(hello);
      if (stall) clearTimeout(stall);
      pending = [];
      sink = null;
      if (publisher && accepted) h.onUnpublish(publisher, endRequested);
    });
  }

  return {
    get connected() {
      return sockets.size;
    },
    close: async () => {
      server.off('upgrade', onUpgrade);
      await Promise.all(
        [...sockets].map(
          (ws) =>
            new Promise<void>((resolve) => {
              ws.once('close', () => resolve());
              ws.close(BROWSER_INGEST_CLOSE.restart, 'restart');
              setTimeout(() => {
                ws.terminate();
                resolve();
              }, 2_000).unref();
            }),
        ),
      );
      wss.close();
    },
  };
}
