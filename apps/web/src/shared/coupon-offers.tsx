import { Suspense, type ComponentType } from 'react';

/** Where coupons are offered: a product page, a brand page or an exhibition/event page. */
export type CouponScope = { prdtSysId: number } | { brandSysId: number } | { planSysId: number };
export interface CouponOffersProps {
  scope: CouponScope;
}

let offers: ComponentType<CouponOffersProps> | null = null;

/**
 * "쿠폰 받기" lives in the coupons feature; the product, brand and exhibition pages of other features
 * show it through here. Features do not import each other: the app provides it
 * (`app/product-sections.tsx`), as it does the product page's sections.
 */
export function provideCouponOffers(component: ComponentType<CouponOffersProps>): void {
  offers = component;
}

/** The coupons offered for `scope` (nothing when none is offered, or before the app provides them). */
export function CouponOffers({ scope }: CouponOffersProps) {
  const Offers = offers;
  if (!Offers) return null;
  return (
    <Suspense fallback={null}>
      <Offers scope={scope} />
    </Suspense>
  );
}
