import { broadcastStatus, LIVE_FLAGS, SCHEDULE_TYPES, type SallyBroadcast, type SallyContract } from '@lc/contracts';
import type {
  brands,
  broadcastSallies,
  broadcastSchedules,
  broadcasts,
  sallyContracts,
} from '../../db/schema/index.js';

export type ContractRow = typeof sallyContracts.$inferSelect & {
  sallyName: string;
  brandName: string;
  brandNameEn: string | null;
  brandImageUrl: string | null;
};

export function presentContract(r: ContractRow, lang: 'ko' | 'en' = 'ko'): SallyContract {
  return {
    contractSysId: r.contractSysId,
    sallySysId: r.sallySysId,
    sallyName: r.sallyName,
    brandSysId: r.brandSysId,
    brandName: (lang === 'en' && r.brandNameEn) || r.brandName,
    brandImageUrl: r.brandImageUrl,
    status: r.status as 0 | 1 | 2,
    requestedAt: r.requestedAt.toISOString(),
    signedAt: r.signedAt?.toISOString() ?? null,
    withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
  };
}

export interface BookingRow {
  broadcastSallySysId: number;
  confirmedAt: Date | null;
  broadcastSysId: (typeof broadcasts.$inferSelect)['broadcastSysId'];
  broadcastScheduleSysId: number;
  title: string;
  titleEn: string | null;
  briefComment: string;
  briefCommentEn: string | null;
  brandSysId: number;
  brandName: (typeof brands.$inferSelect)['name'];
  brandNameEn: string | null;
  thumnailLiveUrl: string | null;
  startDate: string;
  startTime: string;
  endTime: string;
  liveFlag: (typeof broadcastSchedules.$inferSelect)['liveFlag'];
  highlightUrl: string | null;
  viewCnt: number;
  likeCnt: number;
  prdtTotalCnt: number;
  sallySysId: (typeof broadcastSallies.$inferSelect)['sallySysId'];
}

/** 0 booked, 1 live, 2 ended: the broadcast status (live §4) seen from the sellover's side. */
export function scheduleTypeOf(
  r: Pick<BookingRow, 'startDate' | 'startTime' | 'endTime' | 'liveFlag' | 'highlightUrl'>,
  now: Date,
): number {
  if (r.liveFlag === LIVE_FLAGS.onAir) return SCHEDULE_TYPES.live;
  if (r.liveFlag === LIVE_FLAGS.ended || r.liveFlag === LIVE_FLAGS.exited) return SCHEDULE_TYPES.ended;
  const s = broadcastStatus(r, now);
  if (s === 'ready') return SCHEDULE_TYPES.booked;
  if (s === 'live') return SCHEDULE_TYPES.live;
  return SCHEDULE_TYPES.ended;
}

export function presentBooking(r: BookingRow, now: Date, lang: 'ko' | 'en'): SallyBroadcast {
  const en = lang === 'en';
  return {
    broadcastSallySysId: r.broadcastSallySysId,
    broadcastSysId: r.broadcastSysId,
    broadcastScheduleSysId: r.broadcastScheduleSysId,
    title: (en && r.titleEn) || r.title,
    briefComment: (en && r.briefCommentEn) || r.briefComment,
    brandSysId: r.brandSysId,
    brandName: (en && r.brandNameEn) || r.brandName,
    thumnailLiveUrl: r.thumnailLiveUrl,
    startDate: r.startDate,
    startTime: r.startTime,
    endTime: r.endTime,
    liveFlag: r.liveFlag,
    scheduleType: scheduleTypeOf(r, now),
    isConfirmed: r.confirmedAt ? 1 : 0,
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
    prdtTotalCnt: r.prdtTotalCnt,
    viewCnt: r.viewCnt,
    likeCnt: r.likeCnt,
  };
}
