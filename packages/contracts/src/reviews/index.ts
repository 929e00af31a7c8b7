/**
 * Reviews (issue 12; shopping §3, §5, §7, §9). Endpoints (all under /api/v1, answers in the usual
 * envelope `{ resultCode: '0001', ... }`; failures carry a result code of the 45xx/47xx block):
 *
 *   GET   products/:id/reviews/list?filter&sort&startIndex&rowCount   optional auth → reviewListResponse
 *   GET   products/:id/reviews/:reviewId                               optional auth → reviewDetailResponse
 *   POST  products/:id/reviews                 user   reviewCreateRequest  → reviewWriteResponse
 *   PUT   products/:id/reviews/:reviewId       user   reviewUpdateRequest  → reviewWriteResponse (author only)
 *   PATCH products/:id/reviews/:reviewId/deleted  user (author) or staff  → {}
 *   POST  products/:id/reviews/:reviewId/claims   user   reviewReportRequest → {}  (a report; hides nothing)
 *   GET   users/:id/reviews/list?startIndex&rowCount      owner → myReviewListResponse
 *   GET   users/:id/reviews/writeable/list?startIndex&rowCount  owner → writableListResponse
 *   GET   products/:id/reviews/summary                      public → reviewSummary (also inside the list)
 *
 * Media (shopping §7 "media upload"; contracts in ./media.ts):
 *   POST  cdzn/images          user, multipart files (any field names, in order; `usage` field: review|inquiry)
 *                              → imageUploadResponse; same checks as claim photos (7020–7024)
 *   GET   kinx/midbus/token    user → videoTokenResponse (short-lived, single use)
 *   POST  kinx/midbus/upload/:token   raw body (Content-Type video/* or application/octet-stream)
 *                              → videoUploadResponse (ffprobe-checked; transcoding starts at once)
 *   GET   kinx/midbus/videos/:videoKey  user (uploader) → videoStatusResponse (poll until `ready`)
 *
 * A review's `video.status` is `processing` until the MP4 and its poster exist; lists show it then.
 *
 * Moderation (staff: admin, manager):
 *   GET   operations/reviews/reports/list?state&startIndex&rowCount   staff → reviewReportListResponse
 *   PATCH operations/reviews/:reviewId/moderation   staff  reviewModerationRequest → {}
 *
 * Product cards and product detail carry `reviewScore` (average, one decimal, 0 when none) and `reviewCnt`.
 */
import { z } from 'zod';
import { pagingQuery } from '../common/paging.js';

const sysId = z.coerce.number().int().positive().max(2_147_483_647);

/** Review rules (shopping §5, §9); values the spec leaves open are in docs/decisions.md (issue 12). */
export const REVIEW_POLICY = {
  /** writable from purchase confirmation for 180 days; day 181 removes the line from the list */
  windowDays: 180,
  /** the writable list covers purchases (orders) of the last 6 months */
  writableListMonths: 6,
  scoreMin: 1,
  scoreMax: 5,
  /** review text, counted after trimming (not shown in the spec) */
  minTextLength: 10,
  maxTextLength: 1000,
  /** the optional one-line comment */
  oneLineMaxLength: 40,
  /** photos per review */
  maxPhotos: 5,
  /** videos per review */
  maxVideos: 1,
  /** one photo, in MB (the server's upload limit; claim-photo checks) */
  photoMaxMb: 10,
  /** one video before transcoding, in MB */
  videoMaxMb: 100,
  /** longest video accepted, in seconds */
  videoMaxSeconds: 60,
  photoExtensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  videoExtensions: ['mp4', 'mov', 'm4v', 'webm'],
  /** a video upload token lives this long and is good for one upload */
  videoTokenMinutes: 30,
} as const;

/** Points earned (issue 12 item 2): each a policy constant; ledger kind `saved`, valid one year. */
export const EARN_POINT_POLICY = {
  /** on purchase confirmation: this percent of the line's paid amount, rounded down to the won */
  purchaseRatePercent: 1,
  /** a text-only review */
  reviewText: 100,
  /** a review with at least one photo */
  reviewPhoto: 300,
  /** a review with a video (video wins over photo; not added) */
  reviewVideo: 500,
} as const;

