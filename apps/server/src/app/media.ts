import { registerDemoMedia } from '../domains/broadcasts/broadcasts.media.js';
import { createChatService } from '../domains/chat/chat.service.js';
import type { GameService } from '../domains/game/game.service.js';
import type { LiveCouponsService } from '../domains/live-coupons/live-coupons.service.js';
import { mediaRoutes } from '../domains/media/media.routes.js';
import { createMediaModule } from '../media/media.js';
import { createRoomEmitter, emitControl } from '../realtime/room-emitter.js';
import type { AppContext } from './app.context.js';

/** The demo media and the media role: RTMP ingest, HLS packaging, recording to replay, HLS serving (issue 8). */
export function wireMedia(
  { config, db, now, fastify, redis, router, late, ffmpeg, metrics }: AppContext,
  deps: { pushStartAlerts: () => void; liveCoupons: LiveCouponsService; game: GameService },
) {
  registerDemoMedia(fastify, config.DATA_DIR, ffmpeg);
  // media: RTMP ingest, HLS packaging, recording to replay, HLS serving (issue 8)
  const mediaChat = createChatService(db, now);
  // a media node without the realtime role reaches the rooms through the realtime nodes' Redis adapter
  const mediaRooms =
    config.SERVICES.includes('media') && !config.SERVICES.includes('realtime') && redis
      ? createRoomEmitter(redis, config.REDIS_PREFIX)
      : undefined;
  if (mediaRooms) fastify.addHook('onClose', () => mediaRooms.close());
  const media = config.SERVICES.includes('media')
    ? createMediaModule({
        fastify,
        config,
        db,
        now,
        control: (id, type) => mediaChat.control(id, type),
        announce: async (id, type, flag) => {
          if (late.realtime) await late.realtime.hub.announceControl(id, type, flag);
          else if (mediaRooms) emitControl(mediaRooms.io, id, type, flag);
          if (type === 'start') deps.pushStartAlerts();
        },
        chat: mediaChat,
        rooms: () => late.realtime?.io ?? mediaRooms?.io,
        ffmpeg,
        engagement: { coupons: deps.liveCoupons, game: deps.game },
        encoderSpeed: metrics.encoderSpeed,
      })
    : undefined;
  late.media = media;
  mediaRoutes(router, media);
  return media;
}
