import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { basketItemInput, DeleteUsersBasketsResponse } from '@lc/contracts';
import {
  CART_POLICY,
  RC,
  type BasketAddResponse,
  type BasketLine,
  type BasketListResponse,
  type Lang,
  type ResultCode,
} from '@lc/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import { basketItems, planProducts, plans } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { loadCatalog, optionGroupsOf, priceLine, type LineRequest } from '../checkout/checkout.service.js';
import { lineAmountOf } from '../checkout/checkout.policy.js';
import { liveWindowEnded } from '../catalog/catalog.policy.js';

type ItemInput = z.output<typeof basketItemInput>;
type Row = typeof basketItems.$inferSelect;
const DAY_MS = 86_400_000;

const optionKeyOf = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');

/**
 * The member cart (shopping §5): at most 100 lines kept 30 days; a product with options needs one
 * value per option group; the same combination twice in one request is refused; quantities never
 * go above stock; event products, hidden and sold-out products do not enter.
 */
export function createCartService(db: Db, now: () => Date) {
  const keptSince = () => new Date(now().getTime() - CART_POLICY.keepDays * DAY_MS);

  async function purge(userSysId: number) {
    await db
      .delete(basketItems)
      .where(and(eq(basketItems.userSysId, userSysId), lt(basketItems.updatedAt, keptSince())));
  }

  async function countOf(userSysId: number): Promise<number> {
    const [r] = await db.select({ n: count() }).from(basketItems).where(eq(basketItems.userSysId, userSysId));
    return r?.n ?? 0;
  }

  async function isEventProduct(planPrdtSysId: number | null | undefined, prdtSysId: number): Promise<boolean> {
    if (!planPrdtSysId) return false;
    const [r] = await db
      .select({ type: plans.planType })
      .from(planProducts)
      .innerJoin(plans, eq(plans.planSysId, planProducts.planSysId))
      .where(and(eq(planProducts.planPrdtSysId, planPrdtSysId), eq(planProducts.prdtSysId, prdtSysId)));
    return r?.type === 'event';
  }

  /** Splits one request into line requests (one per option combination) after the option rules. */
  function linesOf(item: ItemInput, groups: string[]): LineRequest[] {
    const adding = item.addingProducts.map((a) => ({
      prdtAddingProductDetailSysId: a.prdtAddingProductDetailSysId,
      addingQty: a.addingQty,
    }));
    if (groups.length === 0) {
      if (item.optionGroups.length > 0) throw new AppError(RC.OPTION_TYPE_CHANGED);
      return [
        {
          prdtSysId: item.prdtSysId,
          qty: item.basketQty ?? 1,
          options: [],
          addingProducts: adding,
          broadcastScheduleSysId: item.broadcastScheduleSysId ?? null,
        },
      ];
    }
    if (item.optionGroups.length === 0) throw new AppError(RC.CART_OPTION_REQUIRED);
    const seen = new Set<string>();
    return item.optionGroups.map((g, i) => {
      const ids = g.productOptions.map((o) => o.prdtOptionSysId);
      const k = optionKeyOf(ids);
      if (seen.has(k)) throw new AppError(RC.CART_OPTION_DUPLICATED);
      seen.add(k);
      return {
        prdtSysId: item.prdtSysId,
        qty: g.optionQty,
        options: ids,
        // adding products ride on the first combination
        addingProducts: i === 0 ? adding : [],
        broadcastScheduleSysId: item.broadcastScheduleSysId ?? null,
      };
    });
  }

  async function addOne(userSysId: number, item: ItemInput, lang: Lang): Promise<number[]> {
    if (await isEventProduct(item.planPrdtSysId, item.prdtSysId)) throw new AppError(RC.CART_EVENT_PRODUCT);
    const cat = await loadCatalog(db, [item.prdtSysId]);
    const p = cat.products.get(item.prdtSysId);
    if (!p) throw new AppError(RC.PRODUCT_NOT_FOUND);
    if (p.isDisplay !== 1) throw new AppError(RC.PRODUCT_NOT_FOR_SALE);
    if (p.isSoldout === 1 || p.stock <= 0) throw new AppError(RC.PRODUCT_SOLD_OUT);
    const lines = linesOf(item, optionGroupsOf(cat.optionsByProduct.get(p.prdtSysId) ?? []));
    const t = now();
    return withTx(db, async (tx) => {
      const ids: number[] = [];
      for (const l of lines) {
        const key = optionKeyOf(l.options);
        const [existing] = await tx
          .select()
          .from(basketItems)
          .where(
            and(
              eq(basketItems.userSysId, userSysId),
              eq(basketItems.prdtSysId, l.prdtSysId),
              eq(basketItems.optionKey, key),
              gte(basketItems.updatedAt, keptSince()),
            ),
          );
        const qty = l.qty + (existing?.basketQty ?? 0);
        const r = priceLine({ ...l, qty }, cat, { member: true, now: t, lang });
        if (!r.ok)
          throw new AppError(r.code === RC.STOCK_INSUFFICIENT ? RC.CART_QTY_EXCEEDED : r.code, {
            extra: { stock: r.line?.stock ?? 0 },
          });
        if (existing) {
          await tx
            .update(basketItems)
            .set({
              basketQty: qty,
              updatedAt: t,
              ...(l.addingProducts.length > 0 ? { addingProducts: l.addingProducts } : {}),
              ...(l.broadcastScheduleSysId ? { broadcastScheduleSysId: l.broadcastScheduleSysId } : {}),
            })
            .where(eq(basketItems.basketSysId, existing.basketSysId));
          ids.push(existing.basketSysId);
        } else {
          const [n] = await tx.select({ n: count() }).from(basketItems).where(eq(basketItems.userSysId, userSysId));
          if ((n?.n ?? 0) >= CART_POLICY.maxItems) throw new AppError(RC.CART_FULL);
          const [row] = await tx
            .insert(basketItems)
            .values({
              userSysId,
              prdtSysId: l.prdtSysId,
              optionKey: key,
              optionIds: l.options,
              basketQty: l.qty,
              addingProducts: l.addingProducts,
              broadcastScheduleSysId: l.broadcastScheduleSysId ?? null,
              createdAt: t,
              updatedAt: t,
            })
            .returning({ id: basketItems.basketSysId });
          ids.push(row!.id);
        }
      }
      return ids;
    });
  }

  async function present(rows: Row[], lang: Lang): Promise<BasketLine[]> {
    const cat = await loadCatalog(
      db,
      rows.map((r) => r.prdtSysId),
    );
    const t = now();
    return rows.map((r) => {
      // once the live price window has ended the line is a plain one (checkout would refuse it with 3004)
      const p = cat.products.get(r.prdtSysId);
      const schedule = p && liveWindowEnded(p, t) ? null : r.broadcastScheduleSysId;
      const res = priceLine(
        {
          prdtSysId: r.prdtSysId,
          qty: r.basketQty,
          options: r.optionIds,
          addingProducts: r.addingProducts,
          broadcastScheduleSysId: schedule,
        },
        cat,
        { member: true, now: t, lang },
      );
      const l = res.ok ? res.line : res.line;
      const blockedCode: ResultCode | null = res.ok ? null : res.code;
      return {
        basketSysId: r.basketSysId,
        prdtSysId: r.prdtSysId,
        name: l?.name ?? '',
        brandSysId: l?.brandSysId ?? 0,
        brandName: l?.brandName ?? '',
        squareImageUrl: l?.squareImageUrl ?? '',
        marketPrice: l?.marketUnitPrice ?? 0,
        price: l?.unitPrice ?? 0,
        isLivePrice: l?.isLivePrice ?? 0,
        basketQty: r.basketQty,
        options: l?.options ?? [],
        addingProducts: (l?.addingDetails ?? []).map((a) => ({
          prdtAddingProductSysId: a.prdtAddingProductSysId,
          prdtAddingProductDetailSysId: a.prdtAddingProductDetailSysId,
          name: a.name,
          price: a.price,
          addingQty: a.addingQty,
        })),
        lineAmount: l ? lineAmountOf(l) : 0,
        stock: l?.stock ?? 0,
        isDisplay: (l?.isDisplay ?? 0) === 1 ? 1 : 0,
        isSoldout: (l?.isSoldout ?? 1) === 1 ? 1 : 0,
        optionTypeCode: l?.optionTypeCode ?? 0,
        blockedCode,
        deliveryPriceTypeCode: l?.delivery.deliveryPriceTypeCode ?? 1,
        deliveryPrice: l?.delivery.deliveryPrice ?? 0,
        freeDeliveryMinAmount: l?.delivery.freeDeliveryMinAmount ?? null,
        broadcastScheduleSysId: schedule,
        createdAt: r.createdAt.toISOString(),
        expiresAt: new Date(r.updatedAt.getTime() + CART_POLICY.keepDays * DAY_MS).toISOString(),
      };
    });
  }

  async function ownRow(userSysId: number, basketSysId: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(basketItems)
      .where(
        and(
          eq(basketItems.basketSysId, basketSysId),
          eq(basketItems.userSysId, userSysId),
          gte(basketItems.updatedAt, keptSince()),
        ),
      );
    if (!row) throw new AppError(RC.CART_ITEM_NOT_FOUND);
    return row;
  }

  return {
    /** POST users/{id}/baskets: one product (errors answered), or `items` (the guest cart merge: errors reported per item). */
    async add(userSysId: number, body: ItemInput | { items: ItemInput[] }, lang: Lang): Promise<BasketAddResponse> {
      await purge(userSysId);
      if ('items' in body) {
        const ids: number[] = [];
        const skipped: BasketAddResponse['skipped'] = [];
        for (const [index, item] of body.items.entries()) {
          try {
            ids.push(...(await addOne(userSysId, item, lang)));
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            skipped.push({ index, prdtSysId: item.prdtSysId, resultCode: err.code });
          }
        }
        return { basketSysIds: ids, skipped, totalCount: await countOf(userSysId) };
      }
      const ids = await addOne(userSysId, body, lang);
      return { basketSysIds: ids, skipped: [], totalCount: await countOf(userSysId) };
    },

    /** GET users/{id}/baskets/list: newest first, each line priced now with what stops it (if anything). */
    async list(userSysId: number, lang: Lang): Promise<BasketListResponse> {
      await purge(userSysId);
      const rows = await db
        .select()
        .from(basketItems)
        .where(eq(basketItems.userSysId, userSysId))
        .orderBy(sql`${basketItems.createdAt} desc`, asc(basketItems.basketSysId));
      return { baskets: await present(rows, lang), totalCount: rows.length, maxItems: CART_POLICY.maxItems };
    },

    /** PUT users/{id}/baskets/{basketId}: quantity (never above stock) and/or the option combination. */
    async update(
      userSysId: number,
      basketSysId: number,
      body: {
        basketQty?: number | undefined;
        productOptions?: { prdtOptionSysId: number }[] | undefined;
        addingProducts?: { prdtAddingProductDetailSysId: number; addingQty: number }[] | undefined;
      },
      lang: Lang,
    ): Promise<{ basket: BasketLine }> {
      const row = await ownRow(userSysId, basketSysId);
      const options = body.productOptions ? body.productOptions.map((o) => o.prdtOptionSysId) : row.optionIds;
      const qty = body.basketQty ?? row.basketQty;
      const adding = body.addingProducts ?? row.addingProducts;
      const cat = await loadCatalog(db, [row.prdtSysId]);
      const r = priceLine(
        {
          prdtSysId: row.prdtSysId,
          qty,
          options,
          addingProducts: adding,
          broadcastScheduleSysId: row.broadcastScheduleSysId,
        },
        cat,
        { member: true, now: now(), lang },
      );
      if (!r.ok)
        throw new AppError(r.code === RC.STOCK_INSUFFICIENT ? RC.CART_QTY_EXCEEDED : r.code, {
          extra: { stock: r.line?.stock ?? 0 },
        });
      const key = optionKeyOf(options);
      if (key !== row.optionKey) {
        const [dup] = await db
          .select({ id: basketItems.basketSysId })
          .from(basketItems)
          .where(
            and(
              eq(basketItems.userSysId, userSysId),
              eq(basketItems.prdtSysId, row.prdtSysId),
              eq(basketItems.optionKey, key),
            ),
          );
        if (dup) throw new AppError(RC.CART_OPTION_DUPLICATED);
      }
      const [updated] = await db
        .update(basketItems)
        .set({ basketQty: qty, optionIds: options, optionKey: key, addingProducts: adding, updatedAt: now() })
        .where(eq(basketItems.basketSysId, basketSysId))
        .returning();
      const [line] = await present([updated!], lang);
      return { basket: line! };
    },

    async remove(userSysId: number, basketSysIds: number[]): Promise<{ deleted: number; totalCount: number }> {
      const gone = await db
        .delete(basketItems)
        .where(and(eq(basketItems.userSysId, userSysId), inArray(basketItems.basketSysId, basketSysIds)))
        .returning({ id: basketItems.basketSysId });
      return { deleted: gone.length, totalCount: await countOf(userSysId) };
    },

    async removeOne(userSysId: number, basketSysId: number): Promise<DeleteUsersBasketsResponse> {
      await ownRow(userSysId, basketSysId);
      return this.remove(userSysId, [basketSysId]);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
