import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  BROADCAST_POLICY,
  LIVE_FLAGS,
  RC,
  broadcastStatus,
  kstDate,
  type BroadcastCard,
  type Lang,
  type LiveItemType,
} from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import {
  brands,
  broadcastAlarmHistories,
  broadcastAlarms,
  broadcastProducts,
  broadcastSchedules,
  broadcasts,
  products,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Localizer } from '../../shared/localize.js';
import {
  presentCard,
  presentInfo,
  presentMedias,
  presentProduct,
  type BroadcastProductRow,
  type ScheduleRow,
} from './broadcasts.presenter.js';

export interface Viewer {
  userSysId: number | undefined;
  lang: Lang;
}

const scheduleColumns = {
  broadcastSysId: broadcasts.broadcastSysId,
  broadcastScheduleSysId: broadcastSchedules.broadcastScheduleSysId,
  broadcastType: broadcasts.broadcastType,
  title: broadcasts.title,
  titleEn: broadcasts.titleEn,
  briefComment: broadcasts.briefComment,
  briefCommentEn: broadcasts.briefCommentEn,
  brandSysId: broadcasts.brandSysId,
  brandName: brands.name,
  brandNameEn: brands.nameEn,
  brandImageUrl: brands.imageUrl,
  thumnailLiveUrl: broadcasts.thumnailLiveUrl,
  shareTitle: broadcasts.shareTitle,
  shareText: broadcasts.shareText,
  shareTitleEn: broadcasts.shareTitleEn,
  shareTextEn: broadcasts.shareTextEn,
  shareThumnailUrl: broadcasts.shareThumnailUrl,
  isRecChat: broadcasts.isRecChat,
  blockedAt: broadcasts.blockedAt,
  startDate: broadcastSchedules.startDate,
  startTime: broadcastSchedules.startTime,
  endTime: broadcastSchedules.endTime,
  liveFlag: broadcastSchedules.liveFlag,
  liveStartDate: broadcastSchedules.liveStartDate,
  highlightUrl: broadcastSchedules.highlightUrl,
  liveUrl: broadcastSchedules.liveUrl,
  hlsUrl: broadcastSchedules.hlsUrl,
  directUrl: broadcastSchedules.directUrl,
  viewCnt: broadcastSchedules.viewCnt,
  likeCnt: broadcastSchedules.likeCnt,
  noti: broadcastSchedules.noti,
  notiEn: broadcastSchedules.notiEn,
  fixPrdtSysId: broadcastSchedules.fixPrdtSysId,
};

const productColumns = {
  broadcastProductSysId: broadcastProducts.broadcastProductSysId,
  broadcastSysId: broadcastProducts.broadcastSysId,
  prdtSysId: products.prdtSysId,
  name: products.name,
  nameEn: products.nameEn,
  brandName: brands.name,
  brandNameEn: brands.nameEn,
  squareImageUrl: products.squareImageUrl,
  bigImageUrl: products.bigImageUrl,
  marketPrice: products.marketPrice,
  price: products.price,
  livePrice: products.livePrice,
  livePriceStartDate: products.livePriceStartDate,
  livePriceEndDate: products.livePriceEndDate,
  isDisplay: products.isDisplay,
  isSoldout: products.isSoldout,
  deliveryPriceTypeCode: products.deliveryPriceTypeCode,
};

/** A schedule went on air or ended (the realtime hub tells the room; issue 8's media pipeline triggers it). */
export type LiveChangeListener = (room: number, type: 'start' | 'end', liveFlag: number) => void;

export interface BroadcastsServiceOptions {
  onLiveChange?: LiveChangeListener;
  /** issue 19: texts with no stored English are machine-translated for English readers (TRANSLATE_URL) */
  translation?: Localizer;
}

