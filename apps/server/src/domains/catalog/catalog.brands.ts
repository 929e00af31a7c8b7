import { and, desc, eq, isNull, or } from 'drizzle-orm';
import {
  broadcastStatus,
  RC,
  type BrandBroadcastsResponse,
  type BrandResponse,
  type Lang,
  type SellerNoticeResponse,
} from '@lc/contracts';
import { brands, broadcasts, broadcastSchedules, sellerNotices } from '../../db/schema/index.js';
import { broadcastCardColumns } from '../../shared/broadcast-cards.js';
import { AppError } from '../../http/errors.js';
import { BRAND_CHANNEL_SCHEDULES_MAX } from './catalog.policy.js';
import { localizeTwo } from '../../shared/localize.js';
import { brandProductCount, type CatalogContext } from './catalog.context.js';

/** Brand pages, brand channels and seller notices. */
export function createCatalogBrands(ctx: CatalogContext) {
  const { db, now, translation } = ctx;
  return {
    /** brands/{id} */
    async brand(id: number, lang: Lang): Promise<BrandResponse> {
      const [row] = await db
        .select({
          brandSysId: brands.brandSysId,
          name: brands.name,
          nameEn: brands.nameEn,
          imageUrl: brands.imageUrl,
          description: brands.description,
          descriptionEn: brands.descriptionEn,
          sellerSysId: brands.sellerSysId,
          productCount: brandProductCount,
        })
        .from(brands)
        .where(eq(brands.brandSysId, id));
      if (!row) throw new AppError(RC.BRAND_NOT_FOUND);
      const [name, description] = await translation.localize(
        [
          { ko: row.name, en: row.nameEn },
          { ko: row.description ?? '', en: row.descriptionEn },
        ],
        lang,
      );
      return {
        brand: {
          brandSysId: row.brandSysId,
          name: name!,
          imageUrl: row.imageUrl,
          productCount: row.productCount,
          description: row.description ? description! : null,
          sellerSysId: row.sellerSysId,
        },
      };
    },

    /**
     * brands/{id}/broadcasts: the brand channel's airings (blocked broadcasts left out): on air first,
     * then upcoming soonest first, then past ones newest first. Reads the broadcasts tables.
     */
    async brandBroadcasts(
      id: number,
      paging: { startIndex: number; rowCount: number },
      lang: Lang,
    ): Promise<BrandBroadcastsResponse> {
      const [b] = await db.select({ id: brands.brandSysId }).from(brands).where(eq(brands.brandSysId, id));
      if (!b) throw new AppError(RC.BRAND_NOT_FOUND);
      const rows = await db
        .select(broadcastCardColumns)
        .from(broadcastSchedules)
        .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
        .where(and(eq(broadcasts.brandSysId, id), isNull(broadcasts.blockedAt)))
        .orderBy(desc(broadcastSchedules.startDate), desc(broadcastSchedules.startTime))
        .limit(BRAND_CHANNEL_SCHEDULES_MAX);
      const t = now();
      const rank = { live: 0, ready: 1, vod: 2, ended: 2 } as const;
      const all = rows
        .map((r) => ({ ...r, status: broadcastStatus(r, t), at: `${r.startDate} ${r.startTime}` }))
        .sort((x, y) =>
          rank[x.status] !== rank[y.status]
            ? rank[x.status] - rank[y.status]
            : x.status === 'ready'
              ? x.at.localeCompare(y.at)
              : y.at.localeCompare(x.at),
        );
      const page = all.slice(paging.startIndex, paging.startIndex + paging.rowCount);
      const texts = await translation.localize(
        page.flatMap((r) => [
          { ko: r.title, en: r.titleEn },
          { ko: r.briefComment, en: r.briefCommentEn },
        ]),
        lang,
      );
      return {
        broadcasts: page.map((r, i) => ({
          broadcastSysId: r.broadcastSysId,
          broadcastScheduleSysId: r.broadcastScheduleSysId,
          title: texts[2 * i]!,
          briefComment: texts[2 * i + 1]!,
          thumnailLiveUrl: r.thumnailLiveUrl,
          startDate: r.startDate,
          startTime: r.startTime,
          endTime: r.endTime,
          status: r.status,
          viewCnt: r.viewCnt,
          prdtTotalCnt: r.prdtTotalCnt,
        })),
        totalCount: all.length,
      };
    },

    /** sellers/{id}/notice?brandSysId */
    async sellerNotice(sellerSysId: number, brandSysId: number | undefined, lang: Lang): Promise<SellerNoticeResponse> {
      const rows = await db
        .select()
        .from(sellerNotices)
        .where(
          and(
            eq(sellerNotices.sellerSysId, sellerSysId),
            brandSysId ? or(eq(sellerNotices.brandSysId, brandSysId), isNull(sellerNotices.brandSysId)) : undefined,
          ),
        )
        .orderBy(desc(sellerNotices.createdAt), desc(sellerNotices.sellerNoticeSysId));
      const texts = await localizeTwo(translation, rows, lang, (r) => [
        { ko: r.title, en: r.titleEn },
        { ko: r.content, en: r.contentEn },
      ]);
      return {
        notices: rows.map((r, i) => ({
          sellerNoticeSysId: r.sellerNoticeSysId,
          title: texts[i]![0],
          content: texts[i]![1],
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
