/**
 * Product Q&A, 1:1 inquiries and the customer centre (issue 12; shopping §4, §5, §7, §9; live §5).
 * Endpoints (under /api/v1, usual envelope; failures in the 46xx block):
 *
 *   GET   products/:id/questions?startIndex&rowCount&mine   optional auth → productQuestionListResponse
 *         (secret questions show their text only to the asker and staff/the brand seller)
 *   POST  products/:id/questions      user  productQuestionRequest → questionWriteResponse
 *         (the live player's modal posts {questionTypeCode, content}; add broadcastScheduleSysId when asked
 *         from a player so the answer pops up in the room)
 *   GET   users/:id/questions/list?kind&startIndex&rowCount  owner → myQuestionListResponse
 *         (kind: all | product | inquiry; unread answers carry isRead=false)
 *   PATCH users/:id/questions/:qid/read                    owner → {}
 *   POST  users/:id/orders/:orderId/products/:orderPrdtId/questions  owner  orderInquiryRequest → questionWriteResponse
 *   POST  operations/questions        user      inquiryRequest → questionWriteResponse   (1:1 consulting inquiry, 9 categories)
 *   POST  operations/consulting       optional  consultingRequest → questionWriteResponse (personal inquiry, 3 types;
 *         a guest gives a name and a phone or e-mail)
 *   GET   operations/questions/:corsNum  user (the asker, staff or the brand seller) → questionDetailResponse
 *         (/RecieveCors/{corsNum}; opening an answered one as the asker marks it read)
 *   GET   operations/consulting/hours   public → customerCentreStatus (open now, from the server clock)
 *
 * Answering (staff: admin/manager; a brand seller only for its own brand's product questions and order inquiries):
 *   GET   operations/questions/list?state&kind&brandSysId&startIndex&rowCount  user (staff or brand seller)
 *         → answerQueueResponse (waiting first, oldest waiting first)
 *   POST  operations/questions/:qid/answer   answerRequest → questionDetailResponse (again = edit the answer)
 *
 * Images: upload with `POST cdzn/images` (usage inquiry), send the urls in `images`.
 */
import { z } from 'zod';
import { pagingQuery } from '../common/paging.js';
import { flag } from '../auth/index.js';

const sysId = z.coerce.number().int().positive().max(2_147_483_647);

/** Text rules (shopping §5, §9; live §5). */
export const QUESTION_POLICY = {
  /** more than 7 line breaks block new lines; the server refuses a text with more */
  maxLineBreaks: 7,
  /** the modal closes 0.5 s after "inquiry registered" */
  closeDelayMs: 500,
  /** longest question / inquiry text (not shown in the spec) */
  maxLength: 1000,
  titleMaxLength: 50,
  answerMaxLength: 2000,
  /** images on one inquiry (claim-photo checks) */
  maxImages: 5,
} as const;

/**
 * Characters an inquiry may contain: letters of any script (Hangul, Latin…), digits, spaces and line
 * breaks and everyday punctuation . , ? ! ' " ( ) - ~ % : / + and the middle dot. Anything else
 * (< > { } [ ] @ # $ ^ & * = | \ ; ` _ and emoji) is a "special character" (spec §8).
 */
