import { createRequire } from 'node:module';
import type { EventEmitter } from 'node:events';
import net from 'node:net';
import { MEDIA_POLICY } from '@lc/contracts';
import type { IngestFormat } from './ffmpeg-args.js';

/**
 * RTMP ingest on node-media-server 4.x: its RTMP session (handshake, chunking, AMF) and its per-stream
 * fan-out are used as a library; the TCP listener, the key check and what happens with the stream are
 * ours. Nothing else of node-media-server runs (no HTTP-FLV, no store, no recorder).
 */

const require = createRequire(import.meta.url);

interface NmsSession {
  id: string;
  ip: string;
  protocol: string;
  streamApp?: string;
  streamName?: string;
  streamPath?: string;
  isPublisher?: boolean;
  broadcast: NmsBroadcast;
  run(): void;
  close(): void;
}

/** node-media-server's per-stream fan-out (BroadcastServer): FLV headers and the current GOP for late joiners. */
export interface NmsBroadcast {
  publishGraceMs: number;
  publisher: NmsSession | null;
  flvHeader: Buffer;
  flvMetaData: Buffer | null;
  flvAudioHeader: Buffer | null;
  flvVideoHeader: Buffer | null;
  flvGopCache: Set<Buffer> | null;
  postPlay(session: FlvSubscriber): string | null;
  donePlay(session: FlvSubscriber): void;
}

/** What node-media-server needs of a subscriber to hand it the FLV stream. */
export interface FlvSubscriber {
  id: string;
  ip: string;
  protocol: 'flv';
  streamPath: string;
  sendBuffer(buf: Buffer): void;
  endTime?: number;
}

type NmsContext = {
  eventEmitter: EventEmitter;
  sessions: Map<string, NmsSession>;
};
const Context = require('node-media-server/src/core/context.js') as NmsContext;
const RtmpSession = require('node-media-server/src/session/rtmp_session.js') as new (socket: net.Socket) => NmsSession;
const nmsLogger = require('node-media-server/src/core/logger.js') as { log: (msg: string, level?: string) => void };

/**
 * An accepted encoder connection, whatever brought it (RTMP, or a browser over the WebSocket ingest):
 * what a show needs to run its transcoder on it.
 */
export interface Publisher {
  /** the stream key (the RTMP stream name, or the browser's hello) */
  key: string;
  remoteAddress: string;
  via: 'rtmp' | 'browser';
  /** the container ffmpeg reads on its stdin */
  inputFormat: IngestFormat;
  /**
   * a crashed ffmpeg can be restarted on the same connection (RTMP: the GOP cache replays the headers
   * and a keyframe); false: the connection is dropped and the encoder reconnects inside the grace window
   */
  restartable: boolean;
  /**
   * Feeds one transcoder run: `write` gets the stream's bytes from its start (headers first), `anchor`
   * the wall-clock instant (ms) of the run's first frame. Returns the function that stops the feed.
   */
  feed(write: (buf: Buffer) => void, anchor: (ms: number) => void): () => void;
  /** closes the encoder's connection ('unreadable': ffmpeg could not read what it sent) */
  close(reason?: 'unreadable'): void;
}

/** FLV tag timestamp (ms): 24 bits plus the extended byte. */
const tagTime = (b: Buffer) => (b.length >= 8 ? ((b[7]! << 24) | (b[4]! << 16) | (b[5]! << 8) | b[6]!) >>> 0 : 0);
const isVideoKeyTag = (b: Buffer) => b.length > 11 && b[0] === 9 && b[11]! >> 4 === 1;

