import { useState } from 'react';
import { RC, type CheckoutQuoteResponse, type CouponOption } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { ask, notify } from '../../../shared/dialog';
import { useT } from '../../../shared/i18n';
import { session } from '../../../shared/storage';
import { postQuote } from '../api/orders';
import type { Item } from './handover';

/** the coupons chosen on this page, kept while the buyer visits the address search */
export const COUPONS_KEY = 'selectedCoupons';

export type CouponSelection = { userCouponSysId: number; lineIndex: number | null };

export const errorData = (e: unknown) => (e instanceof ApiError ? e.data : undefined) ?? {};

function restoreCoupons(): CouponSelection[] {
  try {
    return JSON.parse(session.get(COUPONS_KEY) ?? '[]') as CouponSelection[];
  } catch {
    return [];
  }
}

/** The coupon choice of the checkout: kept in the session, each change tried against the server first. */
export function useCheckoutCoupons() {
  const [coupons, setCouponsState] = useState<CouponSelection[]>(restoreCoupons);
  const setCoupons = (c: CouponSelection[]) => {
    session.set(COUPONS_KEY, JSON.stringify(c));
    setCouponsState(c);
  };
  return { coupons, setCoupons };
}

/** The pickers' view of a quote: the options, which coupon each line and the cart use, and the choice's actions. */
export function useCouponPicker(
  quote: CheckoutQuoteResponse | undefined,
  base: { items: Item[]; postNumber: string | null; pointAmount: number },
  state: ReturnType<typeof useCheckoutCoupons>,
) {
  const t = useT();
  const { coupons, setCoupons } = state;
  const options: CouponOption[] = quote?.couponOptions ?? [];
  const discountOf = (id: number) => quote?.coupons.find((c) => c.userCouponSysId === id)?.discount ?? 0;

  /**
   * Tries a coupon choice against the server before keeping it. Below the minimum order amount
   * because of an applied coupon (6205 with conflicts), offers to cancel that one and apply this one.
   */
  const tryCoupons = async (next: CouponSelection[], added: number | null) => {
    try {
      await postQuote({ ...base, coupons: next });
      setCoupons(next);
    } catch (e) {
      if (!(e instanceof ApiError)) return notify(t('checkout.failed'));
      const conflicts = (errorData(e).conflicts as number[] | undefined) ?? [];
      if (e.code === RC.COUPON_UNDER_MIN_ORDER && added !== null && conflicts.length > 0) {
        if (!(await ask(`${e.message}\n${t('checkout.coupon.swap')}`))) return;
        const swapped = next.filter((c) => !conflicts.includes(c.userCouponSysId));
        try {
          await postQuote({ ...base, coupons: swapped });
          setCoupons(swapped);
        } catch (e2) {
          void notify(e2 instanceof ApiError ? e2.message : t('checkout.failed'));
        }
        return;
      }
      void notify(e.message);
    }
  };
  const pickProductCoupon = (lineIndex: number, id: number | null) => {
    const rest = coupons.filter((c) => c.lineIndex !== lineIndex && c.userCouponSysId !== id);
    void tryCoupons(id ? [...rest, { userCouponSysId: id, lineIndex }] : rest, id);
  };
  const pickCartCoupon = (id: number | null) => {
    const cartIds = new Set(options.filter((o) => o.applyTypeCode === 'cart').map((o) => o.userCouponSysId));
    const rest = coupons.filter((c) => !cartIds.has(c.userCouponSysId));
    void tryCoupons(id ? [...rest, { userCouponSysId: id, lineIndex: null }] : rest, id);
  };
  const productCouponOf = (lineIndex: number) =>
    coupons.find((c) => c.lineIndex === lineIndex)?.userCouponSysId ?? null;
  const cartCoupon =
    coupons.find((c) => options.some((o) => o.userCouponSysId === c.userCouponSysId && o.applyTypeCode === 'cart'))
      ?.userCouponSysId ?? null;
  return { coupons, options, discountOf, pickProductCoupon, pickCartCoupon, productCouponOf, cartCoupon };
}
export type CouponPicker = ReturnType<typeof useCouponPicker>;
