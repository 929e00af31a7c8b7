import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Server as IoServer } from 'socket.io';
import { MEDIA_POLICY, type BroadcastControlType, type StreamStateResponse } from '@lc/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createBroadcastMediaState, findDemoLiveSchedule } from '../domains/media/media.broadcast-state.js';
import { createMediaService, type MediaService } from '../domains/media/media.service.js';
import type { ChatService } from '../domains/chat/chat.service.js';
import { runDemoBroadcaster } from './demo-broadcaster.js';
import { startDemoChatBot } from './demo-chat-bot.js';
import { emitChat } from './room-emitter.js';
import { startIngest, type Ingest, type Publisher } from './ingest.js';
import { registerMediaServing } from './serve.js';
import { createShowManager, showUrls, type ShowManager, type ShowManagerDeps } from './shows.js';

/** The demo sellover whose live show the demo broadcaster streams (demo data). */
export const DEMO_HOST_USER_ID = 'seller@demo.kr';

export interface MediaDeps {
  fastify: FastifyInstance;
  config: Config;
  db: Db;
  now: () => Date;
  /** turns the live flag on or off (the chat service's control: the same path as the host's event) */
  control(scheduleId: number, type: BroadcastControlType): Promise<number>;
  /** tells the room's viewers (this node's realtime hub, or the Redis room emitter of a media-only node) */
  announce(scheduleId: number, type: BroadcastControlType, liveFlag: number): Promise<void>;
  /** the chat service (the demo chat bot posts through it) */
  chat: ChatService;
  /** the Socket.IO server whose rooms the viewers are in (none: messages are stored only) */
  rooms(): IoServer | undefined;
}

/**
 * The media role: RTMP ingest with stream keys → one ffmpeg per live stream → HLS 720p/360p with
 * master, thumbnail and program-date-time → recording published as the replay; HLS serving.
 * The RTMP listener and the demo broadcaster start with `start()` (main does; tests do when they need).
 */