/** Broadcasts: schedules and their status, products, counters, reservations (alarms) and start alerts. */
export function createBroadcastsService(db: Db, now: () => Date, opts: BroadcastsServiceOptions = {}) {
  const selectSchedules = () =>
    db
      .select(scheduleColumns)
      .from(broadcastSchedules)
      .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
      .innerJoin(brands, eq(brands.brandSysId, broadcasts.brandSysId));

  async function productRows(broadcastIds: number[]): Promise<BroadcastProductRow[]> {
    if (broadcastIds.length === 0) return [];
    return db
      .select(productColumns)
      .from(broadcastProducts)
      .innerJoin(products, eq(products.prdtSysId, broadcastProducts.prdtSysId))
      .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
      .where(inArray(broadcastProducts.broadcastSysId, broadcastIds))
      .orderBy(asc(broadcastProducts.sortOrder), asc(broadcastProducts.broadcastProductSysId));
  }

  async function alarmSet(userSysId: number | undefined, scheduleIds: number[]): Promise<Set<number>> {
    if (!userSysId || scheduleIds.length === 0) return new Set();
    const rows = await db
      .select({ id: broadcastAlarms.broadcastScheduleSysId })
      .from(broadcastAlarms)
      .where(
        and(eq(broadcastAlarms.userSysId, userSysId), inArray(broadcastAlarms.broadcastScheduleSysId, scheduleIds)),
      );
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Issue 19: the rows with an English reader's texts filled in (the stored English, else the
   * translation service's, which falls back to Korean without a translator); others as they are.
   */
  async function inLang<R extends ScheduleRow>(rows: R[], lang: Lang): Promise<R[]> {
    const tr = opts.translation;
    if (!tr || lang === 'ko' || rows.length === 0) return rows;
    const per = 6;
    const texts = await tr.localize(
      rows.flatMap((r) => [
        { ko: r.title, en: r.titleEn },
        { ko: r.briefComment, en: r.briefCommentEn },
        { ko: r.brandName, en: r.brandNameEn },
        { ko: r.shareTitle ?? r.title, en: r.shareTitleEn ?? r.titleEn },
        { ko: r.shareText ?? r.briefComment, en: r.shareTextEn ?? r.briefCommentEn },
        { ko: r.noti ?? '', en: r.notiEn },
      ]),
      lang,
    );
    return rows.map((r, i) => ({
      ...r,
      titleEn: texts[per * i]!,
      briefCommentEn: texts[per * i + 1]!,
      brandNameEn: texts[per * i + 2]!,
      shareTitleEn: texts[per * i + 3]!,
      shareTextEn: texts[per * i + 4]!,
      notiEn: r.noti ? texts[per * i + 5]! : null,
    }));
  }

  /** Rows → cards with their first products and the viewer's alarm flags. */
  async function cards(source: ScheduleRow[], viewer: Viewer): Promise<BroadcastCard[]> {
    const rows = await inLang(source, viewer.lang);
    const t = now();
    const prods = await productRows([...new Set(rows.map((r) => r.broadcastSysId))]);
    const alarms = await alarmSet(
      viewer.userSysId,
      rows.map((r) => r.broadcastScheduleSysId),
    );
    const member = viewer.userSysId !== undefined;
    return rows.map((r) => {
      const mine = prods.filter((p) => p.broadcastSysId === r.broadcastSysId);
      return presentCard(r, t, viewer.lang, {
        products: mine
          .slice(0, BROADCAST_POLICY.cardProductCount)
          .map((p) => presentProduct(p, t, viewer.lang, member)),
        prdtTotalCnt: mine.length,
        isAlarm: alarms.has(r.broadcastScheduleSysId),
      });
    });
  }

  /** One schedule of a broadcast: the given one, or the one on air / next / latest. */
  async function schedule(broadcastSysId: number, scheduleId: number | undefined): Promise<ScheduleRow> {
    const where = scheduleId
      ? and(
          eq(broadcastSchedules.broadcastSysId, broadcastSysId),
          eq(broadcastSchedules.broadcastScheduleSysId, scheduleId),
        )
      : eq(broadcastSchedules.broadcastSysId, broadcastSysId);
    const rows = await selectSchedules()
      .where(where)
      .orderBy(desc(broadcastSchedules.startDate), desc(broadcastSchedules.startTime));
    if (rows.length === 0) throw new AppError(RC.BROADCAST_NOT_FOUND);
    if (scheduleId) return rows[0]!;
    const t = now();
    const order = { live: 0, ready: 1, vod: 2, ended: 3 } as const;
    // the live one first, then the nearest upcoming, then the latest past
    return [...rows].sort((a, b) => {
      const sa = order[broadcastStatus(a, t)];
      const sb = order[broadcastStatus(b, t)];
      if (sa !== sb) return sa - sb;
      return sa === 1 ? a.startDate.localeCompare(b.startDate) || a.startTime.localeCompare(b.startTime) : 0;
    })[0]!;
  }

  async function scheduleById(scheduleId: number): Promise<ScheduleRow> {
    const [row] = await selectSchedules().where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId));
    if (!row) throw new AppError(RC.BROADCAST_NOT_FOUND);
    return row;
  }

  /** Schedules in a KST date range, not blocked, ordered by start. */
  function inDays(from: string, to: string, extra?: SQL) {
    return selectSchedules()
      .where(
        and(
          gte(broadcastSchedules.startDate, from),
          lte(broadcastSchedules.startDate, to),
          isNull(broadcasts.blockedAt),
          extra,
        ),
      )
      .orderBy(asc(broadcastSchedules.startDate), asc(broadcastSchedules.startTime));
  }

  /** Everything a home/LiveItems list can show: yesterday to a month ahead plus past replays. */
  async function listable(type: LiveItemType): Promise<ScheduleRow[]> {
    const t = now();
    const rows =
      type === 'vod'
        ? await selectSchedules()
            .where(and(isNull(broadcasts.blockedAt), sql`${broadcastSchedules.highlightUrl} is not null`))
            .orderBy(desc(broadcastSchedules.startDate), desc(broadcastSchedules.startTime))
            .limit(500)
        : await inDays(kstDate(new Date(t.getTime() - 86_400_000)), kstDate(new Date(t.getTime() + 31 * 86_400_000)));
    return rows.filter((r) => broadcastStatus(r, t) === type);
  }

  return {
    async mainLists(viewer: Viewer) {
      const n = BROADCAST_POLICY.mainListSize;
      const [live, ready, vod] = await Promise.all([listable('live'), listable('ready'), listable('vod')]);
      return {
        liveList: await cards(live.slice(0, n), viewer),
        readyList: await cards(ready.slice(0, n), viewer),
        vodList: await cards(vod.slice(0, n), viewer),
      };
    },

    async list(type: LiveItemType, startIndex: number, rowCount: number, viewer: Viewer) {
      const rows = await listable(type);
      return {
        broadcasts: await cards(rows.slice(startIndex, startIndex + rowCount), viewer),
        totalCount: rows.length,
      };
    },

    async chkLive(broadcastSysId: number, scheduleId: number | undefined) {
      const row = await schedule(broadcastSysId, scheduleId);
      return {
        broadcastScheduleSysId: row.broadcastScheduleSysId,
        liveFlag: row.liveFlag,
        status: broadcastStatus(row, now()),
      };
    },

    async intro(broadcastSysId: number, scheduleId: number | undefined, viewer: Viewer) {
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
    async cliInfo(broadcastSysId: number, scheduleId: number | undefined, viewer: Viewer) {
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
      };
    },

    async productsList(broadcastSysId: number, offset: number, count: number, viewer: Viewer) {
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
    async schedules(day: string | undefined, startIndex: number, rowCount: number, viewer: Viewer) {
      const d = day ?? kstDate(now());
      const rows = await inDays(d, d);
      return {
        schedules: await cards(rows.slice(startIndex, startIndex + rowCount), viewer),
        totalCount: rows.length,
      };
    },

    /** The member's reservations that have not ended yet (upcoming and on air). */
    async reservations(userSysId: number, viewer: Viewer) {
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
    async setAlarm(userSysId: number, scheduleId: number, on: boolean) {
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

    async histories(userSysId: number, startIndex: number, rowCount: number, viewer: Viewer) {
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

    /** PATCH broadcasts/replay/{id}: one replay view of a schedule. */
    async replayView(scheduleId: number) {
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

    async counts(scheduleId: number) {
      const row = await scheduleById(scheduleId);
      return { broadcastScheduleSysId: scheduleId, viewCnt: row.viewCnt, likeCnt: row.likeCnt };
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

export type BroadcastsService = ReturnType<typeof createBroadcastsService>;
