import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import {
  RC,
  broadcastStatus,
  kstDate,
  type GetUsersAlarmsBroadcastsHistoriesResponse,
  type GetUsersBroadcastreservationsListResponse,
  type PostUsersAlarmsBroadcastsResponse,
} from '@lc/contracts';
import { withTx } from '../../db/client.js';
import {
  brands,
  broadcastAlarmHistories,
  broadcastAlarms,
  broadcastSchedules,
  broadcasts,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { presentCard } from './broadcasts.presenter.js';
import { scheduleColumns, type BroadcastsContext, type Viewer } from './broadcasts.context.js';

/** Reservations (alarms), the start alerts they turn into, and the member's alert history. */
export function createBroadcastAlarms(ctx: BroadcastsContext) {
  const { db, now, selectSchedules, cards, scheduleById, inLang } = ctx;
  return {
    /** The member's reservations that have not ended yet (upcoming and on air). */
    async reservations(userSysId: number, viewer: Viewer): Promise<GetUsersBroadcastreservationsListResponse> {
      const t = now();
      const rows = await selectSchedules()
        .innerJoin(
          broadcastAlarms,
          and(
            eq(broadcastAlarms.broadcastScheduleSysId, broadcastSchedules.broadcastScheduleSysId),
            eq(broadcastAlarms.userSysId, userSysId),
          ),
        )
        .where(isNull(broadcasts.blockedAt))
        .orderBy(asc(broadcastSchedules.startDate), asc(broadcastSchedules.startTime));
      const open = rows.filter((r) => ['ready', 'live'].includes(broadcastStatus(r, t)));
      return { reservations: await cards(open, { ...viewer, userSysId }) };
    },

    /** Turns the alarm on a schedule on or off; only an upcoming broadcast can be reserved. */
    async setAlarm(userSysId: number, scheduleId: number, on: boolean): Promise<PostUsersAlarmsBroadcastsResponse> {
      const row = await scheduleById(scheduleId);
      if (on) {
        if (broadcastStatus(row, now()) !== 'ready') throw new AppError(RC.BROADCAST_ALARM_CLOSED);
        await db
          .insert(broadcastAlarms)
          .values({ userSysId, broadcastScheduleSysId: scheduleId, createdAt: now() })
          .onConflictDoNothing();
      } else {
        await db
          .delete(broadcastAlarms)
          .where(and(eq(broadcastAlarms.userSysId, userSysId), eq(broadcastAlarms.broadcastScheduleSysId, scheduleId)));
      }
      return { broadcastScheduleSysId: scheduleId, isAlarm: on ? 1 : 0 };
    },

    /**
     * Puts "your reserved broadcast started" into the alert list of every member whose reserved
     * schedule has started (once each). Run by the jobs timer and before reading the list.
     */
    deliverStartAlerts,

    async histories(
      userSysId: number,
      startIndex: number,
      rowCount: number,
      viewer: Viewer,
    ): Promise<GetUsersAlarmsBroadcastsHistoriesResponse> {
      await deliverStartAlerts();
      const t = now();
      const base = db
        .select({
          ...scheduleColumns,
          alarmHistorySysId: broadcastAlarmHistories.alarmHistorySysId,
          at: broadcastAlarmHistories.createdAt,
        })
        .from(broadcastAlarmHistories)
        .innerJoin(
          broadcastSchedules,
          eq(broadcastSchedules.broadcastScheduleSysId, broadcastAlarmHistories.broadcastScheduleSysId),
        )
        .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
        .innerJoin(brands, eq(brands.brandSysId, broadcasts.brandSysId))
        .where(eq(broadcastAlarmHistories.userSysId, userSysId));
      const rows = await base
        .orderBy(desc(broadcastAlarmHistories.createdAt), desc(broadcastAlarmHistories.alarmHistorySysId))
        .limit(rowCount)
        .offset(startIndex);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(broadcastAlarmHistories)
        .where(eq(broadcastAlarmHistories.userSysId, userSysId));
      return {
        histories: (await inLang(rows, viewer.lang)).map((r) => {
          const card = presentCard(r, t, viewer.lang, { products: [], prdtTotalCnt: 0, isAlarm: true });
          return {
            alarmHistorySysId: r.alarmHistorySysId,
            broadcastSysId: r.broadcastSysId,
            broadcastScheduleSysId: r.broadcastScheduleSysId,
            title: card.title,
            brandName: card.brandName,
            thumnailLiveUrl: r.thumnailLiveUrl,
            createdAt: r.at.toISOString(),
            status: card.status,
          };
        }),
        totalCount: count?.n ?? 0,
      };
    },
  };

  async function deliverStartAlerts(): Promise<number> {
    const t = now();
    // a window of days keeps the scan small: schedules start at most a day before "today" (KST)
    const candidates = await db
      .select({
        userSysId: broadcastAlarms.userSysId,
        scheduleId: broadcastAlarms.broadcastScheduleSysId,
        startDate: broadcastSchedules.startDate,
        startTime: broadcastSchedules.startTime,
        endTime: broadcastSchedules.endTime,
        liveFlag: broadcastSchedules.liveFlag,
      })
      .from(broadcastAlarms)
      .innerJoin(
        broadcastSchedules,
        eq(broadcastSchedules.broadcastScheduleSysId, broadcastAlarms.broadcastScheduleSysId),
      )
      .where(
        and(
          isNull(broadcastAlarms.alertedAt),
          // due by its date, or on air already: a show started before its scheduled day tells too
          or(lte(broadcastSchedules.startDate, kstDate(t)), eq(broadcastSchedules.liveFlag, 1)),
        ),
      );
    const due = candidates.filter((c) => {
      const s = broadcastStatus({ ...c, highlightUrl: null }, t);
      return s !== 'ready' || c.liveFlag === 1;
    });
    if (due.length === 0) return 0;
    let delivered = 0;
    await withTx(db, async (tx) => {
      for (const d of due) {
        const claimed = await tx
          .update(broadcastAlarms)
          .set({ alertedAt: t })
          .where(
            and(
              eq(broadcastAlarms.userSysId, d.userSysId),
              eq(broadcastAlarms.broadcastScheduleSysId, d.scheduleId),
              isNull(broadcastAlarms.alertedAt),
            ),
          )
          .returning({ u: broadcastAlarms.userSysId });
        if (claimed.length === 0) continue;
        await tx
          .insert(broadcastAlarmHistories)
          .values({ userSysId: d.userSysId, broadcastScheduleSysId: d.scheduleId, createdAt: t })
          .onConflictDoNothing();
        delivered += 1;
      }
    });
    return delivered;
  }
}
