import { z } from 'zod';

/*
 * The answers of the catalog routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** GET products/:id */
export const getProductsResponse = z.object({
  product: z.object({
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
    reviewScore: z.number(),
    reviewCnt: z.number(),
    categorySysId: z.number().nullable(),
    categoryName: z.string().nullable(),
    parentCategorySysId: z.number().nullable(),
    brandImageUrl: z.string().nullable(),
    sellerSysId: z.number(),
    images: z.array(z.string()),
    stock: z.number(),
    optionTypeCode: z.union([z.literal(0), z.literal(1)]),
    isOption: z.union([z.literal(0), z.literal(1)]),
    optionGroups: z.array(
      z.object({
        name: z.string(),
        productOptions: z.array(
          z.object({
            prdtOptionSysId: z.number(),
            optionKeyName: z.string(),
            name: z.string(),
            price: z.number(),
            count: z.number(),
            isSoldout: z.union([z.literal(0), z.literal(1)]),
          }),
        ),
      }),
    ),
    isAddingProduct: z.union([z.literal(0), z.literal(1)]),
    addingProducts: z.array(
      z.object({
        prdtAddingProductSysId: z.number(),
        name: z.string(),
        details: z.array(
          z.object({
            prdtAddingProductDetailSysId: z.number(),
            name: z.string(),
            price: z.number(),
            count: z.number(),
            isSoldout: z.union([z.literal(0), z.literal(1)]),
          }),
        ),
      }),
    ),
    delivery: z.object({
      deliveryPriceTypeCode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      deliveryPrice: z.number(),
      freeDeliveryMinAmount: z.number().nullable(),
      jejuAddingCost: z.number(),
      islandAddingCost: z.number(),
    }),
    finalPrice: z.number(),
    livePriceApplied: z.union([z.literal(0), z.literal(1)]),
    livePriceExpired: z.union([z.literal(0), z.literal(1)]),
    isLiveOnly: z.union([z.literal(0), z.literal(1)]),
    liveOnlyClosed: z.union([z.literal(0), z.literal(1)]),
    isPick: z.union([z.literal(0), z.literal(1)]),
    planPrdtSysId: z.number().nullable(),
    planTitle: z.string().nullable(),
    planType: z.enum(['event', 'plan']).nullable(),
    broadcastScheduleSysId: z.number().nullable(),
    totalPrice: z.number(),
    isAlcohol: z.union([z.literal(0), z.literal(1)]),
    returnExceptions: z.array(z.number()),
    seller: z.object({
      companyName: z.string().nullable(),
      representative: z.string().nullable(),
      address: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      bizRegNo: z.string().nullable(),
      mailOrderNo: z.string().nullable(),
    }),
  }),
});
export type GetProductsResponse = z.infer<typeof getProductsResponse>;

/** PATCH products/:id */
export const patchProductsResponse = z.object({
  prdtSysId: z.number(),
});
export type PatchProductsResponse = z.infer<typeof patchProductsResponse>;

/** GET products/:id/detail */
export const getProductsDetailResponse = z.object({
  detail: z.object({
    prdtSysId: z.number(),
    description: z.string(),
    detailImages: z.array(z.string()),
    infoNotice: z.array(
      z.object({
        label: z.string(),
        value: z.string(),
      }),
    ),
    deliveryGuide: z.array(z.string()),
    returnGuide: z.array(z.string()),
  }),
});
export type GetProductsDetailResponse = z.infer<typeof getProductsDetailResponse>;

/** `baseProduct` in several answers below */
const baseProductShape = z.object({
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
});

/** GET products/:id/bundleshipping/list */
export const getProductsBundleshippingListResponse = z.object({
  products: z.array(baseProductShape),
  totalCount: z.number(),
  baseProduct: baseProductShape,
});
export type GetProductsBundleshippingListResponse = z.infer<typeof getProductsBundleshippingListResponse>;

