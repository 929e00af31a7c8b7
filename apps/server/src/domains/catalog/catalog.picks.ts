import { and, eq } from 'drizzle-orm';
import { RC, type Lang, type PicksResponse, type ProductCard } from '@lc/contracts';
import { productPicks } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { PICK_MAX } from './catalog.policy.js';
import type { CatalogContext } from './catalog.context.js';
import { memberProductList } from './catalog.member-lists.js';

/** A member's picks (wish list), and the isPick flag on shared list answers. */
export function createCatalogPicks(ctx: CatalogContext) {
  const { db, now, requireProduct, picksAmong } = ctx;
  const picks = memberProductList(ctx, { table: productPicks, at: productPicks.pickedAt });
  return {
    /**
     * A list answer for a signed-in member: the shared (cached) answer with `isPick` set on the
     * products this member picked (one query over the listed ids). Answers without products pass through.
     */
    async withPicks<T extends object>(data: T, userSysId: number | undefined): Promise<T> {
      const list = (data as { products?: unknown }).products;
      if (userSysId === undefined || !Array.isArray(list) || list.length === 0) return data;
      const cards = list as ProductCard[];
      const picked = await picksAmong(
        userSysId,
        cards.map((c) => c.prdtSysId),
      );
      if (picked.size === 0) return data;
      return { ...data, products: cards.map((c) => (picked.has(c.prdtSysId) ? { ...c, isPick: 1 } : c)) };
    },

    /** POST users/{id}/prdtpick {prdtSysId}: a product not for sale cannot be picked (3002). Idempotent. */
    async addPick(userSysId: number, prdtSysId: number): Promise<{ isPick: 1; pickCount: number }> {
      const p = await requireProduct(prdtSysId);
      if (p.isDisplay === 0) throw new AppError(RC.PRODUCT_NOT_FOR_SALE);
      if ((await picks.size(userSysId)) >= PICK_MAX) throw new AppError(RC.CONFLICT);
      await db.insert(productPicks).values({ userSysId, prdtSysId, pickedAt: now() }).onConflictDoNothing();
      return { isPick: 1, pickCount: await picks.size(userSysId) };
    },

    /** GET users/{id}/prdtpick?prdtSysId → {isPick} */
    async isPicked(userSysId: number, prdtSysId: number): Promise<{ prdtSysId: number; isPick: 0 | 1 }> {
      await requireProduct(prdtSysId);
      const [p] = await db
        .select({ id: productPicks.prdtSysId })
        .from(productPicks)
        .where(and(eq(productPicks.userSysId, userSysId), eq(productPicks.prdtSysId, prdtSysId)));
      return { prdtSysId, isPick: p ? 1 : 0 };
    },

    /** GET users/{id}/prdtpick/list */
    async picks(
      userSysId: number,
      paging: { startIndex: number; rowCount: number },
      lang: Lang,
    ): Promise<PicksResponse> {
      const { entries, totalCount } = await picks.page(userSysId, paging, lang);
      return {
        picks: entries.map(({ card, at }) => ({ ...card, isPick: 1 as const, pickedAt: at.toISOString() })),
        totalCount,
      };
    },

    /** DELETE users/{id}/prdtpick {prdtSysId} and DELETE …/list {prdtSysIds} */
    deletePicks: (userSysId: number, prdtSysIds: number[] | undefined) => picks.remove(userSysId, prdtSysIds),
  };
}
