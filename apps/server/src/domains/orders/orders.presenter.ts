import { eq, inArray } from 'drizzle-orm';
import type { Lang, OrderProductView, OrderView, PayMethod } from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { brands, products, type orderProducts, type orders } from '../../db/schema/index.js';

type OrderRow = typeof orders.$inferSelect;
type OrderProductRow = typeof orderProducts.$inferSelect;

export function presentOrder(o: OrderRow): OrderView {
  return {
    orderSysId: o.orderSysId,
    orderNumber: o.orderNumber,
    status: o.status,
    isMember: o.userSysId !== null,
    payMethod: (o.payMethod as PayMethod | null) ?? null,
    amounts: {
      prdtPrice: o.prdtPrice,
      discount: o.discount,
      couponAmount: o.couponAmount,
      pointAmount: o.pointAmount,
      deliveryPrice: o.deliveryPrice,
      addDeliveryCost: o.addDeliveryCost,
      payAmount: o.payAmount,
    },
    orderer: { name: o.ordererName, phone: o.ordererPhone, email: o.ordererEmail },
    receiver: {
      name: o.receiverName,
      phone: o.receiverPhone,
      postNumber: o.postNumber,
      address: o.address,
      addressDetail: o.addressDetail,
      memo: o.deliveryMemo,
    },
    createdAt: o.createdAt.toISOString(),
    payDueAt: o.payDueAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    payTermsAgreedAt: o.payTermsAgreedAt?.toISOString() ?? null,
    age14ConfirmedAt: o.age14ConfirmedAt?.toISOString() ?? null,
    sellerProvisionAgreedAt: o.sellerProvisionAgreedAt?.toISOString() ?? null,
    escrow: o.escrow === 1,
    cashReceipt: o.cashReceipt ?? null,
  };
}

/** A product's current English name and its brand's, where the catalog has them (issue 19). */
export type EnglishNames = ReadonlyMap<number, { name: string | null; brandName: string | null }>;

/**
 * In English, the current English names of the lines' products and brands: the order line keeps
 * the Korean name it was bought under (its snapshot has no English name), so English readers see
 * the catalog's English name where there is one and the snapshot otherwise. Korean: nothing to read.
 */
export async function englishNamesOf(
  q: Queryable,
  lines: readonly Pick<OrderProductRow, 'prdtSysId'>[],
  lang: Lang,
): Promise<EnglishNames> {
  if (lang !== 'en' || lines.length === 0) return new Map();
  const rows = await q
    .select({ id: products.prdtSysId, name: products.nameEn, brandName: brands.nameEn })
    .from(products)
    .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
    .where(inArray(products.prdtSysId, [...new Set(lines.map((l) => l.prdtSysId))]));
  return new Map(rows.map((r) => [r.id, { name: r.name, brandName: r.brandName }]));
}

/** An order line; with `en`, the English names (an adding product keeps its own name: it has no English one). */
export const presentOrderProduct = (p: OrderProductRow, en?: EnglishNames): OrderProductView => {
  const names = en?.get(p.prdtSysId);
  const isAdding = p.prdtAddingProductDetailSysId !== null;
  return {
    orderPrdtSysId: p.orderPrdtSysId,
    prdtSysId: p.prdtSysId,
    parentOrderPrdtSysId: p.parentOrderPrdtSysId,
    isAddingProduct: isAdding ? 1 : 0,
    name: (!isAdding && names?.name) || p.name,
    brandName: names?.brandName || p.brandName,
    squareImageUrl: p.squareImageUrl,
    optionText: p.optionText,
    qty: p.qty,
    unitPrice: p.unitPrice,
    lineAmount: p.lineAmount,
    couponAmount: p.couponAmount,
    status: p.status,
  };
};
