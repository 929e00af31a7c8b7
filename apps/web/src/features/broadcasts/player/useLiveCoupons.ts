import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_COUPON_POLICY, type LiveCoupon, RC } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { notify } from '../../../shared/dialog';
import { useT } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { getLiveCoupons } from '../api/get-live-coupons';
import { postLiveCouponClaim } from '../api/post-live-coupon-claim';

/** still claimable: not sold out, within its window */
const open = (c: LiveCoupon, at: number) => c.issuedCnt < c.cap && Date.parse(c.endsAt) > at;

/**
 * The show's live coupons (live §2, §4, §9): loaded with the player (a replay shows the still-valid
 * ones), added and updated by `liveCoupon`; a member's claim fires 5 s after a coupon appears (or on
 * a tap); a guest's tap asks to log in.
 */
export function useLiveCoupons(room: number, askLogin: () => void) {
  const t = useT();
  const { isLogin } = useSession();
  const [coupons, setCoupons] = useState<LiveCoupon[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const claiming = useRef(new Set<number>());

  const claim = useCallback(
    async (c: LiveCoupon, byTap: boolean) => {
      if (!isLogin) {
        if (byTap) askLogin();
        return;
      }
      if (c.claimed || claiming.current.has(c.liveCouponSysId)) return;
      claiming.current.add(c.liveCouponSysId);
      try {
        const r = await postLiveCouponClaim(room, c.liveCouponSysId);
        // a coupon of a policy the member holds (handed out again, another visit): no message again
        setCoupons((cs) => cs.map((x) => (x.couponPolicySysId === c.couponPolicySysId ? { ...x, claimed: true } : x)));
        if (!r.alreadyClaimed) void notify(t('broadcasts.coupon.claimed', { name: c.name }));
      } catch (e) {
        if (e instanceof ApiError && e.code === RC.COUPON_ALL_ISSUED) {
          setCoupons((cs) => cs.filter((x) => x.liveCouponSysId !== c.liveCouponSysId));
        }
        void notify(e instanceof ApiError ? e.message : t('broadcasts.coupon.failed'));
      } finally {
        claiming.current.delete(c.liveCouponSysId);
      }
    },
    [isLogin, room, askLogin, t],
  );

  const schedule = useCallback(
    (c: LiveCoupon) => {
      if (c.claimed || timers.current.has(c.liveCouponSysId)) return;
      timers.current.set(
        c.liveCouponSysId,
        setTimeout(() => void claim(c, false), LIVE_COUPON_POLICY.claimDelayMs),
      );
    },
    [claim],
  );

  /** a coupon appeared or changed (`liveCoupon`) */
  const onLiveCoupon = useCallback(
    (c: LiveCoupon) => {
      const at = Date.now();
      setCoupons((cs) => {
        const rest = cs.filter((x) => x.liveCouponSysId !== c.liveCouponSysId);
        const prev = cs.find((x) => x.liveCouponSysId === c.liveCouponSysId);
        return open(c, at) ? [{ ...c, claimed: prev?.claimed ?? c.claimed }, ...rest] : rest;
      });
      if (open(c, at)) schedule(c);
    },
    [schedule],
  );

  useEffect(() => {
    let live = true;
    getLiveCoupons(room).then(
      (r) => {
        if (!live) return;
        const at = Date.now();
        const list = r.coupons.filter((c) => open(c, at));
        setCoupons(list);
        list.forEach(schedule);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [room, schedule]);
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);

  return { coupons, claim, onLiveCoupon };
}
