import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { OperatorIdentity } from '@lc/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { orderProducts, orders } from '../../db/schema/index.js';
import type { AdSender } from '../consents/consents.policy.js';

const KST_MS = 9 * 3_600_000;

/** The operator's identity from the settings (footer, checkout, advertising sender). */
export function operatorIdentityOf(config: Config): OperatorIdentity {
  return {
    companyName: config.OPERATOR_COMPANY_NAME,
    representative: config.OPERATOR_REPRESENTATIVE,
    address: config.OPERATOR_ADDRESS,
    phone: config.OPERATOR_PHONE,
    email: config.OPERATOR_EMAIL,
    bizRegNo: config.OPERATOR_BIZ_REG_NO,
    mailOrderNo: config.OPERATOR_MAIL_ORDER_NO,
    privacyOfficer: config.OPERATOR_PRIVACY_OFFICER,
    hostingProvider: config.OPERATOR_HOSTING_PROVIDER,
    ftcInfoUrl: config.OPERATOR_FTC_INFO_URL,
    buyerProtection: config.BUYER_PROTECTION,
    insuranceText: config.BUYER_PROTECTION === 'insurance' ? (config.BUYER_PROTECTION_INSURANCE ?? null) : null,
    // issue 33: the footer names the escrow provider the operator is enrolled with (구매안전서비스 가입 사실)
    escrowProvider: config.BUYER_PROTECTION === 'escrow' ? config.PAYMENT_GATEWAY : null,
    testMode: config.NODE_ENV === 'production' && config.PAYMENT_GATEWAY === 'sandbox',
  };
}

/** The sender block of advertising messages (formatAdvertisement). */
export function adSenderOf(config: Config): AdSender {
  const base = config.PUBLIC_URL?.replace(/\/$/, '') ?? '';
  return {
    name: config.OPERATOR_COMPANY_NAME,
    phone: config.OPERATOR_PHONE,
    optOutPhone: config.AD_OPT_OUT_PHONE,
    optOutUrl: `${base}/AlertSet`,
  };
}

/** The first instant (UTC) of a Korean calendar quarter. */
export function quarterStartKst(year: number, quarter: number): Date {
  return new Date(Date.UTC(year, (quarter - 1) * 3, 1) - KST_MS);
}

const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // a leading =, +, - or @ would run as a formula in a spreadsheet
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const kstText = (d: Date) => new Date(d.getTime() + KST_MS).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The quarter's paid alcohol order lines for the tax office (주류 통신판매에 관한 명령위임 고시: the seller
 * keeps and reports buyer, product, quantity and amount). One row per line, paid in the quarter (KST).
 */
export async function alcoholReportCsv(db: Db, year: number, quarter: number): Promise<string> {
  const from = quarterStartKst(year, quarter);
  const to = quarter === 4 ? quarterStartKst(year + 1, 1) : quarterStartKst(year, quarter + 1);
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      paidAt: orders.paidAt,
      ordererName: orders.ordererName,
      ordererPhone: orders.ordererPhone,
      receiverName: orders.receiverName,
      address: orders.address,
      adultVerifiedAt: orders.adultVerifiedAt,
      name: orderProducts.name,
      brandName: orderProducts.brandName,
      qty: orderProducts.qty,
      unitPrice: orderProducts.unitPrice,
      lineAmount: orderProducts.lineAmount,
      status: orderProducts.status,
    })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
    .where(
      and(eq(orderProducts.isAlcohol, 1), isNotNull(orders.paidAt), gte(orders.paidAt, from), lt(orders.paidAt, to)),
    )
    .orderBy(asc(orders.paidAt), asc(orderProducts.orderPrdtSysId));
  const header = [
    '주문번호',
    '결제일시(KST)',
    '주문자',
    '주문자연락처',
    '수령인',
    '배송지',
    '성인확인일시(KST)',
    '판매자',
    '상품명',
    '수량',
    '단가',
    '금액',
    '상태코드',
  ];
  const lines = rows.map((r) =>
    [
      r.orderNumber,
      r.paidAt ? kstText(r.paidAt) : '',
      r.ordererName,
      r.ordererPhone,
      r.receiverName,
      r.address,
      r.adultVerifiedAt ? kstText(r.adultVerifiedAt) : '',
      r.brandName,
      r.name,
      r.qty,
      r.unitPrice,
      r.lineAmount,
      r.status,
    ]
      .map(csvCell)
      .join(','),
  );
  // a BOM so that spreadsheet programs read the Korean text as UTF-8
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