export const INQUIRY_TEXT_ALLOWED = /^[\p{L}\p{N}\s.,?!'"()\-~%:/+·]*$/u;
export const hasSpecialCharacters = (s: string) => !INQUIRY_TEXT_ALLOWED.test(s);
export const lineBreaksOf = (s: string) => (s.match(/\n/g) ?? []).length;
/** non-empty after removing every space (spec §5) */
export const hasText = (s: string) => s.replace(/\s/g, '').length > 0;

/** Product question types; questionTypeCode defaults to 0 (shopping §3). */
export const PRODUCT_QUESTION_TYPES = [
  { code: 0, key: 'product', ko: '상품', en: 'Product' },
  { code: 1, key: 'sizeOption', ko: '사이즈·옵션', en: 'Size / option' },
  { code: 2, key: 'stock', ko: '재고·재입고', en: 'Stock / restock' },
  { code: 3, key: 'delivery', ko: '배송', en: 'Delivery' },
  { code: 9, key: 'other', ko: '기타', en: 'Other' },
] as const;
export const PRODUCT_QUESTION_TYPE_CODES = PRODUCT_QUESTION_TYPES.map((t) => t.code);

/** The nine inquiry categories (shopping §9), in the spec's order. */
export const INQUIRY_CATEGORIES = [
  { code: 1, key: 'idPassword', ko: '아이디/비밀번호', en: 'ID / password' },
  { code: 2, key: 'memberInfo', ko: '회원정보', en: 'Member info' },
  { code: 3, key: 'delivery', ko: '배송', en: 'Delivery' },
  { code: 4, key: 'product', ko: '상품', en: 'Product' },
  { code: 5, key: 'claim', ko: '반품/교환/취소/환불', en: 'Return / exchange / cancel / refund' },
  { code: 6, key: 'orderPayment', ko: '주문/결제', en: 'Order / payment' },
  { code: 7, key: 'pointsCoupons', ko: '포인트/쿠폰', en: 'Points / coupons' },
  { code: 8, key: 'broadcast', ko: '방송/시청', en: 'Broadcast / viewing' },
  { code: 9, key: 'serviceOther', ko: '서비스/기타', en: 'Service / other' },
] as const;
export const INQUIRY_CATEGORY_CODES = INQUIRY_CATEGORIES.map((c) => c.code);

/** The three personal inquiry types (shopping §9). */
export const PERSONAL_INQUIRY_TYPES = [
  { code: 1, key: 'signupLogin', ko: '회원가입/로그인', en: 'Sign-up / login' },
  { code: 2, key: 'infoCheck', ko: '정보 확인/수정', en: 'Check / edit my info' },
  { code: 3, key: 'other', ko: '기타', en: 'Other' },
] as const;
export const PERSONAL_INQUIRY_TYPE_CODES = PERSONAL_INQUIRY_TYPES.map((c) => c.code);

/** Answer states (shopping §4): waiting for answer, answered. */
export const ANSWER_STATES = ['waiting', 'answered'] as const;
export type AnswerState = (typeof ANSWER_STATES)[number];
export const ANSWER_STATE_LABELS = {
  waiting: { ko: '답변대기', en: 'Waiting for answer' },
  answered: { ko: '답변완료', en: 'Answered' },
} as const;

/** product: product Q&A; order: 1:1 about an order line; consulting: 1:1 inquiry; personal: personal inquiry */
export const QUESTION_KINDS = ['product', 'order', 'consulting', 'personal'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const questionProduct = z.object({
  prdtSysId: z.number().int(),
  name: z.string(),
  brandName: z.string(),
  squareImageUrl: z.string(),
});
export const questionAnswer = z.object({
  content: z.string(),
  /** 'seller' (the brand) or 'staff' (customer centre) */
  by: z.enum(['seller', 'staff']),
  answeredAt: z.string(),
});
export const question = z.object({
  questionSysId: z.number().int(),
  /** the inquiry number (/RecieveCors/{corsNum}) */
  corsNum: z.string(),
  kind: z.enum(QUESTION_KINDS),
  product: questionProduct.nullable(),
  orderSysId: z.number().int().nullable(),
  orderPrdtSysId: z.number().int().nullable(),
  broadcastScheduleSysId: z.number().int().nullable(),
  questionTypeCode: z.number().int(),
  /** inquiry category (1–9) or personal type (1–3); null for product questions */
  categoryCode: z.number().int().nullable(),
  title: z.string().nullable(),
  /** empty with `hidden: true` when a secret question is shown to someone else */
  content: z.string(),
  isSecret: z.boolean(),
  hidden: z.boolean(),
  isMine: z.boolean(),
  /** masked for everyone but the asker */
  nickName: z.string(),
  state: z.enum(ANSWER_STATES),
  answer: questionAnswer.nullable(),
  /** the asker has seen the answer (true while waiting) */
  isRead: z.boolean(),
  images: z.array(z.string()),
  createdAt: z.string(),
});
export type Question = z.infer<typeof question>;

const questionText = z.string().max(10_000);
const images = z.array(z.string().max(300)).max(20).default([]);

export const productQuestionListQuery = pagingQuery.extend({
  /** only my questions */
  mine: z.enum(['true', 'false', '1', '0']).optional(),
});
export const productQuestionListResponse = z.object({
  questions: z.array(question),
  totalCount: z.number().int(),
  waitingCnt: z.number().int(),
});
export type ProductQuestionListResponse = z.infer<typeof productQuestionListResponse>;

export const productQuestionRequest = z.object({
  questionTypeCode: z.coerce.number().int().default(0),
  content: questionText,
  isSecret: flag.default(false),
  /** the live show it was asked from (the answer pops up in that room while it is on) */
  broadcastScheduleSysId: sysId.nullish(),
});
export type ProductQuestionRequest = z.input<typeof productQuestionRequest>;
export const questionWriteResponse = z.object({ question });
export type QuestionWriteResponse = z.infer<typeof questionWriteResponse>;

export const orderInquiryRequest = z.object({
  /** default: 4 product (order-line inquiries are about the goods or the claim: 3, 5, 6 fit too) */
  categoryCode: z.coerce.number().int().default(4),
  title: z.string().max(500).nullish(),
  content: questionText,
  images,
});
export type OrderInquiryRequest = z.input<typeof orderInquiryRequest>;

export const inquiryRequest = z.object({
  categoryCode: z.coerce.number().int(),
  title: z.string().max(500).nullish(),
  content: questionText,
  images,
  /** optional: the order it is about */
  orderSysId: sysId.nullish(),
});
export type InquiryRequest = z.input<typeof inquiryRequest>;

export const consultingRequest = z.object({
  typeCode: z.coerce.number().int(),
  content: questionText,
  images,
  /** guests only: who to answer */
  name: z.string().max(50).nullish(),
  contact: z.string().max(100).nullish(),
});
export type ConsultingRequest = z.input<typeof consultingRequest>;

export const myQuestionListQuery = pagingQuery.extend({
  kind: z.enum(['all', 'product', 'inquiry']).default('all'),
});
export const myQuestionListResponse = z.object({
  questions: z.array(question),
  totalCount: z.number().int(),
  /** answered and not yet opened */
  unreadCnt: z.number().int(),
});
export type MyQuestionListResponse = z.infer<typeof myQuestionListResponse>;

export const questionDetailResponse = z.object({ question });
export type QuestionDetailResponse = z.infer<typeof questionDetailResponse>;

// answering
export const answerQueueQuery = pagingQuery.extend({
  state: z.enum(['waiting', 'answered', 'all']).default('all'),
  kind: z.enum(['all', 'product', 'inquiry']).default('all'),
  brandSysId: sysId.optional(),
});
export const answerQueueEntry = question.extend({
  askerNickName: z.string(),
  /** guests' personal inquiries: who to answer */
  contactName: z.string().nullable(),
  contact: z.string().nullable(),
  brandSysId: z.number().int().nullable(),
});
export type AnswerQueueEntry = z.infer<typeof answerQueueEntry>;
export const answerQueueResponse = z.object({
  questions: z.array(answerQueueEntry),
  totalCount: z.number().int(),
  waitingCnt: z.number().int(),
  /** what the caller may answer: all (staff) or its brands */
  scope: z.object({ staff: z.boolean(), brandSysIds: z.array(z.number().int()) }),
});
export type AnswerQueueResponse = z.infer<typeof answerQueueResponse>;
export const answerRequest = z.object({ answer: z.string().max(10_000) });
export type AnswerRequest = z.input<typeof answerRequest>;

/** Customer-centre hours (shopping §9), Korea time. */
export const CUSTOMER_CENTRE_HOURS = {
  timeZone: 'Asia/Seoul',
  open: '09:00',
  close: '18:00',
  lunchStart: '12:00',
  lunchEnd: '13:00',
  /** Sunday 0, Saturday 6 */
  closedWeekdays: [0, 6],
} as const;

/** Korean public holidays (incl. substitute days) the centre is closed on; update yearly. */
export const KOREAN_PUBLIC_HOLIDAYS: readonly { date: string; ko: string; en: string }[] = [
  ...[
    ['2025-01-01', '신정', "New Year's Day"],
    ['2025-01-27', '임시공휴일', 'Temporary holiday'],
    ['2025-01-28', '설날 연휴', 'Seollal holidays'],
    ['2025-01-29', '설날', 'Seollal'],
    ['2025-01-30', '설날 연휴', 'Seollal holidays'],
    ['2025-03-01', '삼일절', 'Independence Movement Day'],
    ['2025-03-03', '대체공휴일', 'Substitute holiday'],
    ['2025-05-05', '어린이날·부처님오신날', "Children's Day / Buddha's Birthday"],
    ['2025-05-06', '대체공휴일', 'Substitute holiday'],
    ['2025-06-03', '대통령 선거일', 'Presidential election day'],
    ['2025-06-06', '현충일', 'Memorial Day'],
    ['2025-08-15', '광복절', 'Liberation Day'],
    ['2025-10-03', '개천절', 'National Foundation Day'],
    ['2025-10-05', '추석 연휴', 'Chuseok holidays'],
    ['2025-10-06', '추석', 'Chuseok'],
    ['2025-10-07', '추석 연휴', 'Chuseok holidays'],
    ['2025-10-08', '대체공휴일', 'Substitute holiday'],
    ['2025-10-09', '한글날', 'Hangul Day'],
    ['2025-12-25', '성탄절', 'Christmas Day'],
    ['2026-01-01', '신정', "New Year's Day"],
    ['2026-02-16', '설날 연휴', 'Seollal holidays'],
    ['2026-02-17', '설날', 'Seollal'],
    ['2026-02-18', '설날 연휴', 'Seollal holidays'],
    ['2026-03-01', '삼일절', 'Independence Movement Day'],
    ['2026-03-02', '대체공휴일', 'Substitute holiday'],
    ['2026-05-05', '어린이날', "Children's Day"],
    ['2026-05-24', '부처님오신날', "Buddha's Birthday"],
    ['2026-05-25', '대체공휴일', 'Substitute holiday'],
    ['2026-06-03', '전국동시지방선거일', 'Local election day'],
    ['2026-06-06', '현충일', 'Memorial Day'],
    ['2026-08-15', '광복절', 'Liberation Day'],
    ['2026-08-17', '대체공휴일', 'Substitute holiday'],
    ['2026-09-24', '추석 연휴', 'Chuseok holidays'],
    ['2026-09-25', '추석', 'Chuseok'],
    ['2026-09-26', '추석 연휴', 'Chuseok holidays'],
    ['2026-10-03', '개천절', 'National Foundation Day'],
    ['2026-10-05', '대체공휴일', 'Substitute holiday'],
    ['2026-10-09', '한글날', 'Hangul Day'],
    ['2026-12-25', '성탄절', 'Christmas Day'],
    ['2027-01-01', '신정', "New Year's Day"],
    ['2027-02-06', '설날 연휴', 'Seollal holidays'],
    ['2027-02-07', '설날', 'Seollal'],
    ['2027-02-08', '설날 연휴', 'Seollal holidays'],
    ['2027-02-09', '대체공휴일', 'Substitute holiday'],
    ['2027-03-01', '삼일절', 'Independence Movement Day'],
    ['2027-05-05', '어린이날', "Children's Day"],
    ['2027-05-13', '부처님오신날', "Buddha's Birthday"],
    ['2027-06-06', '현충일', 'Memorial Day'],
    ['2027-08-15', '광복절', 'Liberation Day'],
    ['2027-08-16', '대체공휴일', 'Substitute holiday'],
    ['2027-09-14', '추석 연휴', 'Chuseok holidays'],
    ['2027-09-15', '추석', 'Chuseok'],
    ['2027-09-16', '추석 연휴', 'Chuseok holidays'],
    ['2027-10-03', '개천절', 'National Foundation Day'],
    ['2027-10-04', '대체공휴일', 'Substitute holiday'],
    ['2027-10-09', '한글날', 'Hangul Day'],
    ['2027-10-11', '대체공휴일', 'Substitute holiday'],
    ['2027-12-25', '성탄절', 'Christmas Day'],
  ].map(([date, ko, en]) => ({ date: date!, ko: ko!, en: en! })),
];

export const CENTRE_STATES = ['open', 'lunch', 'beforeHours', 'afterHours', 'weekend', 'holiday'] as const;
export type CentreState = (typeof CENTRE_STATES)[number];
export const customerCentreStatus = z.object({
  openNow: z.boolean(),
  state: z.enum(CENTRE_STATES),
  /** the holiday's name in the request language, when closed for one */
  holidayName: z.string().nullable(),
  /** when the centre next opens (ISO), null when open now */
  nextOpenAt: z.string().nullable(),
  hours: z.object({
    open: z.string(),
    close: z.string(),
    lunchStart: z.string(),
    lunchEnd: z.string(),
    timeZone: z.string(),
  }),
  /** server time the answer was computed at */
  now: z.string(),
});
export type CustomerCentreStatus = z.infer<typeof customerCentreStatus>;

/**
 * An answer is reported to the asker in the one alert list of issue 16 (`users/:id/alerts/list`,
 * types `questionAnswered` / `inquiryAnswered` of ALERT_TYPES, linking to /RecieveCors/{corsNum}).
 */
export * from './responses.js';
