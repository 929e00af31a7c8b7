import { createHash, randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS, type createOrderRequest } from '@lc/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.js';
import { orderProducts, orders, products } from '../../db/schema/index.js';
import type { CheckoutService } from '../checkout/checkout.service.js';
import { holdUntil } from '../checkout/checkout.policy.js';
import type { checkOrderCompliance } from './orders.compliance.js';

type OrderRow = typeof orders.$inferSelect;
const KST_MS = 9 * 3_600_000;

/** 16 characters: the KST date and 8 random digits (e.g. 2025011412345678). */
function newOrderNumber(now: Date): string {
  const d = new Date(now.getTime() + KST_MS).toISOString().slice(0, 10).replace(/-/g, '');
  return `${d}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export interface OrderWrite {
  input: z.output<typeof createOrderRequest>;
  quote: Awaited<ReturnType<CheckoutService['quote']>>;
  /** each item's event product (a plan's product), in the items' order */
  planPrdtSysIds: (number | null)[];
  legal: Awaited<ReturnType<typeof checkOrderCompliance>>;
  member: number | undefined;
  attributedTo: number | null;
  at: Date;
  /** a non-member's order token (its hash is stored with the order) */
  tokenOf: (o: Pick<OrderRow, 'orderSysId' | 'orderNumber'>) => string;
}

/** The order's row: the amounts of the quote, the people, the legal record and the payment due time. */
function orderValues(w: OrderWrite): typeof orders.$inferInsert {
  const { input, legal, at: t } = w;
  const a = w.quote.amounts;
  return {
    orderNumber: newOrderNumber(t),
    userSysId: w.member ?? null,
    status: ORDER_STATUS.awaitingPayment,
    payMethod: input.payMethod,
    ordererName: input.orderer.name,
    ordererPhone: input.orderer.phone,
    ordererEmail: input.orderer.email ?? null,
    receiverName: input.receiver.name,
    receiverPhone: input.receiver.phone,
    postNumber: input.receiver.postNumber,
    address: input.receiver.address,
    addressDetail: input.receiver.addressDetail,
    deliveryMemo: input.receiver.memo,
    prdtPrice: a.prdtPrice,
    discount: a.discount,
    couponAmount: a.couponAmount,
    pointAmount: a.pointAmount,
    deliveryPrice: a.deliveryPrice,
    addDeliveryCost: a.addDeliveryCost,
    payAmount: a.payAmount,
    // issue 25: a card/transfer order holds its stock for the payment session only
    payDueAt: holdUntil(input.payMethod!, t, t),
    createdAt: t,
    // both boxes start unticked on the order page; the order keeps when they were ticked
    payTermsAgreedAt: t,
    age14ConfirmedAt: t,
    // issue 33: the buyer's details go to these sellers (the brands of the lines), as the checkout box named them
    sellerProvisionAgreedAt: t,
    sellerProvisionTo: [...new Set(w.quote.lines.map((l) => l.brandName))],
    adultVerifiedAt: legal.adultVerifiedAt,
    escrow: legal.escrow,
    cashReceipt: legal.cashReceipt,
    broadcastScheduleSysId: w.attributedTo,
  };
}

/**
 * Writes a new order (state 0) and its lines in the caller's transaction: one main line per quoted
 * line (the Korean name, brand, picture and options as bought: a snapshot) and one line per adding
 * product under it. Answers the order and, for a non-member, its order token.
 */
export async function writeOrder(tx: Queryable, w: OrderWrite): Promise<{ order: OrderRow; token: string | null }> {
  const { quote, legal } = w;
  const [o] = await tx.insert(orders).values(orderValues(w)).returning();
  const order = o!;
  const token = w.member ? null : w.tokenOf(order);
  if (token) {
    await tx
      .update(orders)
      .set({ guestTokenHash: createHash('sha256').update(token).digest('hex') })
      .where(eq(orders.orderSysId, order.orderSysId));
  }
  const shown = await returnExceptionsShown(
    tx,
    quote.lines.map((l) => l.prdtSysId),
  );
  for (const [k, l] of quote.lines.entries()) {
    const alcohol = legal.alcohol.has(l.prdtSysId) ? 1 : 0;
    const [main] = await tx
      .insert(orderProducts)
      .values({
        orderSysId: order.orderSysId,
        prdtSysId: l.prdtSysId,
        optionIds: l.options.map((x) => x.prdtOptionSysId),
        name: l.name,
        brandName: l.brandName,
        squareImageUrl: l.squareImageUrl,
        optionText: l.options.map((x) => `${x.optionGroup}: ${x.optionKeyName}`).join(' / '),
        qty: l.qty,
        unitPrice: l.unitPrice,
        lineAmount: l.unitPrice * l.qty,
        // the line's whole coupon discount (adding products included) sits on its main row
        couponAmount: quote.lineCoupons[k] ?? 0,
        planPrdtSysId: w.planPrdtSysIds[k] ?? null,
        broadcastScheduleSysId: l.broadcastScheduleSysId,
        isAlcohol: alcohol,
        returnExceptions: shown.get(l.prdtSysId) ?? [],
      })
      .returning({ id: orderProducts.orderPrdtSysId });
    if (l.addingDetails.length === 0) continue;
    await tx.insert(orderProducts).values(
      l.addingDetails.map((d) => ({
        orderSysId: order.orderSysId,
        parentOrderPrdtSysId: main!.id,
        prdtSysId: l.prdtSysId,
        prdtAddingProductDetailSysId: d.prdtAddingProductDetailSysId,
        name: d.name,
        brandName: l.brandName,
        squareImageUrl: l.squareImageUrl,
        qty: d.addingQty,
        unitPrice: d.price,
        lineAmount: d.price * d.addingQty,
        isAlcohol: alcohol,
      })),
    );
  }
  return { order, token };
}

/** The return exceptions each product shows on its page now: the line keeps them as the buyer saw them. */
async function returnExceptionsShown(tx: Queryable, ids: number[]): Promise<Map<number, number[]>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.prdtSysId, codes: products.returnExceptions })
    .from(products)
    .where(inArray(products.prdtSysId, ids));
  return new Map(rows.map((r) => [r.id, r.codes]));
}
