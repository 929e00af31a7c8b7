import { z } from 'zod';
import { idParam } from '../common/paging.js';
import { CONTRACT_STATUS } from './lifecycle.js';

/**
 * Sellovers (live §1, §3, §5, §7 "Seller calls"): the sally profile, its contracts with vendors,
 * the broadcasts it is booked for (broadcastSally) with their content confirmation, and the sales
 * of a broadcast.
 */
export const SALLY_POLICY = {
  /** live §5: a sally name is at most 10 Korean, English or digit characters */
  nameMaxLength: 10,
  /** live §1, §9: a sellover is 14 or older; under 19 needs a guardian's consent */
  minAge: 14,
  guardianUnderAge: 19,
  /** live §4: the contract history shows the last three months */
  historyMonths: 3,
  /** live §9: the sellover terms are in effect from this date */
  termsEffectiveDate: '2020-12-25',
  /** live §9: schedule list page size */
  pageSize: 50,
} as const;

/** Korean (complete syllables and jamo), English letters and digits only. */
export const SALLY_NAME_PATTERN = /^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9]+$/;

/** True when the name is a valid sally name (live §5). */
export function isValidSallyName(name: string): boolean {
  return name.length >= 1 && [...name].length <= SALLY_POLICY.nameMaxLength && SALLY_NAME_PATTERN.test(name);
}

const sallyNameField = z.string().trim().min(1).max(40);

/** scheduleType of broadcasts/scheduletype/list: 0 booked (upcoming), 1 live, 2 ended. */
export const SCHEDULE_TYPES = { booked: 0, live: 1, ended: 2 } as const;
export const SELLER_TAB_STATES = ['booked', 'live', 'ended'] as const;
export type SellerTabState = (typeof SELLER_TAB_STATES)[number];

/** The sally as the calls answer it (live §3 "Seller (sally)"). */
export const sallyInfo = z.object({
  sallySysId: z.number().int(),
  sallyName: z.string(),
  userSysId: z.number().int(),
  /** the booked (or live) broadcast nearest in time, null when none */
  broadcastSallySysId: z.number().int().nullable(),
  /** 1 when the sellover holds at least one complete contract (may broadcast) */
  badge: z.number().int(),
  /** complete contracts */
  ctrCnt: z.number().int(),
  liveBroadcastCnt: z.number().int(),
  terminatedCnt: z.number().int(),
  waitTotalCnt: z.number().int(),
  /** 1 when a guardian's consent was given (under 19 at sign-up) */
  guardianConsent: z.number().int(),
});
export type SallyInfo = z.infer<typeof sallyInfo>;

/** GET sally/chksally/{authSysId}: the caller's sally, or null when not a sellover yet. */
export const chkSallyResponse = z.object({ sally: sallyInfo.nullable() });
export type ChkSallyResponse = z.infer<typeof chkSallyResponse>;

/** POST sally: sign-up (live §1, §5). */
export const createSallyRequest = z.object({
  sallyName: sallyNameField,
  /** the vendor (brand company) to sign up to; its request starts in standby */
  brandSysId: idParam,
  /** sellover terms (with the twelve content rules) */
  agreeTerms: z.boolean(),
  /** YYYY-MM-DD; required when the member has none on file */
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional(),
  /** required under 19 */
  guardianConsent: z.boolean().default(false),
});
export type CreateSallyRequest = z.input<typeof createSallyRequest>;

/** PUT sally/{sallySysId}: rename. */
export const updateSallyRequest = z.object({ userSysId: idParam, sallyName: sallyNameField });
export const sallyIdParams = z.object({ sallySysId: idParam });
export const chkSallyParams = z.object({ authSysId: idParam });
export const chkDupSallyNameQuery = z.object({ sallyName: z.string().trim().min(1).max(40) });
/** 1 when the name is free and valid, 0 when taken */
export const chkDupSallyNameResponse = z.object({ isUsable: z.number().int(), sallyName: z.string() });

/** A contract with a vendor (sally_contracts). */
export const sallyContract = z.object({
  contractSysId: z.number().int(),
  sallySysId: z.number().int(),
  sallyName: z.string(),
  brandSysId: z.number().int(),
  brandName: z.string(),
  brandImageUrl: z.string().nullable(),
  /** 0 standby, 1 complete, 2 withdrawn */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  requestedAt: z.string(),
  signedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type SallyContract = z.infer<typeof sallyContract>;

/** A vendor the sellover may ask for a contract. */
export const sallyVendor = z.object({
  brandSysId: z.number().int(),
  brandName: z.string(),
  brandImageUrl: z.string().nullable(),
});
export type SallyVendor = z.infer<typeof sallyVendor>;

/** GET sally/preregistration/list: the last three months of contracts, and the vendors to choose from. */
export const preregistrationListResponse = z.object({
  contracts: z.array(sallyContract),
  vendors: z.array(sallyVendor),
});
export type PreregistrationListResponse = z.infer<typeof preregistrationListResponse>;

/** PUT sally/preregistration: ask one more vendor for a contract. */
export const preregistrationRequest = z.object({ brandSysId: idParam });

/** PATCH sally/preregistration/contract/{id}: move a contract (the state table decides who may). */
export const contractMoveRequest = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((s) => s === CONTRACT_STATUS.complete || s === CONTRACT_STATUS.withdrawn),
});
export const contractIdParams = z.object({ id: idParam });

