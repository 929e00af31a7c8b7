import {
  RC,
  SCHEDULE_TYPES,
  type Lang,
  type GetBroadcastsScheduletypeResponse,
  type GetBroadcastsProductsResponse,
  type GetBroadcastsScheduletypeSalesResponse,
} from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import { presentBooking, scheduleTypeOf } from '../sellers/sellers.presenter.js';
import type { SellerCaller, SellersService } from '../sellers/sellers.service.js';
import type { SalesService } from '../sellers/sellers.sales.js';
import type { BroadcastsService } from './broadcasts.service.js';

/**
 * The sellover's view of broadcasts (live §7 "Seller calls": broadcasts/scheduletype/*,
 * broadcasts/{id}/products) and the sales of a show. A sellover sees the schedules it is booked for
 * under a complete contract; staff (the back-office) see any.
 */
export function createBroadcastsSellerService(deps: {
  now: () => Date;
  sellers: SellersService;
  sales: SalesService;
  broadcasts: BroadcastsService;
}) {
  const { now, sellers, sales } = deps;

  /** The booking of a schedule the caller may see, or 8210. */
  async function bookingFor(scheduleId: number, caller: SellerCaller) {
    if (caller.staff) {
      const [row] = await sellers.bookings({ scheduleId, visibleOnly: false });
      return row;
    }
    const s = await sellers.requireSally(caller.userSysId);
    const [row] = await sellers.bookings({ sallySysId: s.sallySysId, scheduleId, visibleOnly: true });
    if (!row) throw new AppError(RC.SALLY_BROADCAST_NOT_FOUND);
    return row;
  }

  return {
    bookingFor,

    /**
     * GET broadcasts/scheduletype/list: the caller's booked (0), live (1) or ended (2) shows, paged,
     * with the count of each tab. A sellover's bookings are few, so they are classified here.
     */
    async list(
      q: { scheduleType: number; startIndex: number; rowCount: number; sallySysId?: number | undefined },
      caller: SellerCaller,
      lang: Lang,
    ) {
      const s = await sellers.requireSally(caller.userSysId);
      if (q.sallySysId !== undefined && q.sallySysId !== s.sallySysId) throw new AppError(RC.SALLY_NOT_FOUND);
      const rows = await sellers.bookings({ sallySysId: s.sallySysId, visibleOnly: true });
      const t = now();
      const of = rows.filter((r) => scheduleTypeOf(r, t) === q.scheduleType);
      // ended shows newest first; booked and live in start order
      if (q.scheduleType === SCHEDULE_TYPES.ended) of.reverse();
      return {
        broadcasts: of.slice(q.startIndex, q.startIndex + q.rowCount).map((r) => presentBooking(r, t, lang)),
        totalCnt: of.length,
        ...sellers.countsOf(rows),
      };
    },

    /** GET broadcasts/scheduletype/{id}: one booked show (the schedule id). */
    async detail(scheduleId: number, caller: SellerCaller, lang: Lang): Promise<GetBroadcastsScheduletypeResponse> {
      const row = await bookingFor(scheduleId, caller);
      if (!row) throw new AppError(RC.SALLY_BROADCAST_NOT_FOUND);
      return { broadcast: presentBooking(row, now(), lang) };
    },

    /** GET broadcasts/{id}/products: every product of the broadcast, for its sellover. */
    async products(broadcastSysId: number, caller: SellerCaller, lang: Lang): Promise<GetBroadcastsProductsResponse> {
      return deps.broadcasts.productsList(broadcastSysId, 0, 1000, { userSysId: caller.userSysId, lang });
    },

    /** GET broadcasts/scheduletype/{id}/sales: the show's sales (its sellover, or the back-office). */
    async sales(scheduleId: number, caller: SellerCaller): Promise<GetBroadcastsScheduletypeSalesResponse> {
      if (!caller.staff) await bookingFor(scheduleId, caller);
      return { sales: await sales.salesOf(scheduleId) };
    },
  };
}
export type BroadcastsSellerService = ReturnType<typeof createBroadcastsSellerService>;
