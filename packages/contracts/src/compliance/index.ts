import { z } from 'zod';
import { flag } from '../auth/index.js';

/**
 * Korean commerce and privacy rules that reach the wire (issue 18). Each constant names its legal
 * source; docs/compliance.md lists where each rule lives in code.
 */

/** Advertising channels with their own opt-in (정보통신망법 제50조 ①), plus the separate night consent (제50조 ③). */
export const CONSENT_CHANNELS = ['push', 'sms', 'email'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export const CONSENT_KINDS = [...CONSENT_CHANNELS, 'night'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const CONSENT_SOURCES = ['signup', 'settings', 'reconfirm'] as const;

export const CONSENT_POLICY = {
  /** 정보통신망법 시행령 제62조의3: the member is told their consent status every 2 years */
  reconfirmDays: 730,
  /** 정보통신망법 제50조 ③: 21:00–08:00 needs its own consent (Korea time) */
  nightFromHourKst: 21,
  nightToHourKst: 8,
  /** 정보통신망법 제50조 ④, 시행령 제61조: the first words of every advertising message */
  adPrefix: '(광고)',
} as const;

export const consentView = z.object({
  kind: z.enum(CONSENT_KINDS),
  agreed: z.boolean(),
  /** when the member last opted in (null: never, or withdrawn) */
  agreedAt: z.string().nullable(),
  /** when the member last changed it (null: never asked) */
  changedAt: z.string().nullable(),
});
export type ConsentView = z.infer<typeof consentView>;

export const consentsResponse = z.object({
  consents: z.array(consentView),
  /** when the next 2-year status notice is due (null: no consent given) */
  reconfirmDueAt: z.string().nullable(),
});
export type ConsentsResponse = z.infer<typeof consentsResponse>;

/** PATCH users/{id}/consents: any of the four; the night consent needs at least one channel consent. */
export const consentsRequest = z
  .object({ push: flag.optional(), sms: flag.optional(), email: flag.optional(), night: flag.optional() })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change' });
export type ConsentsRequest = z.input<typeof consentsRequest>;

export const consentHistoryResponse = z.object({
  items: z.array(
    z.object({ kind: z.enum(CONSENT_KINDS), agreed: z.boolean(), source: z.enum(CONSENT_SOURCES), at: z.string() }),
  ),
});
export type ConsentHistoryResponse = z.infer<typeof consentHistoryResponse>;

/** POST operations/advertising/check (staff): may this advertising message go out now, and as what text. */
export const advertisingCheckRequest = z.object({
  userSysId: z.coerce.number().int().positive().max(2_147_483_647),
  channel: z.enum(CONSENT_CHANNELS),
  title: z.string().trim().max(100).nullable().optional(),
  body: z.string().trim().min(1).max(1000),
});
export const advertisingCheckResponse = z.object({
  allowed: z.boolean(),
  /** why not: noMember, noConsent, nightNoConsent */
  reason: z.string().nullable(),
  message: z.object({ title: z.string().nullable(), body: z.string() }),
});
export type AdvertisingCheckResponse = z.infer<typeof advertisingCheckResponse>;

/** Service notices to one member shown in /AlertList. */
export const memberNoticeView = z.object({
  memberNoticeSysId: z.number().int(),
  kind: z.literal('consentReconfirm'),
  /** the consents the notice reports (kind and when agreed) */
  consents: z.array(z.object({ kind: z.enum(CONSENT_KINDS), agreedAt: z.string() })),
  createdAt: z.string(),
});
export type MemberNoticeView = z.infer<typeof memberNoticeView>;
export const memberNoticesResponse = z.object({ items: z.array(memberNoticeView) });
export type MemberNoticesResponse = z.infer<typeof memberNoticesResponse>;

/** Is `at` inside the night window (21:00–08:00 Korea time)? */
export function isNightKst(at: Date): boolean {
  const h = (at.getUTCHours() + 9) % 24;
  return h >= CONSENT_POLICY.nightFromHourKst || h < CONSENT_POLICY.nightToHourKst;
}

/** 14+ (sign-up, checkout) and 19+ (alcohol: 청소년 보호법 제2조, 주류 통신판매 고시) in full years on a date. */
export function ageOn(birthday: string, at: Date): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return -1;
  const kst = new Date(at.getTime() + 9 * 3_600_000);
  const y = kst.getUTCFullYear();
  const md = (kst.getUTCMonth() + 1) * 100 + kst.getUTCDate();
  return y - Number(m[1]) - (md < Number(m[2]) * 100 + Number(m[3]) ? 1 : 0);
}
export const ADULT_AGE = 19;

/** 현금영수증: 소득공제 (income deduction, phone or card number) or 지출증빙 (expense proof, business number). */
export const CASH_RECEIPT_TYPES = ['income', 'expense'] as const;
export type CashReceiptType = (typeof CASH_RECEIPT_TYPES)[number];

/** 사업자등록번호 check digit (국세청 rule: weights 1,3,7,1,3,7,1,3,5). */
export function validBizRegNo(raw: string): boolean {
  const d = raw.replace(/-/g, '');
  if (!/^\d{10}$/.test(d)) return false;
  const w = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(d[i]) * w[i]!;
  sum += Math.floor((Number(d[8]) * 5) / 10);
  return (10 - (sum % 10)) % 10 === Number(d[9]);
}
export const validReceiptPhone = (raw: string) => /^01[016789]\d{7,8}$/.test(raw.replace(/-/g, ''));

export const cashReceiptInput = z.object({
  type: z.enum(CASH_RECEIPT_TYPES),
  /** income: the buyer's mobile number; expense: the business registration number (checked by the server: 6132) */
  identity: z
    .string()
    .trim()
    .max(20)
    .transform((s) => s.replace(/-/g, '')),
});
/** Is the receipt's identity right for its type? */
export const validCashReceipt = (c: { type: CashReceiptType; identity: string }) =>
  c.type === 'income' ? validReceiptPhone(c.identity) : validBizRegNo(c.identity);
export type CashReceiptInput = z.input<typeof cashReceiptInput>;

/**
 * 국세청 지정코드 for a self-issued cash receipt (현금영수증 자진발급, 조세특례제한법 제126조의3 and 소득세법
 * 제162조의3 ④): a cash payment whose buyer asked for no receipt is issued to this number. Issuing every such
 * payment covers the mandatory-issue rule (100,000 won or more for 의무발행업종, 전자상거래 소매업 included).
 */
export const NTS_SELF_ISSUE_NUMBER = '0100001234';
/** the receipt a cash payment without the buyer's own carries (through the payment gateway) */
export const selfIssuedReceipt = { type: 'income', identity: NTS_SELF_ISSUE_NUMBER } as const;

/**
 * 전자상거래법 제17조 ② (and 시행령 제21조): when the buyer's right of withdrawal does not apply. A seller
 * denying a return inside the 7-day window must name one. `mustBeShown`: 제17조 ⑥ lets exceptions 2–5
 * apply only when the product showed them before the purchase (products.return_exceptions, kept on the
 * order line as bought); exception 1 (the buyer's own damage) needs no notice.
 */
export const RETURN_EXCEPTIONS = [
  {
    code: 1,
    mustBeShown: false,
    key: 'lostOrDamagedByBuyer',
    ko: '소비자 책임으로 상품이 멸실 또는 훼손됨',
    en: 'Lost or damaged through the buyer',
  },
  {
    code: 2,
    mustBeShown: true,
    key: 'valueLostByUse',
    ko: '소비자의 사용 또는 일부 소비로 가치가 현저히 감소함',
    en: 'Value clearly reduced by use or partial consumption',
  },
  {
    code: 3,
    mustBeShown: true,
    key: 'valueLostByTime',
    ko: '시간이 지나 다시 판매하기 곤란할 정도로 가치가 감소함',
    en: 'Value reduced by time so it cannot be resold',
  },
  {
    code: 4,
    mustBeShown: true,
    key: 'copyablePackagingOpened',
    ko: '복제가 가능한 상품의 포장을 훼손함',
    en: 'Packaging of a copyable good opened',
  },
  {
    code: 5,
    mustBeShown: true,
    key: 'madeToOrder',
    ko: '주문에 따라 개별적으로 생산되는 상품(사전 고지·동의)',
    en: 'Made to the buyer’s order (told and agreed beforehand)',
  },
] as const;
export type ReturnExceptionCode = (typeof RETURN_EXCEPTIONS)[number]['code'];

/** The exceptions a product can name (2–5): exception 1 applies without notice, so it is never set. */
export const SHOWABLE_RETURN_EXCEPTIONS: readonly number[] = RETURN_EXCEPTIONS.filter((e) => e.mustBeShown).map(
  (e) => e.code,
);
/**
 * A product's return exceptions as sent (deduplicated and sorted). Any whole number passes here: the
 * server refuses one that is not a showable code with its own result code (7049, naming the allowed ones).
 */
export const returnExceptionCodes = z
  .array(z.number().int())
  .max(10)
  .transform((codes) => [...new Set(codes)].sort((a, b) => a - b));
/** The codes among `codes` a product cannot name (not 2–5). */
export const unshowableReturnExceptions = (codes: readonly number[]): number[] =>
  codes.filter((c) => !SHOWABLE_RETURN_EXCEPTIONS.includes(c));

/** 전자상거래법 제18조 ②: the refund is due within 3 business days of the goods' return. */
export const REFUND_DUE_BUSINESS_DAYS = 3;

/** The platform's own identity (전자상거래법 제10조, 제20조 ①) as the footer shows it. */
export const operatorIdentity = z.object({
  companyName: z.string(),
  representative: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  bizRegNo: z.string(),
  mailOrderNo: z.string(),
  privacyOfficer: z.string(),
  /** the hosting provider (호스팅서비스 제공자, 전자상거래법 시행령 제25조 ① 6호): OPERATOR_HOSTING_PROVIDER */
  hostingProvider: z.string(),
  /** the FTC business-information page (사업자정보 확인) */
  ftcInfoUrl: z.string(),
  /** purchase safety: 'escrow' (the shopper may choose it) or 'insurance' (the operator's consumer-damage insurance) */
  buyerProtection: z.enum(['escrow', 'insurance']),
  insuranceText: z.string().nullable(),
  /** issue 33: the escrow provider (the payment gateway) the purchase-safety notice names; null with insurance */
  escrowProvider: z.enum(['sandbox', 'toss']).nullable(),
  /** issue 25 N2: production runs the sandbox gateway (PAYMENT_GATEWAY=sandbox): every page shows a TEST MODE banner */
  testMode: z.boolean(),
});
export type OperatorIdentity = z.infer<typeof operatorIdentity>;
export const operatorIdentityResponse = z.object({ operator: operatorIdentity });
export type OperatorIdentityResponse = z.infer<typeof operatorIdentityResponse>;

/** The seller's identity block on a product page (전자상거래법 제20조 ②). */
export const sellerIdentity = z.object({
  companyName: z.string().nullable(),
  representative: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  bizRegNo: z.string().nullable(),
  mailOrderNo: z.string().nullable(),
});
export type SellerIdentity = z.infer<typeof sellerIdentity>;

/**
 * Issue 33 (전자상거래법 제20조 ②, 제20조의2): every field a buyer must see before a brand's products are
 * displayed. A brand missing any of them has its products left out of every list, product page, live
 * product strip and checkout (the back-office names the missing fields).
 */
export const SELLER_IDENTITY_FIELDS = [
  'companyName',
  'representative',
  'address',
  'phone',
  'email',
  'bizRegNo',
  'mailOrderNo',
] as const satisfies readonly (keyof SellerIdentity)[];
export type SellerIdentityField = (typeof SELLER_IDENTITY_FIELDS)[number];
/** The identity fields still empty (blank counts as empty). */
export const missingSellerIdentity = (s: { [K in SellerIdentityField]?: string | null }): SellerIdentityField[] =>
  SELLER_IDENTITY_FIELDS.filter((f) => !(s[f] ?? '').trim());

/**
 * Issue 33 (주류의 통신판매에 관한 명령위임 고시): the kind of an alcoholic product, set by the operator.
 * Only 전통주 (전통주 등의 산업진흥에 관한 법률 제2조: 민속주 `folk`, 지역특산주 `regional`) may be sold by
 * mail order; `other` (and an alcohol product with no kind) is neither displayed nor ordered online.
 */
export const ALCOHOL_KINDS = ['folk', 'regional', 'other'] as const;
export type AlcoholKind = (typeof ALCOHOL_KINDS)[number];
export const ONLINE_ALCOHOL_KINDS: readonly AlcoholKind[] = ['folk', 'regional'];
export const alcoholSellableOnline = (p: { isAlcohol: number; alcoholKind: string | null }) =>
  p.isAlcohol !== 1 || ONLINE_ALCOHOL_KINDS.includes(p.alcoholKind as AlcoholKind);

/** Why the catalog leaves a product out although the operator displays it (the back-office shows it). */
export const DISPLAY_BLOCKS = ['sellerIdentity', 'alcoholKind'] as const;
export type DisplayBlock = (typeof DISPLAY_BLOCKS)[number];

/** GET operations/tax/alcohol?year&quarter (admin): the quarter's alcohol order lines as CSV. */
export const alcoholReportQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  quarter: z.coerce.number().int().min(1).max(4),
  /** issue 33: why the buyers' data is downloaded (kept in the staff access log) */
  reason: z.string().trim().max(200).optional(),
});
export * from './responses.js';
export * from './seller-provision.js';
