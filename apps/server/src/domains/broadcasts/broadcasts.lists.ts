import {
  BROADCAST_POLICY,
  RC,
  broadcastStatus,
  kstDate,
  type GetBroadcastsChkliveResponse,
  type GetBroadcastsCliinfoResponse,
  type GetBroadcastsIntroResponse,
  type GetBroadcastsListResponse,
  type GetBroadcastsMainlistsResponse,
  type GetBroadcastsProductsListResponse,
  type GetBroadcastsSchedulesListResponse,
  type LiveItemType,
} from '@lc/contracts';
import { eq } from 'drizzle-orm';
import { broadcasts } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { presentInfo, presentMedias, presentProduct, presentSponsor } from './broadcasts.presenter.js';
import type { BroadcastsContext, Viewer } from './broadcasts.context.js';

/** What a viewer reads: the home and list cards, a day's schedules, a show's status, intro, replay and products. */
export function createBroadcastLists(ctx: BroadcastsContext) {
  const { db, now, cards, listable, schedule, inLang, productRows, alarmSet, inDays } = ctx;
  return {
    async mainLists(viewer: Viewer): Promise<GetBroadcastsMainlistsResponse> {
      const n = BROADCAST_POLICY.mainListSize;
      const [live, ready, vod] = await Promise.all([listable('live'), listable('ready'), listable('vod')]);
      return {
        liveList: await cards(live.slice(0, n), viewer),
        readyList: await cards(ready.slice(0, n), viewer),
        vodList: await cards(vod.slice(0, n), viewer),
      };
    },

    async list(
      type: LiveItemType,
      startIndex: number,
      rowCount: number,
      viewer: Viewer,
    ): Promise<GetBroadcastsListResponse> {
      const rows = await listable(type);
      return {
        broadcasts: await cards(rows.slice(startIndex, startIndex + rowCount), viewer),
        totalCount: rows.length,
      };
    },

    async chkLive(broadcastSysId: number, scheduleId: number | undefined): Promise<GetBroadcastsChkliveResponse> {
      const row = await schedule(broadcastSysId, scheduleId);
      return {
        broadcastScheduleSysId: row.broadcastScheduleSysId,
        liveFlag: row.liveFlag,
        status: broadcastStatus(row, now()),
      };
    },

    async intro(
      broadcastSysId: number,
      scheduleId: number | undefined,
      viewer: Viewer,
    ): Promise<GetBroadcastsIntroResponse> {
      const [row] = await inLang([await schedule(broadcastSysId, scheduleId)], viewer.lang);
      if (!row) throw new AppError(RC.BROADCAST_NOT_FOUND);
      if (row.blockedAt) throw new AppError(RC.BROADCAST_BLOCKED);
      const prods = await productRows([broadcastSysId]);
      const t = now();
      const alarms = await alarmSet(viewer.userSysId, [row.broadcastScheduleSysId]);
      return {
        broadcast: presentInfo(row, t, viewer.lang, {
          products: prods.map((p) => presentProduct(p, t, viewer.lang, viewer.userSysId !== undefined)),
          prdtTotalCnt: prods.length,
          isAlarm: alarms.has(row.broadcastScheduleSysId),
        }),
      };
    },

    /** Replay info (live §7); no media urls → 5002 (the player says there is no video and closes). */
    async cliInfo(
      broadcastSysId: number,
      scheduleId: number | undefined,
      viewer: Viewer,
    ): Promise<GetBroadcastsCliinfoResponse> {
      const row = await schedule(broadcastSysId, scheduleId);
      if (row.blockedAt) throw new AppError(RC.BROADCAST_BLOCKED);
      const medias = presentMedias(row);
      if (medias.length === 0) throw new AppError(RC.BROADCAST_NO_MEDIA);
      const t = now();
      const prods = await productRows([broadcastSysId]);
      return {
        broadcastMedias: medias,
        liveUrl: row.liveUrl,
        broadcastType: row.broadcastType ? 1 : 0,
        broadcastPrdts: prods.map((p) => presentProduct(p, t, viewer.lang, viewer.userSysId !== undefined)),
        liveStartDate: row.liveStartDate ? row.liveStartDate.toISOString() : null,
        sponsor: presentSponsor(row, viewer.lang),
      };
    },

    async productsList(
      broadcastSysId: number,
      offset: number,
      count: number,
      viewer: Viewer,
    ): Promise<GetBroadcastsProductsListResponse> {
      const [b] = await db
        .select({ id: broadcasts.broadcastSysId })
        .from(broadcasts)
        .where(eq(broadcasts.broadcastSysId, broadcastSysId));
      if (!b) throw new AppError(RC.BROADCAST_NOT_FOUND);
      const prods = await productRows([broadcastSysId]);
      const t = now();
      return {
        broadcastPrdts: prods
          .slice(offset, offset + count)
          .map((p) => presentProduct(p, t, viewer.lang, viewer.userSysId !== undefined)),
        prdtTotalCnt: prods.length,
      };
    },

    /** Schedules of one KST day (live §7; page size 50). */
    async schedules(
      day: string | undefined,
      startIndex: number,
      rowCount: number,
      viewer: Viewer,
    ): Promise<GetBroadcastsSchedulesListResponse> {
      const d = day ?? kstDate(now());
      const rows = await inDays(d, d);
      return {
        schedules: await cards(rows.slice(startIndex, startIndex + rowCount), viewer),
        totalCount: rows.length,
      };
    },
  };
}