/** An RTMP publish as a Publisher: each feed is a node-media-server FLV subscriber of the stream. */
function rtmpPublisher(session: NmsSession): Publisher {
  const key = session.streamName ?? '';
  let runs = 0;
  return {
    key,
    remoteAddress: session.ip,
    via: 'rtmp',
    inputFormat: 'flv',
    restartable: true,
    feed(write, anchor) {
      const broadcast = session.broadcast;
      // the run's first frame is the first of node-media-server's GOP cache (or the next keyframe):
      // its wall-clock instant is now minus how far the cache reaches back
      let anchored = false;
      const cache = broadcast.flvGopCache ? [...broadcast.flvGopCache] : [];
      if (cache.length > 0) {
        anchored = true;
        anchor(Date.now() - Math.max(0, tagTime(cache[cache.length - 1]!) - tagTime(cache[0]!)));
      }
      runs += 1;
      const feeder: FlvSubscriber = {
        id: `media-${key.slice(0, 8)}-${runs}`,
        ip: '',
        protocol: 'flv',
        streamPath: `/${MEDIA_POLICY.rtmpApp}/${key}`,
        sendBuffer: (buf: Buffer) => {
          if (!anchored && isVideoKeyTag(buf)) {
            anchored = true;
            anchor(Date.now());
          }
          write(buf);
        },
      };
      const err = broadcast.postPlay(feeder);
      if (err) nmsLogger.log(`could not subscribe the transcoder: ${err}`, 'warn');
      return () => {
        // once the publisher is gone node-media-server has dropped its subscribers with the stream
        if (broadcast.publisher === session) broadcast.donePlay(feeder);
      };
    },
    close: () => session.close(),
  };
}

export interface IngestHandlers {
  /** a publish with a key: resolve true to accept, false to refuse (the connection is closed) */
  authorize(p: Publisher): Promise<boolean>;
  /** an accepted publish that is still connected: the stream is now the caller's */
  onAccepted(p: Publisher): void;
  /** the encoder disconnected (accepted publishes, also one that went away while being checked) */
  onUnpublish(p: Publisher): void;
  log(level: 'debug' | 'info' | 'warn', msg: string): void;
}

export interface Ingest {
  port: number;
  close(): Promise<void>;
}

let loggerRouted: IngestHandlers['log'] | null = null;

/** Starts the RTMP listener (port 0 picks a free one). Several ingests may run in one process (tests). */
export async function startIngest(port: number, host: string, h: IngestHandlers): Promise<Ingest> {
  if (!loggerRouted) {
    loggerRouted = h.log;
    nmsLogger.log = (msg: string, level = 'info') =>
      loggerRouted?.(level === 'error' || level === 'warn' ? 'warn' : 'debug', `rtmp: ${msg}`);
  }
  const mine = new Map<NmsSession, Publisher>();
  const sockets = new Set<net.Socket>();

  const onPostPublish = (session: NmsSession) => {
    if (![...sockets].some((s) => (session as unknown as { socket: net.Socket }).socket === s)) return;
    // node-media-server would keep a dropped stream path for 30 s; reconnects are handled by the show
    session.broadcast.publishGraceMs = 0;
    const p = rtmpPublisher(session);
    if (session.streamApp !== MEDIA_POLICY.rtmpApp) {
      h.log('info', `rtmp: refused app ${session.streamApp ?? ''} from ${session.ip}`);
      session.close();
      return;
    }
    h.authorize(p).then(
      (ok) => {
        if (!ok) return session.close();
        if (session.broadcast.publisher !== session) {
          // gone while checking: the accepted key is let go again
          h.onUnpublish(p);
          return;
        }
        mine.set(session, p);
        h.onAccepted(p);
      },
      (err: unknown) => {
        h.log('warn', `rtmp: publish check failed: ${String(err)}`);
        session.close();
      },
    );
  };
  const onDonePublish = (session: NmsSession) => {
    const p = mine.get(session);
    if (!p) return;
    mine.delete(session);
    h.onUnpublish(p);
  };
  Context.eventEmitter.on('postPublish', onPostPublish);
  Context.eventEmitter.on('donePublish', onDonePublish);

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setNoDelay(true);
    const session = new RtmpSession(socket);
    session.run();
    Context.sessions.set(session.id, session);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as net.AddressInfo).port;
  h.log('info', `rtmp ingest listening on ${host}:${bound}`);
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        Context.eventEmitter.off('postPublish', onPostPublish);
        Context.eventEmitter.off('donePublish', onDonePublish);
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
