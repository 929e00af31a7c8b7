import { z } from 'zod';

/*
 * The answers of the content routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** GET operations/plans/mainlist */
export const getOperationsPlansMainlistResponse = z.object({
  plans: z.array(
    z.object({
      planSysId: z.number(),
      planType: z.enum(['event', 'plan']),
      title: z.string(),
      briefComment: z.string(),
      bannerImageUrl: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      productCount: z.number(),
    }),
  ),
  totalCount: z.number(),
});
export type GetOperationsPlansMainlistResponse = z.infer<typeof getOperationsPlansMainlistResponse>;

/** GET operations/bannerplans/main/lists */
export const getOperationsBannerplansMainListsResponse = z.object({
  banners: z.array(
    z.object({
      bannerSysId: z.number(),
      title: z.string(),
      imageUrl: z.string(),
      linkUrl: z.string(),
    }),
  ),
  joinCoupon: z.object({
    discountAmount: z.number(),
  }),
});
export type GetOperationsBannerplansMainListsResponse = z.infer<typeof getOperationsBannerplansMainListsResponse>;

/** GET operations/bannerplan/:id */
export const getOperationsBannerplanResponse = z.object({
  plan: z.object({
    planSysId: z.number(),
    planType: z.enum(['event', 'plan']),
    title: z.string(),
    briefComment: z.string(),
    bannerImageUrl: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    productCount: z.number(),
    content: z.string(),
  }),
  products: z.array(
    z.object({
      prdtSysId: z.number(),
      name: z.string(),
      brandSysId: z.number(),
      brandName: z.string(),
      squareImageUrl: z.string(),
      bigImageUrl: z.string(),
      marketPrice: z.number(),
      price: z.number(),
      discount: z.number(),
      discountRate: z.number(),
      isLivePrice: z.union([z.literal(0), z.literal(1)]),
      livePrice: z.number().nullable(),
      liveDiscount: z.number().nullable(),
      liveDiscountRate: z.number().nullable(),
      livePriceStartDate: z.string().nullable(),
      livePriceEndDate: z.string().nullable(),
      isDisplay: z.union([z.literal(0), z.literal(1)]),
      isSoldout: z.union([z.literal(0), z.literal(1)]),
      deliveryPriceTypeCode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      deliveryFee: z.number(),
      totalPrice: z.number(),
      isPick: z.union([z.literal(0), z.literal(1)]),
      reviewScore: z.number(),
      reviewCnt: z.number(),
      planPrdtSysId: z.number(),
    }),
  ),
});
export type GetOperationsBannerplanResponse = z.infer<typeof getOperationsBannerplanResponse>;

/** `faq` in several answers below */
const faqShape = z.object({
  faqSysId: z.number(),
  categoryCode: z.number(),
  categoryName: z.string(),
  question: z.string(),
  answer: z.string(),
});

/** GET operations/faqs */
export const getOperationsFaqsResponse = z.object({
  faqs: z.array(faqShape),
  totalCount: z.number(),
});
export type GetOperationsFaqsResponse = z.infer<typeof getOperationsFaqsResponse>;

/** GET operations/faqs/:id */
export const getOperationsFaqsResponse2 = z.object({
  faq: faqShape,
});
export type GetOperationsFaqsResponse2 = z.infer<typeof getOperationsFaqsResponse2>;

/** GET operations/contents/:id */
export const getOperationsContentsResponse = z.object({
  contents: z.object({
    contentsSysId: z.number(),
    kind: z.enum(['privacy', 'page', 'terms', 'about']),
    title: z.string(),
    imageUrl: z.string().nullable(),
    chapters: z.array(
      z.object({
        title: z.string(),
        articles: z.array(
          z.object({
            num: z.number(),
            title: z.string(),
            body: z.string(),
          }),
        ),
      }),
    ),
    updatedAt: z.string(),
  }),
});
export type GetOperationsContentsResponse = z.infer<typeof getOperationsContentsResponse>;

/** GET operations/notices/list */
export const getOperationsNoticesListResponse = z.object({
  notices: z.array(
    z.object({
      noticeSysId: z.number(),
      title: z.string(),
      content: z.string(),
      isPinned: z.union([z.literal(0), z.literal(1)]),
      createdAt: z.string(),
    }),
  ),
  totalCount: z.number(),
});
export type GetOperationsNoticesListResponse = z.infer<typeof getOperationsNoticesListResponse>;

/** GET preferences/deliveryCompanys */
export const getPreferencesDeliveryCompanysResponse = z.object({
  deliveryCompanys: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      trackingUrl: z.string(),
    }),
  ),
});
export type GetPreferencesDeliveryCompanysResponse = z.infer<typeof getPreferencesDeliveryCompanysResponse>;

/** GET preferences/banks */
export const getPreferencesBanksResponse = z.object({
  banks: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
    }),
  ),
});
export type GetPreferencesBanksResponse = z.infer<typeof getPreferencesBanksResponse>;
