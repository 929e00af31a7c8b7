import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Server as IoServer } from 'socket.io';
import { MEDIA_POLICY, RC, resultMessage, type BroadcastControlType, type StreamStateResponse } from '@lc/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createBroadcastMediaState, findDemoLiveSchedule } from '../domains/media/media.broadcast-state.js';
import { createMediaService, type MediaService } from '../domains/media/media.service.js';
import type { ChatService } from '../domains/chat/chat.service.js';
import { demoFont, runDemoBroadcaster } from './demo-broadcaster.js';
import { createDemoScene, type DemoScene } from './demo-scene.js';
import { startDemoChatBot } from './demo-chat-bot.js';
import type { FfmpegProbe } from './ffmpeg-check.js';
import { startDemoHostEngagement, type DemoHostEngagementOptions } from './demo-host-engagement.js';
import { emitChat } from '../realtime/room-emitter.js';
import { startBrowserIngest, type BrowserIngest } from './browser-ingest.js';
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
  /** whether ffmpeg runs (checked once; without it the demo broadcaster is skipped) */
  ffmpeg?: FfmpegProbe;
  /** the console's services the demo host hands out live coupons and runs games with (issue 13) */
  engagement?: Pick<DemoHostEngagementOptions, 'coupons' | 'game'>;
  /** the node's metrics: each show's transcoding speed */
  encoderSpeed?: ShowManagerDeps['encoderSpeed'];
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
  let browserIngest: BrowserIngest | null = null;
  /** one live publisher per stream key, whatever brought it (RTMP or a browser) */
  const liveKeys = new Map<string, Publisher>();
  let demo: { stop(): Promise<void> } | null = null;
  let scene: DemoScene | null = null;
  let cleanup: NodeJS.Timeout | null = null;
  let bot: ReturnType<typeof startDemoChatBot> | null = null;
  let host: { stop(): void; steps(): number } | null = null;

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
    now: () => now().getTime(),
    log: (level, msg, extra) => log[level](extra ?? {}, msg),
    encoderSpeed: d.encoderSpeed,
    async onLive(id) {
      const urls = showUrls(id);
      // liveUrl: low-latency HLS (backward compatible: a player without LL-HLS plays its whole
      // segments); hlsUrl: the classic MPEG-TS ladder (the fallback; later the recording)
      await state.setLive(id, { liveUrl: urls.lowLatency, hlsUrl: urls.live });
      const flag = await d.control(id, 'start');
      await d.announce(id, 'start', flag);
      log.info({ scheduleId: id }, 'media: broadcast live');
    },
    // the card's picture becomes the live thumbnail once one exists (before, it pointed at a file the
    // encoder writes seconds after going live: a broken image for viewers who loaded the list then)
    async onThumbnail(id) {
      await state.setLiveThumbnail(id, showUrls(id).thumbnail);
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
        // the replay itself until its highlight clip is cut (onHighlight)
        highlightUrl: urls.vod,
        thumbnailUrl: urls.thumbnail,
        firstFrameAt: r.firstFrameAt ?? now(),
      });
      await d.announce(id, 'end', flag);
      log.info({ scheduleId: id }, 'media: broadcast ended, replay published');
    },
    async onHighlight(id) {
      await state.setHighlight(id, showUrls(id).highlight);
    },
  };
  /** this process's shows; a new manager (reading the manifests on disk) at every start */
  let shows: ShowManager = createShowManager(showDeps);
  const scheduleOf = new WeakMap<Publisher, number>();
  /** reserves the key for this publisher (false: another one is live with it) */
  const reserveKey = (p: Publisher) => {
    if (liveKeys.has(p.key)) return false;
    liveKeys.set(p.key, p);
    return true;
  };
  const releaseKey = (p: Publisher) => {
    if (liveKeys.get(p.key) === p) liveKeys.delete(p.key);
  };
  /** claims the reserved key's schedule for this publisher; a refused or failed claim lets the key go */
  const claimKey = async (p: Publisher) => {
    const c = await service.claimKey(p.key).catch((err: unknown) => {
      releaseKey(p);
      throw err;
    });
    if (c.ok) scheduleOf.set(p, c.scheduleId);
    else releaseKey(p);
    return c;
  };

  registerMediaServing(d.fastify, root);
  /** Stops this process's media work without ending any show (shutdown; a restart in tests). */
  const stop = async () => {
    if (cleanup) clearInterval(cleanup);
    cleanup = null;
    void bot?.stop();
    bot = null;
    host?.stop();
    host = null;
    await demo?.stop();
    demo = null;
    scene?.stop();
    scene = null;
    await shows.stopAll();
    await browserIngest?.close();
    browserIngest = null;
    await ingest?.close();
    ingest = null;
    liveKeys.clear();
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
  const startChatBot = async (
    opts: { paceMs?: readonly [number, number]; hostTiming?: DemoHostEngagementOptions['timing'] } = {},
  ) => {
    void bot?.stop();
    bot = null;
    host?.stop();
    host = null;
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
    if (d.engagement) {
      host = startDemoHostEngagement({
        ...d.engagement,
        room: s.broadcastScheduleSysId,
        host: { authSysId: s.hostUserSysId, role: 'sellover', sessionId: undefined },
        log: (level, msg) => log[level](msg),
        timing: opts.hostTiming,
      });
    }
    return { room: s.broadcastScheduleSysId, bot };
  };
  d.fastify.addHook('onClose', stop);

  function onAccepted(p: Publisher) {
    const id = scheduleOf.get(p)!;
    log.info({ scheduleId: id, from: p.remoteAddress, via: p.via }, 'media: encoder connected');
    shows.attach(id, p);
  }
  function onUnpublish(p: Publisher) {
    releaseKey(p);
    const id = scheduleOf.get(p);
    if (id !== undefined) shows.detach(id, p);
  }

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
    /** the running demo host's coupon and game steps, if any */
    get demoHost() {
      return host;
    },
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
          if (!reserveKey(p)) {
            log.warn({ from: p.remoteAddress }, 'media: stream key already live (browser)');
            return false;
          }
          const c = await claimKey(p);
          if (!c.ok) log.warn({ reason: c.reason, from: p.remoteAddress }, 'media: stream key refused');
          return c.ok;
        },
        onAccepted,
        onUnpublish,
        log: (level, msg) => log[level](msg),
      });
      browserIngest = startBrowserIngest(d.fastify.server, {
        async authorize(p, lang) {
          const no = (code: string) => ({ ok: false as const, resultCode: code, message: resultMessage(code, lang) });
          if (!reserveKey(p)) {
            log.warn({ from: p.remoteAddress }, 'media: stream key already live (browser refused)');
            return no(RC.MEDIA_BROWSER_ALREADY_LIVE);
          }
          const c = await claimKey(p);
          if (!c.ok) {
            log.warn({ reason: c.reason, from: p.remoteAddress }, 'media: stream key refused (browser)');
            // a key spent by its show's end ('reused') or of an ended schedule: the broadcast is over
            if (c.reason === 'ended' || c.reason === 'reused') return no(RC.MEDIA_BROADCAST_ENDED);
            if (c.reason === 'blocked') return no(RC.BROADCAST_BLOCKED);
            return no(RC.MEDIA_BROWSER_KEY_REFUSED);
          }
          return { ok: true, scheduleId: c.scheduleId };
        },
        onAccepted,
        onUnpublish(p, ended) {
          onUnpublish(p);
          const id = scheduleOf.get(p);
          if (!ended || id === undefined) return;
          log.info({ scheduleId: id }, 'media: the sellover ended the broadcast from the browser');
          void shows
            .get(id)
            ?.end()
            .catch((err: unknown) => log.error({ err, scheduleId: id }, 'media: end failed'));
        },
        refusal: (code, lang) => ({ resultCode: code, message: resultMessage(code, lang) }),
        log: (level, msg) => log[level](msg),
      });
      const wantDemo = opts.demo ?? (config.DEMO_BROADCASTER && config.SEED_DEMO);
      // without ffmpeg (said once by the probe) the demo show runs without video; its host still chats
      if (wantDemo && d.ffmpeg && !(await d.ffmpeg.available())) await startChatBot();
      else if (wantDemo) {
        const port = ingest.port;
        // issue 19: the show's pinned product, price and notice on screen (files under DATA_DIR/media)
        const sc = createDemoScene({
          db,
          dir: path.join(config.DATA_DIR, 'media', 'demo-scene'),
          hangul: demoFont().hangul,
          log: (level, msg) => log[level](msg),
        });
        scene = sc;
        let sceneReady = false;
        demo = runDemoBroadcaster({
          ffmpegPath: config.FFMPEG_PATH,
          log: (level, msg) => log[level](msg),
          scene: () => (sceneReady ? sc.files : null),
          async getUrl() {
            const s = await findDemoLiveSchedule(db, now(), DEMO_HOST_USER_ID);
            if (!s) return null;
            sceneReady = await sc.start(s.broadcastScheduleSysId).catch((err: unknown) => {
              log.warn({ err }, 'demo scene: not drawn, the test pattern goes out');
              return false;
            });
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
