import { z } from 'zod';
import { ROLES, birthdayField, flag, koreanNameField, mobileField, nickNameField } from '../auth/index.js';
import { pagingQuery } from '../common/paging.js';
import { ORDER_STATUS as S } from '../orders/index.js';

export const MOVIE_AUTOPLAY = ['always', 'wifiOnly', 'never'] as const;
export const MOVIE_QUALITY = ['auto', '720p', '360p'] as const;

export const userProfile = z.object({
  userSysId: z.number().int(),
  userId: z.string(),
  nickName: z.string(),
  name: z.string().nullable(),
  /** masked except for the owner's own request, where it is the digits */
  mobile: z.string().nullable(),
  role: z.enum(ROLES),
  groupIds: z.string(),
  createdAt: z.string(),
  /** the owner's own request only (null for others) */
  birthday: z.string().nullable().optional(),
  snsType: z.number().int().optional(),
  hasPassword: z.boolean().optional(),
  agreeSellection1: z.boolean().optional(),
  agreeSellection2: z.boolean().optional(),
  movieAutoPlay: z.enum(MOVIE_AUTOPLAY).optional(),
  movieQuality: z.enum(MOVIE_QUALITY).optional(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const userResponse = z.object({ user: userProfile });
export type UserResponse = z.infer<typeof userResponse>;

/** users/chkdupid?userId, chkdupnick?nickName, chkname?name: 0001 with available, or the rule's code. */
export const chkDupIdQuery = z.object({ userId: z.string().max(200) });
export const chkDupNickQuery = z.object({ nickName: z.string().max(100) });
export const chkNameQuery = z.object({ name: z.string().max(100) });
export const availabilityResponse = z.object({ available: z.literal(true) });
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

/** My page (users/{id}/mypage): profile, points, order counts, usable coupons. */
export const myCoupon = z.object({
  userCouponSysId: z.number().int(),
  name: z.string(),
  discountTypeCode: z.enum(['amount', 'percent']),
  discountAmount: z.number().int(),
  minOrderAmount: z.number().int(),
  /** the coupon's other conditions, as /Coupon shows them (issue 19: MyPage showed "0원 이상") */
  minProductAmount: z.number().int(),
  maxDiscountAmount: z.number().int().nullable(),
  maxProductQty: z.number().int().nullable(),
  expiresAt: z.string(),
});
export type MyCoupon = z.infer<typeof myCoupon>;
/**
 * My page order status board (issue 4, docs/decisions.md "My page order counts"): the member's
 * order lines (adding products not counted) by the state they are in; claims are the open
 * cancel / exchange / return requests.
 */
export const MYPAGE_ORDER_BUCKETS = {
  depositChecking: [S.depositChecking],
  paid: [S.paid],
  preparing: [S.preparing, S.exchangePreparing],
  dispatched: [S.dispatched, S.exchangeDispatched],
  delivered: [S.delivered, S.exchangeDelivered],
  claims: [
    S.cancelRequested,
    S.exchangeRequested,
    S.exchangeInProgress,
    S.returnRequested,
    S.returnInProgress,
    S.returnReceived,
  ],
} as const satisfies Record<string, readonly number[]>;
export type MyPageOrderBucket = keyof typeof MYPAGE_ORDER_BUCKETS;
export const myPageOrderCounts = z.object({
  depositChecking: z.number().int(),
  paid: z.number().int(),
  preparing: z.number().int(),
  dispatched: z.number().int(),
  delivered: z.number().int(),
  claims: z.number().int(),
});
export type MyPageOrderCounts = z.infer<typeof myPageOrderCounts>;

export const myPageResponse = z.object({
  user: userProfile,
  /** the point balance (won); null where no points ledger is registered */
  points: z.number().int().nullable(),
  /** order lines by state; null where no orders are registered */
  orderCounts: myPageOrderCounts.nullable(),
  coupons: z.object({ count: z.number().int(), items: z.array(myCoupon) }),
  blockedCount: z.number().int(),
});
export type MyPageResponse = z.infer<typeof myPageResponse>;

/** PATCH users/{id}/myinfo (modifyProfile). Strict: role, points and groups cannot be sent. */
export const myInfoRequest = z
  .object({
    nickName: nickNameField.optional(),
    name: koreanNameField.optional(),
    birthday: birthdayField.optional(),
    /** a new mobile needs the authToken of a changeMobile verification of that number */
    mobile: mobileField.optional(),
    authToken: z.string().trim().min(20).max(100).optional(),
    agreeSellection1: flag.optional(),
    agreeSellection2: flag.optional(),
  })
  .strict()
  .refine((b) => !b.mobile || !!b.authToken, { message: 'authToken required', path: ['authToken'] });
export type MyInfoRequest = z.input<typeof myInfoRequest>;

/** PATCH users/{id}/addinfo: fills what a social sign-in did not give; only empty fields are set. */
export const addInfoRequest = z
  .object({
    name: koreanNameField.optional(),
    birthday: birthdayField.optional(),
    rcmdUserSysId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();
export type AddInfoRequest = z.input<typeof addInfoRequest>;

/** PATCH users/{id}/settings: movie settings (MovieSetting). */
export const userSettingsRequest = z
  .object({ movieAutoPlay: z.enum(MOVIE_AUTOPLAY).optional(), movieQuality: z.enum(MOVIE_QUALITY).optional() })
  .strict();
export type UserSettingsRequest = z.input<typeof userSettingsRequest>;

/** GET users/{id}/chkgroup?groupId → { flag } */
export const chkGroupQuery = z.object({ groupId: z.string().trim().min(1).max(20).regex(/^\d+$/) });
export const chkGroupResponse = z.object({ groupId: z.string(), flag: z.boolean() });
export type ChkGroupResponse = z.infer<typeof chkGroupResponse>;

/** Withdrawal (shopping §4, §5): typed confirmation word and agreement. */
export const WITHDRAWAL_POLICY = {
  /** the word typed to confirm; either language's word is accepted */
  confirmWords: { ko: '회원탈퇴', en: 'WITHDRAW' },
  /** re-registration with the same e-mail or phone is refused this long (shopping §9) */
  rejoinBlockDays: 30,
  /** abuse-prevention record (hashed e-mail, phone, social id) kept this long (shopping §9: 6 months) */
  abuseRecordDays: 183,
  reasons: ['rarelyUsed', 'fewProducts', 'price', 'delivery', 'privacy', 'other'],
} as const;
export const dropRequest = z.object({
  confirmWord: z.string().trim().max(40),
  agree: flag,
  reason: z.enum(WITHDRAWAL_POLICY.reasons).optional(),
  reasonDetail: z.string().trim().max(500).optional(),
});
export type DropRequest = z.input<typeof dropRequest>;

/** Address book (checkout uses it; the name-mismatch offer compares with the receiver name). */
export const ADDRESS_BOOK_MAX = 10;
export const addressEntry = z.object({
  addressSysId: z.number().int(),
  addressName: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  zonecode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof addressEntry>;
export const addressListResponse = z.object({ addresses: z.array(addressEntry) });
export type AddressListResponse = z.infer<typeof addressListResponse>;
/** POST users/{id}/address: creates, or updates when addressSysId is given. */
export const addressRequest = z.object({
  addressSysId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  addressName: z.string().trim().min(1).max(20),
  receiverName: z.string().trim().min(1).max(20),
  receiverPhone: mobileField,
  zonecode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'zonecode'),
  address: z.string().trim().min(1).max(200),
  addressDetail: z.string().trim().max(100).default(''),
  isDefault: flag.default(false),
});
export type AddressRequest = z.input<typeof addressRequest>;
export const addressResponse = z.object({ address: addressEntry });
export const deleteAddressQuery = z.object({ addressSysId: z.coerce.number().int().positive().max(2_147_483_647) });
/**
 * The checkout's name-mismatch offer (shopping §5): true when the receiver typed at checkout differs
 * from the chosen address-book entry, so the user is offered to update the address book.
 */
export function addressNameMismatch(entry: Pick<Address, 'receiverName'>, receiverName: string): boolean {
  return entry.receiverName.trim() !== receiverName.trim();
}

/** Blocking (shopping §6). */
export const blockedUser = z.object({ userSysId: z.number().int(), nickName: z.string(), blockedAt: z.string() });
export const blockListResponse = z.object({ blocks: z.array(blockedUser) });
export type BlockListResponse = z.infer<typeof blockListResponse>;
export const blockRequest = z.object({ targetUserSysId: z.coerce.number().int().positive().max(2_147_483_647) });
export type BlockRequest = z.input<typeof blockRequest>;

/** Reports a member made (ReportLog) and sanctions against them (SanctionLog). */
/** A member account's status: active, suspended (a sanction), dormant (a year without use), withdrawn. */
export const USER_STATUSES = ['active', 'suspended', 'dormant', 'withdrawn'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const REPORT_REASONS = ['abuse', 'spam', 'obscene', 'fraud', 'privacy', 'other'] as const;
export const REPORT_STATUSES = ['received', 'reviewing', 'actioned', 'rejected'] as const;
export const reportRequest = z.object({
  targetUserSysId: z.coerce.number().int().positive().max(2_147_483_647),
  reason: z.enum(REPORT_REASONS),
  detail: z.string().trim().max(500).default(''),
  broadcastScheduleSysId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type ReportRequest = z.input<typeof reportRequest>;
export const reportEntry = z.object({
  reportSysId: z.number().int(),
  targetNickName: z.string(),
  reason: z.enum(REPORT_REASONS),
  detail: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export const reportListResponse = z.object({ reports: z.array(reportEntry), totalCount: z.number().int() });
export type ReportListResponse = z.infer<typeof reportListResponse>;
export const SANCTION_KINDS = ['chatBan', 'forcedExit', 'suspension', 'termination'] as const;
export const sanctionEntry = z.object({
  sanctionSysId: z.number().int(),
  kind: z.enum(SANCTION_KINDS),
  reason: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export const sanctionListResponse = z.object({ sanctions: z.array(sanctionEntry), totalCount: z.number().int() });
export type SanctionListResponse = z.infer<typeof sanctionListResponse>;
export const logListQuery = pagingQuery;
/** At most this many reports per member per day (abuse of the report button). */
export const REPORTS_PER_DAY = 20;
export * from './responses.js';
export * from './sanctions-responses.js';
