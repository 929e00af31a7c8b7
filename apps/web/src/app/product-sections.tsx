import { lazy } from 'react';
import { provideCouponOffers, type CouponOffersProps } from '../shared/coupon-offers';
import { lazyScreen } from './lazy-screen';

/** The product page's sections from other features (reviews, Q&A), in page order. */
export const PRODUCT_SECTIONS = [
  lazy(() => import('../features/reviews/ProductReviewSection').then((m) => ({ default: m.ProductReviewSection }))),
  lazy(() => import('../features/questions/ProductQaSection').then((m) => ({ default: m.ProductQaSection }))),
];

/** "쿠폰 받기" on the product, brand and exhibition pages (issue 19 defect 16). */
export const CouponOffersBlock = lazyScreen<CouponOffersProps>(() =>
  import('../features/coupons/CouponDownload').then((m) => ({ default: m.CouponDownload })),
);
provideCouponOffers(CouponOffersBlock);
