import { z } from 'zod';

/*
 * The answers of the reviews routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** `images` in several answers below */
const imageShape = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
});

/** `video` in several answers below */
const videoShape = z.object({
  videoKey: z.string(),
  status: z.enum(['ready', 'processing', 'failed']),
  url: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationSec: z.number().nullable(),
});

/** `review` in several answers below */
const reviewShape = z.object({
  prdtReviewSysId: z.number(),
  prdtSysId: z.number(),
  orderPrdtSysId: z.number(),
  nickName: z.string(),
  score: z.number(),
  oneLine: z.string().nullable(),
  content: z.string(),
  optionName: z.string().nullable(),
  photos: z.array(imageShape),
  video: videoShape.nullable(),
  state: z.enum(['deleted', 'hidden', 'visible']),
  moderationReason: z.string().nullable(),
  isMine: z.boolean(),
  reported: z.boolean(),
  rewarded: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET products/:id/reviews/list */
export const getProductsReviewsListResponse = z.object({
  kind: z.enum(['product', 'photo', 'movie', 'multi']),
  summary: z.object({
    prdtSysId: z.number(),
    reviewScore: z.number(),
    reviewCnt: z.number(),
    photoCnt: z.number(),
    videoCnt: z.number(),
    scoreCounts: z.array(z.number()),
  }),
  reviews: z.array(reviewShape),
  totalCount: z.number(),
});
export type GetProductsReviewsListResponse = z.infer<typeof getProductsReviewsListResponse>;

/** GET products/:id/reviews/summary */
export const getProductsReviewsSummaryResponse = z.object({
  prdtSysId: z.number(),
  reviewScore: z.number(),
  reviewCnt: z.number(),
  photoCnt: z.number(),
  videoCnt: z.number(),
  scoreCounts: z.array(z.number()),
});
export type GetProductsReviewsSummaryResponse = z.infer<typeof getProductsReviewsSummaryResponse>;

/** `product` in several answers below */
const productShape = z.object({
  prdtSysId: z.number(),
  name: z.string(),
  brandName: z.string(),
  squareImageUrl: z.string(),
});

/** GET products/:id/reviews/:reviewId */
export const getProductsReviewsResponse = z.object({
  review: reviewShape,
  product: productShape,
});
export type GetProductsReviewsResponse = z.infer<typeof getProductsReviewsResponse>;

/** POST products/:id/reviews */
export const postProductsReviewsResponse = z.object({
  review: reviewShape,
  earnedPoints: z.number(),
});
export type PostProductsReviewsResponse = z.infer<typeof postProductsReviewsResponse>;

/** PUT products/:id/reviews/:reviewId */
export const putProductsReviewsResponse = postProductsReviewsResponse;
export type PutProductsReviewsResponse = z.infer<typeof putProductsReviewsResponse>;

/** PATCH products/:id/reviews/:reviewId/deleted */
export const patchProductsReviewsDeletedResponse = z.object({
  prdtReviewSysId: z.number(),
  state: z.literal('deleted'),
});
export type PatchProductsReviewsDeletedResponse = z.infer<typeof patchProductsReviewsDeletedResponse>;

/** POST products/:id/reviews/:reviewId/claims */
export const postProductsReviewsClaimsResponse = z.object({
  prdtReviewSysId: z.number(),
  reported: z.boolean(),
});
export type PostProductsReviewsClaimsResponse = z.infer<typeof postProductsReviewsClaimsResponse>;

/** `reviews` in several answers below */
const reviewShape2 = z.object({
  prdtReviewSysId: z.number(),
  prdtSysId: z.number(),
  orderPrdtSysId: z.number(),
  nickName: z.string(),
  score: z.number(),
  oneLine: z.string().nullable(),
  content: z.string(),
  optionName: z.string().nullable(),
  photos: z.array(imageShape),
  video: videoShape.nullable(),
  state: z.enum(['deleted', 'hidden', 'visible']),
  moderationReason: z.string().nullable(),
  isMine: z.boolean(),
  reported: z.boolean(),
  rewarded: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  product: productShape,
});

/** GET users/:id/reviews/list */
export const getUsersReviewsListResponse = z.object({
  reviews: z.array(reviewShape2),
  totalCount: z.number(),
});
export type GetUsersReviewsListResponse = z.infer<typeof getUsersReviewsListResponse>;

/** GET users/:id/reviews/writeable/list */
export const getUsersReviewsWriteableListResponse = z.object({
  items: z.array(
    z.object({
      orderSysId: z.number(),
      orderPrdtSysId: z.number(),
      orderNumber: z.string(),
      product: productShape,
      optionName: z.string().nullable(),
      qty: z.number(),
      confirmedAt: z.string(),
      writableUntil: z.string(),
      daysLeft: z.number(),
      points: z.object({
        text: z.number(),
        photo: z.number(),
        video: z.number(),
      }),
    }),
  ),
  totalCount: z.number(),
  phoneRequired: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type GetUsersReviewsWriteableListResponse = z.infer<typeof getUsersReviewsWriteableListResponse>;

/** GET operations/reviews/reports/list */
export const getOperationsReviewsReportsListResponse = z.object({
  entries: z.array(
    z.object({
      review: reviewShape2,
      reports: z.array(
        z.object({
          reasonCode: z.number(),
          reasonText: z.string().nullable(),
          reporterNickName: z.string(),
          createdAt: z.string(),
        }),
      ),
      reportCnt: z.number(),
      state: z.enum(['deleted', 'hidden', 'open', 'kept']),
      moderationReason: z.string().nullable(),
    }),
  ),
  totalCount: z.number(),
});
export type GetOperationsReviewsReportsListResponse = z.infer<typeof getOperationsReviewsReportsListResponse>;

/** PATCH operations/reviews/:reviewId/moderation */
export const patchOperationsReviewsModerationResponse = z.union([
  z.object({
    prdtReviewSysId: z.number(),
    state: z.literal('deleted'),
  }),
  z.object({
    prdtReviewSysId: z.number(),
    state: z.enum(['hidden', 'visible']),
  }),
]);
export type PatchOperationsReviewsModerationResponse = z.infer<typeof patchOperationsReviewsModerationResponse>;

/** POST cdzn/images */
export const postCdznImagesResponse = z.object({
  images: z.array(imageShape),
});
export type PostCdznImagesResponse = z.infer<typeof postCdznImagesResponse>;

/** GET kinx/midbus/token */
export const getKinxMidbusTokenResponse = z.object({
  token: z.string(),
  uploadPath: z.string(),
  expiresAt: z.string(),
  maxMb: z.number(),
  maxSeconds: z.number(),
  extensions: z.array(z.string()),
});
export type GetKinxMidbusTokenResponse = z.infer<typeof getKinxMidbusTokenResponse>;

/** POST kinx/midbus/upload/:token */
export const postKinxMidbusUploadResponse = z.object({
  videoKey: z.string(),
  status: z.enum(['ready', 'processing', 'failed']),
  durationSec: z.number(),
});
export type PostKinxMidbusUploadResponse = z.infer<typeof postKinxMidbusUploadResponse>;

/** GET kinx/midbus/videos/:videoKey */
export const getKinxMidbusVideosResponse = z.object({
  videoKey: z.string(),
  status: z.enum(['ready', 'processing', 'failed']),
  url: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationSec: z.number().nullable(),
});
export type GetKinxMidbusVideosResponse = z.infer<typeof getKinxMidbusVideosResponse>;
