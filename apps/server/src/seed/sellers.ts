import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { CONTRACT_STATUS, ORDER_STATUS, scheduleWindow } from '@lc/contracts';
import type { Tx } from '../db/client.js';
import {
  brands,
  broadcastProducts,
  broadcastSallies,
  broadcastSchedules,
  broadcastViewerSamples,
  broadcasts,
  orderProducts,
  orders,
  payments,
  products,
  sallies,
  sallyContracts,
  users,
} from '../db/schema/index.js';

const DAY = 86_400_000;
const MIN = 60_000;

/** Demo buyers of the seeded sales (guest orders: no demo member's order history changes). */
const BUYERS = ['김민지', '이서준', '박지우', '최하은', '정도윤', '강서연', '조예준', '윤지아', '장시우', '임수아'];

/**
 * The demo sellover (issue 14): `seller@demo.kr` is the sally "데모셀러" with complete contracts with
 * the brands of its broadcasts, one request waiting for a vendor and one withdrawn contract; every
 * broadcast it hosts is booked (the upcoming ones still to confirm); the live and past shows have
 * attributed paid orders (one partly refunded) and viewer samples, so every seller screen shows
 * real figures after `npm start`.
 */
export async function seedSellers(tx: Tx, now: Date): Promise<void> {
  const [seller] = await tx.select({ id: users.userSysId }).from(users).where(eq(users.userId, 'seller@demo.kr'));
  if (!seller) return;
  const t = now.getTime();
  const [sally] = await tx
    .insert(sallies)
    .values({
      userSysId: seller.id,
      sallyName: '데모셀러',
      termsAgreedAt: new Date(t - 40 * DAY),
      createdAt: new Date(t - 40 * DAY),
      updatedAt: new Date(t - 40 * DAY),
    })
    .returning({ id: sallies.sallySysId });
  const shows = await tx
    .select({
      scheduleId: broadcastSchedules.broadcastScheduleSysId,
      broadcastSysId: broadcasts.broadcastSysId,
      brandSysId: broadcasts.brandSysId,
      startDate: broadcastSchedules.startDate,
      startTime: broadcastSchedules.startTime,
      endTime: broadcastSchedules.endTime,
      liveFlag: broadcastSchedules.liveFlag,
      viewCnt: broadcastSchedules.viewCnt,
    })
    .from(broadcastSchedules)
    .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
    .where(eq(broadcasts.hostUserSysId, seller.id))
    .orderBy(asc(broadcastSchedules.broadcastScheduleSysId));
  const brandIds = [...new Set(shows.map((s) => s.brandSysId))];
  const contractOf = new Map<number, number>();
  for (const b of brandIds) {
    const [c] = await tx
      .insert(sallyContracts)
      .values({
        sallySysId: sally!.id,
        brandSysId: b,
        status: CONTRACT_STATUS.complete,
        requestedAt: new Date(t - 35 * DAY),
        signedAt: new Date(t - 33 * DAY),
        lastActor: 'vendor',
      })
      .returning({ id: sallyContracts.contractSysId });
    contractOf.set(b, c!.id);
  }
  const others = await tx
    .select({ id: brands.brandSysId })
    .from(brands)
    .orderBy(asc(brands.brandSysId))
    .then((r) => r.filter((x) => !contractOf.has(x.id)));
  if (others[0]) {
    await tx.insert(sallyContracts).values({
      sallySysId: sally!.id,
      brandSysId: others[0].id,
      status: CONTRACT_STATUS.standby,
      requestedAt: new Date(t - 2 * DAY),
      lastActor: 'sellover',
    });
  }
  if (others[1]) {
    await tx.insert(sallyContracts).values({
      sallySysId: sally!.id,
      brandSysId: others[1].id,
      status: CONTRACT_STATUS.withdrawn,
      requestedAt: new Date(t - 60 * DAY),
      signedAt: new Date(t - 58 * DAY),
      withdrawnAt: new Date(t - 20 * DAY),
      lastActor: 'sellover',
    });
  }

  const prods = await tx
    .select({
      broadcastSysId: broadcastProducts.broadcastSysId,
      prdtSysId: products.prdtSysId,
      name: products.name,
      price: products.price,
      squareImageUrl: products.squareImageUrl,
      brandName: brands.name,
    })
    .from(broadcastProducts)
    .innerJoin(products, eq(products.prdtSysId, broadcastProducts.prdtSysId))
    .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
    .where(
      inArray(
        broadcastProducts.broadcastSysId,
        shows.map((s) => s.broadcastSysId),
      ),
    )
    .orderBy(asc(broadcastProducts.sortOrder));

  let n = 0;
  for (const s of shows) {
    const { startAt, endAt } = scheduleWindow(s);
    const started = s.liveFlag !== 0 && startAt.getTime() < t;
    await tx.insert(broadcastSallies).values({
      broadcastScheduleSysId: s.scheduleId,
      sallySysId: sally!.id,
      contractSysId: contractOf.get(s.brandSysId)!,
      confirmedAt: started ? new Date(startAt.getTime() - DAY) : null,
      createdAt: new Date(startAt.getTime() - 3 * DAY),
    });
    if (!started) continue;
    // viewers every 5 minutes over what has aired: a rise, a plateau and a tail
    const until = Math.min(endAt.getTime(), t);
    const span = Math.max(1, until - startAt.getTime());
    const peak = Math.max(40, Math.round(s.viewCnt / 6));
    const samples = [];
    for (let at = startAt.getTime(); at <= until; at += 5 * MIN) {
      const x = (at - startAt.getTime()) / span;
      const onAir = endAt.getTime() > t;
      // a show still on air has no tail yet
      const shape = x < 0.3 ? x / 0.3 : x < 0.8 || onAir ? 1 - (Math.min(x, 0.8) - 0.3) * 0.2 : 0.9 - (x - 0.8) * 2.5;
      samples.push({
        broadcastScheduleSysId: s.scheduleId,
        at: new Date(at),
        viewers: Math.max(1, Math.round(peak * shape)),
      });
    }
    if (samples.length) await tx.insert(broadcastViewerSamples).values(samples);
    // attributed paid orders spread over the aired part
    const mine = prods.filter((p) => p.broadcastSysId === s.broadcastSysId);
    if (mine.length === 0) continue;
    const count = 6;
    for (let k = 0; k < count; k += 1) {
      const p = mine[k % mine.length]!;
      const qty = (k % 3) + 1;
      const amount = p.price * qty;
      const paidAt = new Date(startAt.getTime() + ((k + 1) * span) / (count + 1));
      n += 1;
      const [o] = await tx
        .insert(orders)
        .values({
          orderNumber: `D${String(s.scheduleId).padStart(4, '0')}${String(n).padStart(6, '0')}`,
          userSysId: null,
          guestTokenHash: createHash('sha256').update(`demo-sales-${n}`).digest('hex'),
          status: ORDER_STATUS.paid,
          payMethod: 'card',
          ordererName: BUYERS[n % BUYERS.length]!,
          ordererPhone: '01055550000',
          receiverName: BUYERS[n % BUYERS.length]!,
          receiverPhone: '01055550000',
          postNumber: '06236',
          address: '서울특별시 강남구 테헤란로 152',
          prdtPrice: amount,
          payAmount: amount,
          payDueAt: new Date(paidAt.getTime() + DAY),
          paidAt,
          createdAt: new Date(paidAt.getTime() - MIN),
          broadcastScheduleSysId: s.scheduleId,
        })
        .returning({ id: orders.orderSysId });
      await tx.insert(orderProducts).values({
        orderSysId: o!.id,
        prdtSysId: p.prdtSysId,
        name: p.name,
        brandName: p.brandName,
        squareImageUrl: p.squareImageUrl,
        qty,
        unitPrice: p.price,
        lineAmount: amount,
        status: ORDER_STATUS.paid,
      });
      // the last order of each show was half refunded (revenue = paid minus refunded)
      const refunded = k === count - 1 ? Math.floor(amount / 2) : 0;
      await tx.insert(payments).values({
        orderSysId: o!.id,
        payMethod: 'card',
        amount,
        status: 'paid',
        gateway: 'sandbox',
        approvedAt: paidAt,
        createdAt: paidAt,
        cancelledAmount: refunded,
      });
    }
  }
}
