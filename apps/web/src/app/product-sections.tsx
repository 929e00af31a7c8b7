import { lazy } from 'react';

/** The product page's sections from other features (reviews, Q&A), in page order. */
export const PRODUCT_SECTIONS = [
  lazy(() => import('../features/reviews/ProductReviewSection').then((m) => ({ default: m.ProductReviewSection }))),
  lazy(() => import('../features/questions/ProductQaSection').then((m) => ({ default: m.ProductQaSection }))),
];
