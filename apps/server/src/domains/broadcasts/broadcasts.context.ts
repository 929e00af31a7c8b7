import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  BROADCAST_POLICY,
  RC,
  broadcastStatus,
  kstDate,
  type BroadcastCard,
  type Lang,
  type LiveItemType,
} from '@lc/contracts';
import type { Db } from '../../db/client.js';
import {
  brands,
  broadcastAlarms,
  broadcastProducts,
  broadcastSchedules,
  broadcasts,
  products,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Localizer } from '../../shared/localize.js';
import { presentCard, presentProduct, type BroadcastProductRow, type ScheduleRow } from './broadcasts.presenter.js';
import { buyerVisible } from '../../shared/displayable.js';

export interface Viewer {
  userSysId: number | undefined;
  lang: Lang;
}

/**
 * Issue 33 item 5 (표시광고법, 추천·보증 심사지침): a show a sellover hosts under a contract with a brand is
 * advertising for that brand; its name comes from the booking's contract (broadcast_sallies → sally_contracts).
 */
const sponsorOf = (col: 'name' | 'name_en') =>
  sql<string | null>`(select sb.${sql.raw(col)} from broadcast_sallies bsl
    join sally_contracts sc on sc.contract_sys_id = bsl.contract_sys_id
    join brands sb on sb.brand_sys_id = sc.brand_sys_id
    where bsl.broadcast_schedule_sys_id = ${broadcastSchedules.broadcastScheduleSysId} limit 1)`;
export const sponsorColumns = { sponsorBrandName: sponsorOf('name'), sponsorBrandNameEn: sponsorOf('name_en') };

export const scheduleColumns = {
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
  ...sponsorColumns,
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

/**
 * What the broadcast parts share: the schedule and product queries, the viewer's alarms, the English
 * texts, the cards, and the schedule lookups (by broadcast, by id, by days, by list type).
 */
export function createBroadcastsContext(db: Db, now: () => Date, opts: BroadcastsServiceOptions) {
  const selectSchedules = () =>
    db
      .select(scheduleColumns)
      .from(broadcastSchedules)
      .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
      .innerJoin(brands, eq(brands.brandSysId, broadcasts.brandSysId));

  async function productRows(broadcastIds: number[]): Promise<BroadcastProductRow[]> {
    if (broadcastIds.length === 0) return [];
    return (
      db
        .select(productColumns)
        .from(broadcastProducts)
        .innerJoin(products, eq(products.prdtSysId, broadcastProducts.prdtSysId))
        .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
        // issue 33: the live product strip leaves out what buyers may not be shown
        .where(and(inArray(broadcastProducts.broadcastSysId, broadcastIds), buyerVisible))
        .orderBy(asc(broadcastProducts.sortOrder), asc(broadcastProducts.broadcastProductSysId))
    );
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
    db,
    now,
    opts,
    selectSchedules,
    productRows,
    alarmSet,
    inLang,
    cards,
    schedule,
    scheduleById,
    inDays,
    listable,
  };
}

export type BroadcastsContext = ReturnType<typeof createBroadcastsContext>;