/** GET sally/preregistration/vendor/list?brandSysId: a vendor's requests and contracts (back-office). */
export const vendorContractsQuery = z.object({
  brandSysId: idParam,
  status: z.coerce.number().int().min(0).max(2).optional(),
});

/** POST sally/broadcastsally: the vendor books a sellover (under a complete contract) for a schedule. */
export const bookSallyRequest = z.object({ broadcastScheduleSysId: idParam, sallySysId: idParam });

/** PUT sally/broadcastsally/{id}: the sellover confirms the content of a booked broadcast. */
export const confirmContentRequest = z.object({ agreeContent: z.boolean() });

/** broadcasts/scheduletype/list query (live §7). */
export const scheduleTypeListQuery = z.object({
  startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  rowCount: z.coerce.number().int().min(1).max(SALLY_POLICY.pageSize).default(SALLY_POLICY.pageSize),
  scheduleType: z.coerce.number().int().min(0).max(2).default(0),
  sallySysId: idParam.optional(),
});

/** A broadcast the sellover is booked for, as the seller list and detail show it. */
export const sallyBroadcast = z.object({
  broadcastSallySysId: z.number().int(),
  broadcastSysId: z.number().int(),
  broadcastScheduleSysId: z.number().int(),
  title: z.string(),
  briefComment: z.string(),
  brandSysId: z.number().int(),
  brandName: z.string(),
  thumnailLiveUrl: z.string().nullable(),
  startDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  liveFlag: z.number().int(),
  /** 0 booked, 1 live, 2 ended */
  scheduleType: z.number().int(),
  /** 1 once the sellover confirmed the content */
  isConfirmed: z.number().int(),
  confirmedAt: z.string().nullable(),
  prdtTotalCnt: z.number().int(),
  viewCnt: z.number().int(),
  likeCnt: z.number().int(),
});
export type SallyBroadcast = z.infer<typeof sallyBroadcast>;

export const scheduleTypeListResponse = z.object({
  broadcasts: z.array(sallyBroadcast),
  totalCnt: z.number().int(),
  liveBroadcastCnt: z.number().int(),
  terminatedCnt: z.number().int(),
  waitTotalCnt: z.number().int(),
});
export type ScheduleTypeListResponse = z.infer<typeof scheduleTypeListResponse>;

/** One point of a sales or viewer series. */
export const salesPoint = z.object({ at: z.string(), value: z.number().int() });
export type SalesPoint = z.infer<typeof salesPoint>;

/** Sales of one broadcast schedule (issue 14 item 4): counted from the orders attributed to it. */
export const broadcastSales = z.object({
  broadcastScheduleSysId: z.number().int(),
  /** paid orders attributed to the show */
  orderCnt: z.number().int(),
  /** units of those orders */
  unitCnt: z.number().int(),
  paidAmount: z.number().int(),
  refundedAmount: z.number().int(),
  /** paid minus refunded (won) */
  revenue: z.number().int(),
  viewCnt: z.number().int(),
  peakViewers: z.number().int(),
  likeCnt: z.number().int(),
  chatCnt: z.number().int(),
  /** paid orders per 100 views, in basis points (orders / views × 10,000) */
  conversionBp: z.number().int(),
  /** viewers in the room over time (samples) */
  viewers: z.array(salesPoint),
  /** revenue accumulated over time (per paid order, refunds subtracted when they happen) */
  revenueSeries: z.array(salesPoint),
  /** units by product */
  products: z.array(
    z.object({ prdtSysId: z.number().int(), name: z.string(), unitCnt: z.number().int(), amount: z.number().int() }),
  ),
  updatedAt: z.string(),
});
export type BroadcastSales = z.infer<typeof broadcastSales>;

/** Socket: the sellover (or staff) follows a show's sales live (`salesJoin` → `salesUpdate` events). */
export const SALES_FEED_EVENTS = { join: 'salesJoin', leave: 'salesLeave', update: 'salesUpdate' } as const;
export const salesJoinRequest = z.object({ room: z.coerce.number().int().positive() });

/** The public day schedule of a sellover (/sharePlan/{userSysId}/{date}). */
export const sharePlanParams = z.object({
  userSysId: idParam,
  date: z.string().regex(/^\d{4}-?\d{2}-?\d{2}$/),
});
export const sharePlanResponse = z.object({
  sallyName: z.string(),
  userSysId: z.number().int(),
  date: z.string(),
  broadcasts: z.array(sallyBroadcast.omit({ isConfirmed: true, confirmedAt: true, broadcastSallySysId: true })),
});
export type SharePlanResponse = z.infer<typeof sharePlanResponse>;

/** Buying now (issue 13 item 4): at most one purchase animation per room per this many ms. */
export const BUYING_NOW_POLICY = { throttleMs: 3_000 } as const;
export * from './responses.js';