/** GET brands/:id */
export const getBrandsResponse = z.object({
  brand: z.object({
    brandSysId: z.number(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    productCount: z.number(),
    description: z.string().nullable(),
    sellerSysId: z.number(),
  }),
});
export type GetBrandsResponse = z.infer<typeof getBrandsResponse>;

/** GET brands/:id/broadcasts */
export const getBrandsBroadcastsResponse = z.object({
  broadcasts: z.array(
    z.object({
      broadcastSysId: z.number(),
      broadcastScheduleSysId: z.number(),
      title: z.string(),
      briefComment: z.string(),
      thumnailLiveUrl: z.string().nullable(),
      startDate: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      status: z.enum(['live', 'ready', 'vod', 'ended']),
      viewCnt: z.number(),
      prdtTotalCnt: z.number(),
    }),
  ),
  totalCount: z.number(),
});
export type GetBrandsBroadcastsResponse = z.infer<typeof getBrandsBroadcastsResponse>;

/** GET sellers/:id/notice */
export const getSellersNoticeResponse = z.object({
  notices: z.array(
    z.object({
      sellerNoticeSysId: z.number(),
      title: z.string(),
      content: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type GetSellersNoticeResponse = z.infer<typeof getSellersNoticeResponse>;

/** GET operations/deliveries/addingCosts */
export const getOperationsDeliveriesAddingCostsResponse = z.object({
  postNumber: z.string(),
  areaType: z.enum(['none', 'jeju', 'island']),
  areaName: z.string().nullable(),
  addDeliveryCost: z.number(),
  products: z.array(
    z.object({
      prdtSysId: z.number(),
      addDeliveryCost: z.number(),
    }),
  ),
});
export type GetOperationsDeliveriesAddingCostsResponse = z.infer<typeof getOperationsDeliveriesAddingCostsResponse>;

/** POST users/:id/prdtviews */
export const postUsersPrdtviewsResponse = z.object({
  viewedAt: z.string(),
});
export type PostUsersPrdtviewsResponse = z.infer<typeof postUsersPrdtviewsResponse>;

/** GET users/:id/prdtviews */
export const getUsersPrdtviewsResponse = z.object({
  views: z.array(
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
      viewedAt: z.string(),
    }),
  ),
  totalCount: z.number(),
});
export type GetUsersPrdtviewsResponse = z.infer<typeof getUsersPrdtviewsResponse>;

/** DELETE prdtviews/list */
export const deletePrdtviewsListResponse = z.object({
  deletedCount: z.number(),
});
export type DeletePrdtviewsListResponse = z.infer<typeof deletePrdtviewsListResponse>;

/** DELETE users/:id/prdtviews/list */
export const deleteUsersPrdtviewsListResponse = deletePrdtviewsListResponse;
export type DeleteUsersPrdtviewsListResponse = z.infer<typeof deleteUsersPrdtviewsListResponse>;

/** POST users/:id/prdtpick */
export const postUsersPrdtpickResponse = z.object({
  isPick: z.literal(1),
  pickCount: z.number(),
});
export type PostUsersPrdtpickResponse = z.infer<typeof postUsersPrdtpickResponse>;

/** GET users/:id/prdtpick */
export const getUsersPrdtpickResponse = z.object({
  prdtSysId: z.number(),
  isPick: z.union([z.literal(0), z.literal(1)]),
});
export type GetUsersPrdtpickResponse = z.infer<typeof getUsersPrdtpickResponse>;

/** GET users/:id/prdtpick/list */
export const getUsersPrdtpickListResponse = z.object({
  picks: z.array(
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
      pickedAt: z.string(),
    }),
  ),
  totalCount: z.number(),
});
export type GetUsersPrdtpickListResponse = z.infer<typeof getUsersPrdtpickListResponse>;

/** DELETE users/:id/prdtpick */
export const deleteUsersPrdtpickResponse = deletePrdtviewsListResponse;
export type DeleteUsersPrdtpickResponse = z.infer<typeof deleteUsersPrdtpickResponse>;

/** DELETE users/:id/prdtpick/list */
export const deleteUsersPrdtpickListResponse = deletePrdtviewsListResponse;
export type DeleteUsersPrdtpickListResponse = z.infer<typeof deleteUsersPrdtpickListResponse>;
