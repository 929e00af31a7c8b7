import { eq, sql } from 'drizzle-orm';
import { LIVE_FLAGS, RC, type PatchBroadcastsReplayResponse } from '@lc/contracts';
import { broadcastSchedules } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { BroadcastsContext } from './broadcasts.context.js';

/** A schedule's counters and its on-air state (the media pipeline's entry points). */
export function createBroadcastLive(ctx: BroadcastsContext) {
  const { db, now, opts, scheduleById } = ctx;
  return {
    /** PATCH broadcasts/replay/{id}: one replay view of a schedule. */
    async replayView(scheduleId: number): Promise<PatchBroadcastsReplayResponse> {
      const row = await scheduleById(scheduleId);
      if (!row.highlightUrl && !row.hlsUrl) throw new AppError(RC.BROADCAST_NO_MEDIA);
      const [r] = await db
        .update(broadcastSchedules)
        .set({ viewCnt: sql`${broadcastSchedules.viewCnt} + 1` })
        .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId))
        .returning({ viewCnt: broadcastSchedules.viewCnt, likeCnt: broadcastSchedules.likeCnt });
      return { broadcastScheduleSysId: scheduleId, viewCnt: r!.viewCnt, likeCnt: r!.likeCnt };
    },

    /**
     * Stable entry point for the media pipeline (issue 8): the encoder of a schedule connected, so it
     * is on air (liveFlag 1, liveStartDate kept from the first start). `liveUrl` / `hlsUrl` replace the
     * stored ones when given. Idempotent while on air; an ended or exited schedule (5005) and a
     * blocked broadcast (5004) cannot go live. The room is told `broadcastControl` type `start`.
     */
    async startLive(scheduleId: number, media: { liveUrl?: string; hlsUrl?: string } = {}) {
      const row = await scheduleById(scheduleId);
      if (row.blockedAt) throw new AppError(RC.BROADCAST_BLOCKED);
      if (row.liveFlag === LIVE_FLAGS.ended || row.liveFlag === LIVE_FLAGS.exited) {
        throw new AppError(RC.BROADCAST_ENDED);
      }
      const [r] = await db
        .update(broadcastSchedules)
        .set({
          liveFlag: LIVE_FLAGS.onAir,
          liveStartDate: sql`coalesce(${broadcastSchedules.liveStartDate}, ${now().toISOString()}::timestamptz)`,
          ...(media.liveUrl !== undefined ? { liveUrl: media.liveUrl } : {}),
          ...(media.hlsUrl !== undefined ? { hlsUrl: media.hlsUrl } : {}),
        })
        .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId))
        .returning({ liveFlag: broadcastSchedules.liveFlag, liveStartDate: broadcastSchedules.liveStartDate });
      if (row.liveFlag !== LIVE_FLAGS.onAir) opts.onLiveChange?.(scheduleId, 'start', r!.liveFlag);
      return { broadcastScheduleSysId: scheduleId, liveFlag: r!.liveFlag, liveStartDate: r!.liveStartDate! };
    },

    /**
     * Stable entry point for the media pipeline (issue 8): the live of a schedule ended (liveFlag 2).
     * `highlightUrl` (the recording) makes it a replay (status `vod`); `hlsUrl` replaces the stored one
     * when given. Idempotent: ending an ended schedule only stores the urls. The room is told
     * `broadcastControl` type `end` (viewers see the notice and the player closes).
     */
    async endLive(scheduleId: number, media: { highlightUrl?: string; hlsUrl?: string } = {}) {
      const row = await scheduleById(scheduleId);
      const wasEnded = row.liveFlag === LIVE_FLAGS.ended || row.liveFlag === LIVE_FLAGS.exited;
      const [r] = await db
        .update(broadcastSchedules)
        .set({
          ...(wasEnded ? {} : { liveFlag: LIVE_FLAGS.ended }),
          ...(media.highlightUrl !== undefined ? { highlightUrl: media.highlightUrl } : {}),
          ...(media.hlsUrl !== undefined ? { hlsUrl: media.hlsUrl } : {}),
        })
        .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId))
        .returning({ liveFlag: broadcastSchedules.liveFlag });
      if (!wasEnded) opts.onLiveChange?.(scheduleId, 'end', r!.liveFlag);
      return { broadcastScheduleSysId: scheduleId, liveFlag: r!.liveFlag };
    },

    async counts(scheduleId: number): Promise<PatchBroadcastsReplayResponse> {
      const row = await scheduleById(scheduleId);
      return { broadcastScheduleSysId: scheduleId, viewCnt: row.viewCnt, likeCnt: row.likeCnt };
    },
  };
}
