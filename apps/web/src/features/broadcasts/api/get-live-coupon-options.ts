import { useQuery } from '@tanstack/react-query';
import type { LiveCouponOptionsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** how often the console reloads the coupons' claimed counts */
const CONSOLE_REFRESH_MS = 5_000;

/** GET broadcasts/console/{room}/live-coupons: policies the host can hand out and those handed out. */
export const getLiveCouponOptions = (room: number) =>
  api<LiveCouponOptionsResponse>('GET', `broadcasts/console/${room}/live-coupons`);

export function useLiveCouponOptions(room: number) {
  return useQuery({
    queryKey: keys.broadcasts.console(room, 'live-coupons'),
    queryFn: () => getLiveCouponOptions(room),
    retry: false,
    // the console shows how many were claimed, as they are
    refetchInterval: CONSOLE_REFRESH_MS,
  });
}
