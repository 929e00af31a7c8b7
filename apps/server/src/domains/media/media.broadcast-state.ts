import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { broadcastStatus } from '@lc/contracts';
import { broadcastSchedules, broadcasts, users } from '../../db/schema/index.js';

/**
 * The media fields of a broadcast schedule (liveUrl, hlsUrl, highlightUrl, directUrl, the live
 * thumbnail, liveStartDate). The broadcasts service has no writer for them, so the media domain
 * updates the broadcasts tables through these queries; turning the live flag on and off goes
 * through the chat service's `control` (the same path as the host's broadcastControl event).
 */
export function createBroadcastMediaState(db: Db) {
  return {
    async scheduleInfo(scheduleId: number) {
      const [row] = await db
        .select({
          broadcastScheduleSysId: broadcastSchedules.broadcastScheduleSysId,
          broadcastSysId: broadcastSchedules.broadcastSysId,
          liveFlag: broadcastSchedules.liveFlag,
          startDate: broadcastSchedules.startDate,
          startTime: broadcastSchedules.startTime,
          endTime: broadcastSchedules.endTime,
          hostUserSysId: broadcasts.hostUserSysId,
          blockedAt: broadcasts.blockedAt,
          liveUrl: broadcastSchedules.liveUrl,
          hlsUrl: broadcastSchedules.hlsUrl,
          highlightUrl: broadcastSchedules.highlightUrl,
        })
        .from(broadcastSchedules)
        .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
        .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId));
      return row;
    },

    /** The live playlists exist: players may load them. */
    async setLive(scheduleId: number, urls: { liveUrl: string; hlsUrl: string }) {
      await db
        .update(broadcastSchedules)
        .set({ liveUrl: urls.liveUrl, hlsUrl: urls.hlsUrl })
        .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId));
    },

    /** The live show's first thumbnail exists: its broadcast's card shows it. */
    async setLiveThumbnail(scheduleId: number, thumbnailUrl: string) {
      const [s] = await db
        .select({ b: broadcastSchedules.broadcastSysId })
        .from(broadcastSchedules)
        .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId));
      if (s)
        await db.update(broadcasts).set({ thumnailLiveUrl: thumbnailUrl }).where(eq(broadcasts.broadcastSysId, s.b));
    },

    /** The show ended: no live url until the replay is published. */
    async clearLive(scheduleId: number) {
      await db
        .update(broadcastSchedules)
        .set({ liveUrl: null, hlsUrl: null })
        .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId));
    },

    /** The replay's highlight clip was cut after the replay was published (issue 32 #3). */
    async setHighlight(scheduleId: number, highlightUrl: string) {
      await db
        .update(broadcastSchedules)
        .set({ highlightUrl })
        .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId));
    },

    /**
     * The recording is the replay: hlsUrl is its VOD playlist, highlightUrl the highlight clip (or the
     * replay itself), liveStartDate the instant of its first frame so chat replays on the video timeline.
     */
    async publishReplay(
      scheduleId: number,
      r: { hlsUrl: string; highlightUrl: string; thumbnailUrl: string | null; firstFrameAt: Date },
    ) {
      const [s] = await db
        .update(broadcastSchedules)
        .set({
          liveUrl: null,
          hlsUrl: r.hlsUrl,
          highlightUrl: r.highlightUrl,
          liveStartDate: sql`${r.firstFrameAt.toISOString()}::timestamptz`,
        })
        .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId))
        .returning({ b: broadcastSchedules.broadcastSysId });
      if (s && r.thumbnailUrl) {
        await db.update(broadcasts).set({ thumnailLiveUrl: r.thumbnailUrl }).where(eq(broadcasts.broadcastSysId, s.b));
      }
    },
  };
}

export type BroadcastMediaState = ReturnType<typeof createBroadcastMediaState>;

/** The demo sellover's live broadcast of the demo data (the one the demo broadcaster streams). */
export async function findDemoLiveSchedule(
  db: Db,
  now: Date,
  hostUserId: string,
): Promise<{ broadcastSysId: number; broadcastScheduleSysId: number; hostUserSysId: number } | null> {
  const rows = await db
    .select({
      broadcastSysId: broadcastSchedules.broadcastSysId,
      broadcastScheduleSysId: broadcastSchedules.broadcastScheduleSysId,
      hostUserSysId: users.userSysId,
      startDate: broadcastSchedules.startDate,
      startTime: broadcastSchedules.startTime,
      endTime: broadcastSchedules.endTime,
      liveFlag: broadcastSchedules.liveFlag,
      highlightUrl: broadcastSchedules.highlightUrl,
      broadcastType: broadcasts.broadcastType,
    })
    .from(broadcastSchedules)
    .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
    .innerJoin(users, eq(users.userSysId, broadcasts.hostUserSysId))
    .where(eq(users.userId, hostUserId));
  const live = rows.filter((r) => r.broadcastType === 0 && broadcastStatus(r, now) === 'live');
  const r = live[0];
  return r
    ? {
        broadcastSysId: r.broadcastSysId,
        broadcastScheduleSysId: r.broadcastScheduleSysId,
        hostUserSysId: r.hostUserSysId,
      }
    : null;
}
