import { z } from 'zod';
import { orderHistoryEntry } from './lifecycle.js';

export { CLAIM_EVIDENCE_DAYS } from './claim-evidence.js';

const sysId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Claim reasons: the spec's seven cancellation reasons (shopping §9, in its order; `other` needs the
 * detail text), then the seller's faults a return or an exchange may name (불량 / 파손 / 오배송, issue
 * 32): the goods are defective, arrived damaged, or are not what was ordered. `customerFault` decides
 * who pays the return shipping (the buyer only at their own fault); `sellerFault` reasons are offered
 * for returns and exchanges only and open the longer window of 전자상거래법 제17조 ③.
 */
export const CLAIM_REASONS = [
  { code: 1, key: 'changeOfMind', ko: '단순 변심', en: 'Change of mind', customerFault: true, sellerFault: false },
  {
    code: 2,
    key: 'boughtElsewhere',
    ko: '다른 곳에서 구매',
    en: 'Bought elsewhere',
    customerFault: true,
    sellerFault: false,
  },
  { code: 3, key: 'shippingDelay', ko: '배송 지연', en: 'Shipping delay', customerFault: false, sellerFault: false },
  {
    code: 4,
    key: 'wrongOption',
    ko: '옵션 잘못 선택',
    en: 'Wrong option chosen',
    customerFault: true,
    sellerFault: false,
  },
  {
    code: 5,
    key: 'lackOfInformation',
    ko: '상품 정보 부족',
    en: 'Lack of information',
    customerFault: false,
    sellerFault: false,
  },
  { code: 6, key: 'priceComplaint', ko: '가격 불만', en: 'Price complaint', customerFault: true, sellerFault: false },
  { code: 7, key: 'other', ko: '기타', en: 'Other', customerFault: false, sellerFault: false },
  { code: 8, key: 'defective', ko: '상품 불량', en: 'Defective item', customerFault: false, sellerFault: true },
  { code: 9, key: 'damaged', ko: '배송 중 파손', en: 'Damaged in delivery', customerFault: false, sellerFault: true },
  {
    code: 10,
    key: 'wrongItem',
    ko: '오배송 (주문과 다른 상품)',
    en: 'Wrong item delivered',
    customerFault: false,
    sellerFault: true,
  },
] as const;
export type ClaimReasonCode = (typeof CLAIM_REASONS)[number]['code'];
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** The reasons a request of this type may name: cancellations before dispatch have no seller's fault to name. */
export const claimReasonsFor = (type: 'cancel' | 'return' | 'exchange'): readonly ClaimReason[] =>
  type === 'cancel' ? CLAIM_REASONS.filter((r) => !r.sellerFault) : CLAIM_REASONS;

/** Is this reason the seller's fault (defective, damaged, wrong item)? */
export const isSellerFault = (reasonCode: number): boolean =>
  CLAIM_REASONS.some((r) => r.code === reasonCode && r.sellerFault);

/** Claim policy (shopping §9); values the spec leaves open are noted in docs/decisions.md. */
export const CLAIM_POLICY = {
  /** exchange or return within 7 days after delivery (calendar days: the delivery day not counted, to the 7th day's end, KST) */
  windowDays: 7,
  /** a return of a defective, damaged or wrong item: within 3 months of delivery (전자상거래법 제17조 ③), even after purchase confirmation */
  sellerFaultWindowMonths: 3,
  /** an exchange/return request with no goods received is treated as withdrawn after 14 days */
  withdrawnAfterDays: 14,
  /** round-trip shipping when the customer is at fault (won) */
  customerFaultShippingFee: 5000,
  /** delivery auto-completed this many days after the delivery reminder */
  autoDeliveredAfterReminderDays: 3,
  /** the "has it arrived?" reminder, this many days after dispatch when nobody marked the delivery (spec: within 7) */
  deliveryReminderAfterDispatchDays: 4,
  /** purchase auto-confirmed this many days after delivery */
  autoConfirmAfterDeliveryDays: 7,
  /** coupons given back on a refund are extended by 3 days */
  couponExtensionDays: 3,
  /** longest reason detail text (not shown in the spec) */
  reasonDetailMax: 500,
  /** most images on one exchange/return request (prdtImgFile1..n; not shown in the spec) */
  maxImages: 5,
} as const;

