import { asc, eq, inArray } from 'drizzle-orm';
import { kstDate, kstTime } from '@lc/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { orderProducts, orders, payments } from '../../db/schema/index.js';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';

/** CSV columns of the trade record, in the member's language (one row per order line). */
const COLUMNS = {
  ko: [
    '주문번호',
    '주문일시',
    '주문상태',
    '상품',
    '브랜드',
    '옵션',
    '수량',
    '단가',
    '금액',
    '배송비',
    '결제금액',
    '결제수단',
    '결제상태',
    '승인일시',
    '결제번호',
    '받는 분',
    '배송지',
  ],
  en: [
    'Order no.',
    'Ordered at',
    'Order status',
    'Product',
    'Brand',
    'Option',
    'Qty',
    'Unit price',
    'Amount',
    'Delivery',
    'Paid',
    'Method',
    'Payment status',
    'Approved at',
    'Transaction',
    'Receiver',
    'Address',
  ],
} as const;

const cell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  // quoted, and a leading formula character neutralised (CSV injection into spreadsheets)
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};
const when = (d: Date | null) => (d ? `${kstDate(d)} ${kstTime(d)}` : '');

/**
 * Issue 18: a member downloads their own trade record (orders, lines, payments) as CSV
 * (`GET users/{id}/orders/records`, UTF-8 with BOM so spreadsheet programs read Korean). Kept for
 * the retention period of trade records (5 years), also after a withdrawal (as the operator's copy).
 */
export function tradeRecordRoutes(r: Router, db: Db, now: () => Date): void {
  r.route({
    method: 'GET',
    path: 'users/:id/orders/records',
    response: 'raw',
    auth: 'owner',
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    handler: async ({ req, reply, params }) => {
      const lang = requestLang(req);
      const list = await db.select().from(orders).where(eq(orders.userSysId, params.id)).orderBy(asc(orders.createdAt));
      const ids = list.map((o) => o.orderSysId);
      const lines = ids.length
        ? await db
            .select()
            .from(orderProducts)
            .where(inArray(orderProducts.orderSysId, ids))
            .orderBy(asc(orderProducts.orderPrdtSysId))
        : [];
      const pays = ids.length ? await db.select().from(payments).where(inArray(payments.orderSysId, ids)) : [];
      const rows: string[] = [COLUMNS[lang].map(cell).join(',')];
      for (const o of list) {
        const paid = pays
          .filter((p) => p.orderSysId === o.orderSysId)
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
        for (const l of lines.filter((x) => x.orderSysId === o.orderSysId)) {
          rows.push(
            [
              o.orderNumber,
              when(o.createdAt),
              o.status,
              l.name,
              l.brandName,
              l.optionText,
              l.qty,
              l.unitPrice,
              l.lineAmount,
              o.deliveryPrice + o.addDeliveryCost,
              o.payAmount,
              paid?.payMethod ?? o.payMethod,
              paid?.status ?? '',
              when(paid?.approvedAt ?? null),
              paid?.tid ?? '',
              o.receiverName,
              `${o.postNumber} ${o.address} ${o.addressDetail}`,
            ]
              .map(cell)
              .join(','),
          );
        }
      }
      const name = `trade-records-${kstDate(now()).replace(/\D/g, '')}.csv`;
      return reply
        .code(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${rows.join('\r\n')}\r\n`);
    },
  });
}