/** The review lists of the client state (shopping §3) and the filters that produce them. */
export const REVIEW_LIST_KINDS = ['product', 'photo', 'movie', 'multi'] as const;
export type ReviewListKind = (typeof REVIEW_LIST_KINDS)[number];
/** filter → list kind: all = product, photo = photo, video = movie, media (photo or video) = multi */
export const REVIEW_FILTERS = ['all', 'photo', 'video', 'media'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export const REVIEW_FILTER_KIND: Record<ReviewFilter, ReviewListKind> = {
  all: 'product',
  photo: 'photo',
  video: 'movie',
  media: 'multi',
};
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Reasons for reporting a review (POST …/claims); `other` needs the text. */
export const REVIEW_REPORT_REASONS = [
  { code: 1, key: 'spam', ko: '광고·홍보성 내용', en: 'Advertising or spam' },
  { code: 2, key: 'abusive', ko: '욕설·비방·혐오 표현', en: 'Abusive or hateful language' },
  { code: 3, key: 'privacy', ko: '개인정보 노출', en: 'Exposes personal information' },
  { code: 4, key: 'unrelated', ko: '상품과 관계없는 내용', en: 'Unrelated to the product' },
  { code: 5, key: 'copyright', ko: '저작권 침해·도용 사진', en: 'Copyright infringement or stolen photos' },
  { code: 9, key: 'other', ko: '기타', en: 'Other' },
] as const;
export const REVIEW_REPORT_REASON_CODES = REVIEW_REPORT_REASONS.map((r) => r.code);
export const REVIEW_REPORT_TEXT_MAX = 300;

/** A review's display state: reports hide nothing; an operator hides or deletes. */
export const REVIEW_STATES = ['visible', 'hidden', 'deleted'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const VIDEO_STATES = ['processing', 'ready', 'failed'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];

export const reviewPhoto = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type ReviewPhoto = z.infer<typeof reviewPhoto>;
export const reviewVideo = z.object({
  videoKey: z.string(),
  status: z.enum(VIDEO_STATES),
  /** the H.264/AAC MP4, null while processing */
  url: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationSec: z.number().nullable(),
});
export type ReviewVideo = z.infer<typeof reviewVideo>;

export const review = z.object({
  prdtReviewSysId: z.number().int(),
  prdtSysId: z.number().int(),
  orderPrdtSysId: z.number().int(),
  /** the writer's nickname, masked for everyone but the writer (e.g. 쇼핑***) */
  nickName: z.string(),
  score: z.number().int(),
  oneLine: z.string().nullable(),
  content: z.string(),
  /** option bought, e.g. "블랙 / M" */
  optionName: z.string().nullable(),
  photos: z.array(reviewPhoto),
  video: reviewVideo.nullable(),
  state: z.enum(REVIEW_STATES),
  /** why an operator hid it: shown to its writer (and staff) only, else null */
  moderationReason: z.string().nullable(),
  isMine: z.boolean(),
  /** the viewer already reported it */
  reported: z.boolean(),
  /** issue 33 (추천·보증 심사지침): points were given for it; the screen labels it a rewarded review */
  rewarded: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof review>;

export const reviewSummary = z.object({
  prdtSysId: z.number().int(),
  /** average score, one decimal; 0 when there is no review */
  reviewScore: z.number(),
  reviewCnt: z.number().int(),
  photoCnt: z.number().int(),
  videoCnt: z.number().int(),
  /** reviews per score, index 0 = score 1 … index 4 = score 5 */
  scoreCounts: z.array(z.number().int()).length(5),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const reviewListQuery = pagingQuery.extend({
  filter: z.enum(REVIEW_FILTERS).default('all'),
  sort: z.enum(REVIEW_SORTS).default('newest'),
});
export type ReviewListQuery = z.input<typeof reviewListQuery>;
export const reviewListResponse = z.object({
  kind: z.enum(REVIEW_LIST_KINDS),
  summary: reviewSummary,
  reviews: z.array(review),
  /** reviews matching the filter */
  totalCount: z.number().int(),
});
export type ReviewListResponse = z.infer<typeof reviewListResponse>;

export const reviewProduct = z.object({
  prdtSysId: z.number().int(),
  name: z.string(),
  brandName: z.string(),
  squareImageUrl: z.string(),
});
export type ReviewProduct = z.infer<typeof reviewProduct>;

export const reviewDetailResponse = z.object({ review, product: reviewProduct });
export type ReviewDetailResponse = z.infer<typeof reviewDetailResponse>;

const text = z.string().max(5000);
export const reviewCreateRequest = z.object({
  orderSysId: sysId,
  orderPrdtSysId: sysId,
  score: z.coerce.number().int(),
  oneLine: z.string().max(200).nullish(),
  content: text,
  /** urls returned by `POST cdzn/images` (usage review) for this user */
  photos: z.array(z.string().max(300)).max(20).default([]),
  /** the videoKey returned by `POST kinx/midbus/upload/:token` */
  videoKey: z.string().max(64).nullish(),
});
export type ReviewCreateRequest = z.input<typeof reviewCreateRequest>;
/** PUT: the whole review again (photos/video not listed are removed from it) */
export const reviewUpdateRequest = reviewCreateRequest.omit({ orderSysId: true, orderPrdtSysId: true });
export type ReviewUpdateRequest = z.input<typeof reviewUpdateRequest>;
export const reviewWriteResponse = z.object({
  review,
  /** points given by this write (0 on an update, or when already given) */
  earnedPoints: z.number().int(),
});
export type ReviewWriteResponse = z.infer<typeof reviewWriteResponse>;

export const reviewReportRequest = z.object({
  reasonCode: z.coerce.number().int(),
  reasonText: z.string().max(2000).nullish(),
});
export type ReviewReportRequest = z.input<typeof reviewReportRequest>;

export const myReview = review.extend({ product: reviewProduct });
export type MyReview = z.infer<typeof myReview>;
export const myReviewListResponse = z.object({ reviews: z.array(myReview), totalCount: z.number().int() });
export type MyReviewListResponse = z.infer<typeof myReviewListResponse>;

export const writableItem = z.object({
  orderSysId: z.number().int(),
  orderPrdtSysId: z.number().int(),
  orderNumber: z.string(),
  product: reviewProduct,
  optionName: z.string().nullable(),
  qty: z.number().int(),
  confirmedAt: z.string(),
  /** the last moment a review can be written (confirmation + 180 days) */
  writableUntil: z.string(),
  daysLeft: z.number().int(),
  /** points this line would earn: text / photo / video */
  points: z.object({ text: z.number().int(), photo: z.number().int(), video: z.number().int() }),
});
export type WritableItem = z.infer<typeof writableItem>;
export const writableListResponse = z.object({
  items: z.array(writableItem),
  totalCount: z.number().int(),
  /** 1 when the member has no verified phone number: writing is refused with 4518 (shopping §8) */
  phoneRequired: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type WritableListResponse = z.infer<typeof writableListResponse>;

// moderation (staff)
export const REVIEW_REPORT_STATES = ['open', 'kept', 'hidden', 'deleted'] as const;
export type ReviewReportState = (typeof REVIEW_REPORT_STATES)[number];
export const MODERATION_ACTIONS = ['keep', 'hide', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const reviewReportListQuery = pagingQuery.extend({
  state: z.enum(REVIEW_REPORT_STATES).default('open'),
});
export const reviewReportEntry = z.object({
  review: myReview,
  /** reports on this review (newest first) */
  reports: z.array(
    z.object({
      reasonCode: z.number().int(),
      reasonText: z.string().nullable(),
      reporterNickName: z.string(),
      createdAt: z.string(),
    }),
  ),
  reportCnt: z.number().int(),
  state: z.enum(REVIEW_REPORT_STATES),
  moderationReason: z.string().nullable(),
});
export type ReviewReportEntry = z.infer<typeof reviewReportEntry>;
export const reviewReportListResponse = z.object({
  entries: z.array(reviewReportEntry),
  totalCount: z.number().int(),
});
export type ReviewReportListResponse = z.infer<typeof reviewReportListResponse>;
/** hide and delete need a reason (shown to the writer); keep closes the reports */
export const reviewModerationRequest = z.object({
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string().max(500).nullish(),
});
export type ReviewModerationRequest = z.input<typeof reviewModerationRequest>;

export * from './media.js';
export * from './responses.js';