export function createMediaModule(d: MediaDeps) {
  const { config, db, now } = d;
  const log = d.fastify.log;
  const root = path.join(config.DATA_DIR, 'media', 'shows');
  const state = createBroadcastMediaState(db);
  let ingest: Ingest | null = null;
  let demo: { stop(): Promise<void> } | null = null;
  let cleanup: NodeJS.Timeout | null = null;
  let bot: { stop(): void; posted(): number } | null = null;

  const ingestBaseUrl = (requestHost?: string) => {
    if (config.RTMP_PUBLIC_URL) return config.RTMP_PUBLIC_URL;
    const host = (requestHost ?? '127.0.0.1').replace(/:\d+$/, '');
    return `rtmp://${host}:${ingest?.port ?? config.RTMP_PORT}/${MEDIA_POLICY.rtmpApp}`;
  };
  const service: MediaService = createMediaService({ db, state, now, ingestBaseUrl });

  const showDeps: ShowManagerDeps = {
    root,
    ffmpegPath: config.FFMPEG_PATH,
    graceMs: config.MEDIA_RECONNECT_GRACE_SECONDS * 1000,
    record: config.MEDIA_RECORD,
    retentionMs: config.MEDIA_LIVE_RETENTION_SECONDS * 1000,
    log: (level, msg, extra) => log[level](extra ?? {}, msg),
    async onLive(id) {
      const urls = showUrls(id);
      // liveUrl: low-latency HLS (backward compatible: a player without LL-HLS plays its whole
      // segments); hlsUrl: the classic MPEG-TS ladder (the fallback; later the recording)
      await state.setLive(id, { liveUrl: urls.lowLatency, hlsUrl: urls.live, thumbnailUrl: urls.thumbnail });
      const flag = await d.control(id, 'start');
      await d.announce(id, 'start', flag);
      log.info({ scheduleId: id }, 'media: broadcast live');
    },
    async onEnded(id, r) {
      if (!r.onAir) return; // never went on air: the key and the broadcast stay as they were
      await service.endKeys(id);
      const urls = showUrls(id);
      const flag = await d.control(id, 'end');
      if (!r.recorded) {
        // MEDIA_RECORD off: live only; the folder goes with the next cleanup after the retention
        await state.clearLive(id);
        await d.announce(id, 'end', flag);
        log.info({ scheduleId: id }, 'media: broadcast ended (not recorded)');
        return;
      }
      await state.publishReplay(id, {
        hlsUrl: urls.vod,
        highlightUrl: r.highlight ? urls.highlight : urls.vod,
        thumbnailUrl: urls.thumbnail,
        firstFrameAt: r.firstFrameAt ?? now(),
      });
      await d.announce(id, 'end', flag);
      log.info({ scheduleId: id }, 'media: broadcast ended, replay published');
    },
  };
  /** this process's shows; a new manager (reading the manifests on disk) at every start */
  let shows: ShowManager = createShowManager(showDeps);
  const scheduleOf = new WeakMap<Publisher, number>();

  registerMediaServing(d.fastify, root);
  /** Stops this process's media work without ending any show (shutdown; a restart in tests). */
  const stop = async () => {
    if (cleanup) clearInterval(cleanup);
    cleanup = null;
    bot?.stop();
    bot = null;
    await demo?.stop();
    demo = null;
    await shows.stopAll();
    await ingest?.close();
    ingest = null;
  };
  /** Expired live segments are deleted as they come; abandoned folders here. */
  const sweep = () => {
    const removed = shows.sweep();
    if (removed.length > 0) log.info({ scheduleIds: removed }, 'media: abandoned stream folders deleted');
    return removed;
  };
  /**
   * The demo chat bot in the demo sellover's live show (started with the demo broadcaster; tests
   * start it themselves, faster). Null when the demo data has no live show.
   */
  const startChatBot = async (opts: { paceMs?: readonly [number, number] } = {}) => {
    bot?.stop();
    bot = null;
    const s = await findDemoLiveSchedule(db, now(), DEMO_HOST_USER_ID);
    if (!s) return null;
    bot = startDemoChatBot({
      chat: d.chat,
      room: s.broadcastScheduleSysId,
      hostUserSysId: s.hostUserSysId,
      deliver: (room, messages) => {
        const io = d.rooms();
        if (io) emitChat(io, room, messages);
      },
      now,
      log: (level, msg) => log[level](msg),
      paceMs: opts.paceMs,
    });
    return { room: s.broadcastScheduleSysId, bot };
  };
  d.fastify.addHook('onClose', stop);

  return {
    service,
    get shows(): ShowManager {
      return shows;
    },
    ingestBaseUrl,
    stop,
    sweep,
    get rtmpPort(): number | null {
      return ingest?.port ?? null;
    },
    /** where a schedule's stream stands on this node */
    async streamState(scheduleId: number): Promise<StreamStateResponse> {
      const s = await state.scheduleInfo(scheduleId);
      const show = shows.get(scheduleId);
      const urls = showUrls(scheduleId);
      const replay = s?.hlsUrl === urls.vod;
      return {
        broadcastScheduleSysId: scheduleId,
        state: replay ? 'replay' : show ? show.state : s?.liveFlag === 2 || s?.liveFlag === 3 ? 'ended' : 'idle',
        liveUrl: s?.liveUrl ?? null,
        hlsUrl: s?.hlsUrl ?? null,
        replayUrl: replay ? urls.vod : null,
      };
    },
    startChatBot,
    /** the running demo chat bot, if any */
    get chatBot() {
      return bot;
    },
    /** Starts the RTMP listener (port 0: a free one) and, when asked, the demo broadcaster and chat bot. */
    async start(opts: { rtmpPort?: number; demo?: boolean } = {}) {
      if (ingest) return;
      // like a fresh process: what is known of the shows comes from their manifests on disk
      await shows.stopAll();
      shows = createShowManager(showDeps);
      const resumed = shows.resumeAll();
      if (resumed.length > 0) log.info({ scheduleIds: resumed }, 'media: shows resumed, waiting for their encoders');
      sweep();
      cleanup = setInterval(sweep, MEDIA_POLICY.cleanupEverySeconds * 1000);
      cleanup.unref();
      ingest = await startIngest(opts.rtmpPort ?? config.RTMP_PORT, config.RTMP_HOST, {
        async authorize(p) {
          const c = await service.claimKey(p.key);
          if (!c.ok) {
            log.warn({ reason: c.reason, from: p.remoteAddress }, 'media: stream key refused');
            return false;
          }
          scheduleOf.set(p, c.scheduleId);
          return true;
        },
        onAccepted(p) {
          const id = scheduleOf.get(p)!;
          log.info({ scheduleId: id, from: p.remoteAddress }, 'media: encoder connected');
          shows.attach(id, p);
        },
        onUnpublish(p) {
          const id = scheduleOf.get(p);
          if (id !== undefined) shows.detach(id, p);
        },
        log: (level, msg) => log[level](msg),
      });
      if (opts.demo ?? (config.DEMO_BROADCASTER && config.SEED_DEMO)) {
        const port = ingest.port;
        demo = runDemoBroadcaster({
          ffmpegPath: config.FFMPEG_PATH,
          log: (level, msg) => log[level](msg),
          async getUrl() {
            const s = await findDemoLiveSchedule(db, now(), DEMO_HOST_USER_ID);
            if (!s) return null;
            const k = await service.issueKey(
              { authSysId: s.hostUserSysId, role: 'sellover', sessionId: undefined },
              { broadcastSysId: s.broadcastSysId, broadcastScheduleSysId: s.broadcastScheduleSysId, isAgree: 1 },
            );
            return `rtmp://127.0.0.1:${port}/${MEDIA_POLICY.rtmpApp}/${k.streamKey}`;
          },
        });
        await startChatBot();
      }
    },
  };
}

export type MediaModule = ReturnType<typeof createMediaModule>;