export const CLAIM_TYPES = ['cancel', 'return', 'exchange'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/**
 * Delivery companies (Korean parcel carriers, sweettracker codes): the one list an operator dispatches
 * with, a buyer names on a return invoice, tracking links to and preferences/deliveryCompanys lists.
 */
export const DELIVERY_COMPANIES = [
  {
    code: '04',
    ko: 'CJ대한통운',
    en: 'CJ Logistics',
    trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=',
  },
  {
    code: '01',
    ko: '우체국택배',
    en: 'Korea Post',
    trackingUrl: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=',
  },
  {
    code: '05',
    ko: '한진택배',
    en: 'Hanjin Express',
    trackingUrl: 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=',
  },
  {
    code: '08',
    ko: '롯데택배',
    en: 'Lotte Global Logistics',
    trackingUrl: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=',
  },
  { code: '06', ko: '로젠택배', en: 'Logen', trackingUrl: 'https://www.ilogen.com/web/personal/trace/' },
  {
    code: '23',
    ko: '경동택배',
    en: 'Kyungdong Express',
    trackingUrl: 'https://kdexp.com/service/delivery/etc/delivery.do?barcode=',
  },
  {
    code: '46',
    ko: 'CU 편의점택배',
    en: 'CU Post',
    trackingUrl: 'https://www.cupost.co.kr/postbox/delivery/localResult.cupost?invoice_no=',
  },
  {
    code: '24',
    ko: 'GS Postbox 택배',
    en: 'GS Postbox',
    trackingUrl: 'https://www.cvsnet.co.kr/invoice/tracking.do?invoice_no=',
  },
] as const;
export const DELIVERY_COMPANY_CODES = DELIVERY_COMPANIES.map((d) => d.code) as [string, ...string[]];

export const refundAccount = z.object({
  bankCode: z
    .string()
    .trim()
    .regex(/^\d{3}$/),
  accountNumber: z
    .string()
    .transform((s) => s.replace(/[-\s]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/)),
  holder: z.string().trim().min(1).max(40),
});
export type RefundAccount = z.infer<typeof refundAccount>;

/** POST orders/{id}/products/{pid}/proposaling/cancel|return|exchange (jsonData; images as prdtImgFile1..n). */
export const claimRequest = z.object({
  /** one of CLAIM_REASONS; without it the detail text is the reason (code 7, other) */
  reasonCode: z.coerce.number().int().min(1).max(CLAIM_REASONS.length).nullable().optional(),
  reasonDetail: z.string().trim().max(CLAIM_POLICY.reasonDetailMax).default(''),
  /** required when the order was paid by virtual account or bank transfer (cash refund) */
  refundAccount: refundAccount.nullable().optional(),
});
export type ClaimRequest = z.input<typeof claimRequest>;

export const orderProductParams = z.object({ id: sysId, pid: sysId });
export const claimParams = z.object({ claimId: sysId });

export const claimView = z.object({
  claimSysId: z.number().int(),
  type: z.enum(CLAIM_TYPES),
  orderSysId: z.number().int(),
  orderPrdtSysId: z.number().int(),
  /** pending | approved | denied | withdrawn | done */
  status: z.string(),
  reasonCode: z.number().int(),
  reasonDetail: z.string(),
  customerFault: z.boolean(),
  /** round-trip shipping the customer owes (won) */
  shippingFee: z.number().int(),
  refundAmount: z.number().int(),
  refundPoints: z.number().int(),
  /** gateway (card/transfer/easy pay cancelled, partly or wholly) | account (paid out to the refund account) | none */
  refundMethod: z.string().nullable(),
  images: z.array(z.string()),
  denyReason: z.string().nullable(),
  returnInvoice: z.string().nullable(),
  returnCompanyCode: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** the seller's legal exception when a return was denied (RETURN_EXCEPTIONS code) */
  exceptionCode: z.number().int().nullable(),
  /** returned goods received at; the refund is due by refundDueAt (3 business days later) */
  receivedAt: z.string().nullable(),
  refundDueAt: z.string().nullable(),
});
export type ClaimView = z.infer<typeof claimView>;

export const deliveryView = z.object({
  deliveryCompanyCode: z.string(),
  deliveryCompanyName: z.string(),
  invoiceNumber: z.string(),
  dispatchedAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type DeliveryView = z.infer<typeof deliveryView>;

export const orderProductDetailResponse = z.object({
  orderSysId: z.number().int(),
  orderNumber: z.string(),
  orderPrdtSysId: z.number().int(),
  status: z.number().int(),
  history: z.array(orderHistoryEntry),
  claims: z.array(claimView),
  delivery: deliveryView.nullable(),
});

/** Operator: dispatch an order line. */
export const dispatchRequest = z.object({
  deliveryCompanyCode: z.enum(DELIVERY_COMPANY_CODES),
  invoiceNumber: z
    .string()
    .trim()
    .regex(/^[0-9-]{8,20}$/),
});
/** Operator: deny a claim; a change-of-mind return inside the window needs an exception reason. */
export const denyClaimRequest = z.object({
  reason: z.string().trim().min(1).max(300),
  exceptionReason: z.string().trim().max(300).nullable().optional(),
  /** a return inside the withdrawal window: one of RETURN_EXCEPTIONS (전자상거래법 제17조 ②) */
  exceptionCode: z.coerce.number().int().min(1).max(5).nullable().optional(),
});
export const transitionReasonRequest = z.object({ reason: z.string().trim().max(300).default('') });

/** State filters of the order history (/BuyHistory): each a group of line states. */
export const ORDER_STATUS_FILTERS = {
  all: [],
  unpaid: [0, 1],
  paid: [2, 3],
  shipping: [4],
  delivered: [5],
  confirmed: [6],
  cancel: [100, 101, 102],
  exchange: [103, 104, 105, 106, 107, 108, 109],
  return: [110, 111, 112, 113, 114],
} as const satisfies Record<string, readonly number[]>;
export type OrderStatusFilter = keyof typeof ORDER_STATUS_FILTERS;

/** GET users/{id}/orders/list and users/{id}/orders/products/list */
export const orderListQuery = z.object({
  filter: z.enum(Object.keys(ORDER_STATUS_FILTERS) as [OrderStatusFilter, ...OrderStatusFilter[]]).default('all'),
  /** one exact line state instead of a group */
  status: z.coerce.number().int().min(0).max(114).optional(),
  startIndex: z.coerce.number().int().min(0).default(0),
  rowCount: z.coerce.number().int().min(1).max(100).default(20),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

/** PATCH orders/{id}/products/{pid}/exchange/{exId} and …/return/{retId}: the invoice of the goods sent back (/ExchangeInvoice). */
export const claimInvoiceRequest = z.object({
  /** the carrier the goods go back with (optional for older clients) */
  deliveryCompanyCode: z.enum(DELIVERY_COMPANY_CODES).nullable().optional(),
  invoiceNumber: z
    .string()
    .trim()
    .regex(/^[0-9-]{8,20}$/),
});
export const claimInvoiceParams = z.object({ id: sysId, pid: sysId, claimId: sysId });

/** GET orders/search/{searchType}?value: the caller's own orders by order number or product name. */
export const ORDER_SEARCH_TYPES = ['orderNumber', 'productName'] as const;
export const orderSearchParams = z.object({ searchType: z.enum(ORDER_SEARCH_TYPES) });
export const orderSearchQuery = z.object({
  value: z.string().trim().min(1).max(100),
  startIndex: z.coerce.number().int().min(0).default(0),
  rowCount: z.coerce.number().int().min(1).max(100).default(20),
});

/** Methods the return shipping fee can be paid with (/reqPay): the gateway's approval-page methods. */
export const DELIVERY_PAY_METHODS = ['card', 'transfer', 'easypay'] as const;

/** POST orders/{id}/products/{pid}/deliverypay: starts paying the return shipping fee of the open claim. */
export const deliveryPayRequest = z.object({
  payMethod: z.enum(['card', 'vbank', 'transfer', 'easypay']),
  easyPayProvider: z.enum(['kakaopay', 'naverpay', 'tosspay', 'payco']).nullable().optional(),
});
export type DeliveryPayRequest = z.input<typeof deliveryPayRequest>;

export const deliveryPayView = z.object({
  deliveryPaySysId: z.number().int(),
  claimSysId: z.number().int(),
  orderSysId: z.number().int(),
  orderPrdtSysId: z.number().int(),
  payMethod: z.string(),
  easyPayProvider: z.string().nullable(),
  amount: z.number().int(),
  /** ready | paid | declined | cancelled */
  status: z.string(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DeliveryPayView = z.infer<typeof deliveryPayView>;

/** GET …/deliverypay and …/pays/deliveries: the fee the open exchange/return claim owes and its payments. */
export const deliveryPayInfo = z.object({
  claim: claimView.nullable(),
  /** what is still to pay (0 when nothing is owed or it is paid) */
  amount: z.number().int(),
  paid: z.boolean(),
  pays: z.array(deliveryPayView),
});
export type DeliveryPayInfo = z.infer<typeof deliveryPayInfo>;
export const deliveryPayParams = z.object({ id: sysId });

/** A cash refund paid out to the buyer's refund account (virtual-account orders); the operator completes it. */
export const payoutView = z.object({
  payoutSysId: z.number().int(),
  claimSysId: z.number().int(),
  orderSysId: z.number().int(),
  amount: z.number().int(),
  bankCode: z.string(),
  accountNumber: z.string(),
  holder: z.string(),
  /** requested | paid */
  status: z.string(),
  requestedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PayoutView = z.infer<typeof payoutView>;
export const payoutListQuery = z.object({ status: z.enum(['requested', 'paid']).optional() });

/** One row of users/{id}/orders/requests | cancelOrders | returnOrders | exchangeOrders (/Exchange). */
export const claimListItem = claimView.extend({
  name: z.string(),
  squareImageUrl: z.string(),
  /** the order line's state now */
  lineStatus: z.number().int(),
});
export type ClaimListItem = z.infer<typeof claimListItem>;
