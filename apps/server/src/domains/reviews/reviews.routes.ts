import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  IMAGE_USAGES,
  REVIEW_POLICY,
  idParam,
  pagingQuery,
  reviewCreateRequest,
  reviewListQuery,
  reviewModerationRequest,
  reviewReportListQuery,
  reviewReportRequest,
  reviewUpdateRequest,
  getKinxMidbusTokenResponse,
  getKinxMidbusVideosResponse,
  getOperationsReviewsReportsListResponse,
  getProductsReviewsListResponse,
  getProductsReviewsResponse,
  getProductsReviewsSummaryResponse,
  getUsersReviewsListResponse,
  getUsersReviewsWriteableListResponse,
  patchOperationsReviewsModerationResponse,
  patchProductsReviewsDeletedResponse,
  postCdznImagesResponse,
  postKinxMidbusUploadResponse,
  postProductsReviewsClaimsResponse,
  postProductsReviewsResponse,
  putProductsReviewsResponse,
} from '@lc/contracts';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import type { ReviewMedia } from './reviews.media.js';
import type { ReviewsService } from './reviews.service.js';
import { UPLOAD_POLICY } from '../uploads/uploads.service.js';

const productParams = z.object({ id: idParam });
const reviewParams = z.object({ id: idParam, reviewId: idParam });
const userParams = z.object({ id: idParam });
const moderationParams = z.object({ reviewId: idParam });
const tokenParams = z.object({ token: z.string().min(10).max(100) });
const videoParams = z.object({ videoKey: z.string().min(4).max(40) });

/** Image files of a multipart form in their field order (any field name; text fields are ignored). */
export function imageFilesOf(body: unknown): Buffer[] {
  if (!body || typeof body !== 'object') return [];
  return Object.values(body as Record<string, unknown>).flatMap((v) =>
    Buffer.isBuffer(v) ? [v] : Array.isArray(v) ? v.filter((x): x is Buffer => Buffer.isBuffer(x)) : [],
  );
}

/** Reviews of shopping §7, their moderation, and the media upload calls (issue 12). */
export function reviewsRoutes(r: Router, s: ReviewsService, media: ReviewMedia) {
  r.route({
    method: 'GET',
    path: 'products/:id/reviews/list',
    response: getProductsReviewsListResponse,
    auth: 'optional',
    params: productParams,
    query: reviewListQuery,
    handler: ({ params, query, user }) => s.list(params.id, query, user),
  });
  r.route({
    method: 'GET',
    path: 'products/:id/reviews/summary',
    response: getProductsReviewsSummaryResponse,
    auth: 'public',
    params: productParams,
    handler: async ({ params }) => s.summary(params.id),
  });
  r.route({
    method: 'GET',
    path: 'products/:id/reviews/:reviewId',
    response: getProductsReviewsResponse,
    auth: 'optional',
    params: reviewParams,
    handler: ({ req, params, user }) => s.detail(params.id, params.reviewId, user, requestLang(req)),
  });
  r.route({
    method: 'POST',
    path: 'products/:id/reviews',
    response: postProductsReviewsResponse,
    auth: 'user',
    rateLimit: { limit: 30, windowSeconds: 60 },
    params: productParams,
    body: reviewCreateRequest,
    handler: ({ params, body, user }) => s.create(params.id, body, user),
  });
  r.route({
    method: 'PUT',
    path: 'products/:id/reviews/:reviewId',
    response: putProductsReviewsResponse,
    auth: 'user',
    params: reviewParams,
    body: reviewUpdateRequest,
    handler: ({ params, body, user }) => s.update(params.id, params.reviewId, body, user),
  });
  r.route({
    method: 'PATCH',
    path: 'products/:id/reviews/:reviewId/deleted',
    response: patchProductsReviewsDeletedResponse,
    auth: 'user',
    params: reviewParams,
    handler: ({ params, user }) => s.remove(params.id, params.reviewId, user),
  });
  r.route({
    method: 'POST',
    path: 'products/:id/reviews/:reviewId/claims',
    response: postProductsReviewsClaimsResponse,
    auth: 'user',
    rateLimit: { limit: 30, windowSeconds: 60 },
    params: reviewParams,
    body: reviewReportRequest,
    handler: ({ params, body, user }) => s.report(params.id, params.reviewId, body, user),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/reviews/list',
    response: getUsersReviewsListResponse,
    auth: 'owner',
    params: userParams,
    query: pagingQuery,
    handler: ({ req, params, query }) => s.mine(params.id, query, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/reviews/writeable/list',
    response: getUsersReviewsWriteableListResponse,
    auth: 'owner',
    params: userParams,
    query: pagingQuery,
    handler: ({ req, params, query }) => s.writable(params.id, query, requestLang(req)),
  });

  // moderation (staff; a brand seller for its own brands' products, checked in the service)
  r.route({
    method: 'GET',
    path: 'operations/reviews/reports/list',
    response: getOperationsReviewsReportsListResponse,
    auth: 'user',
    query: reviewReportListQuery,
    handler: ({ req, query, user }) => s.reports(query, requestLang(req), user),
  });
  r.route({
    method: 'PATCH',
    path: 'operations/reviews/:reviewId/moderation',
    response: patchOperationsReviewsModerationResponse,
    auth: 'user',
    params: moderationParams,
    body: reviewModerationRequest,
    handler: ({ params, body, user }) => s.moderate(params.reviewId, body, user),
  });

  // media upload calls (shopping §7)
  r.route({
    method: 'POST',
    path: 'cdzn/images',
    response: postCdznImagesResponse,
    auth: 'user',
    rateLimit: { limit: UPLOAD_POLICY.callsPerMinute, windowSeconds: 60 },
    handler: async ({ req, user }) => {
      const fields = (req.body ?? {}) as Record<string, unknown>;
      const usage = IMAGE_USAGES.find((u) => u === fields.usage) ?? 'review';
      return media.storeImages(user.authSysId, imageFilesOf(req.body), usage);
    },
  });
  r.route({
    method: 'GET',
    path: 'kinx/midbus/token',
    response: getKinxMidbusTokenResponse,
    auth: 'user',
    rateLimit: { limit: 30, windowSeconds: 60 },
    handler: ({ user }) => media.videoToken(user.authSysId),
  });
  r.route({
    method: 'POST',
    path: 'kinx/midbus/upload/:token',
    response: postKinxMidbusUploadResponse,
    auth: 'user',
    params: tokenParams,
    handler: ({ req, params, user }) => {
      const len = Number(req.headers['content-length']);
      return media.uploadVideo(
        user.authSysId,
        params.token,
        req.body as Readable | undefined,
        Number.isFinite(len) ? len : undefined,
      );
    },
  });
  r.route({
    method: 'GET',
    path: 'kinx/midbus/videos/:videoKey',
    response: getKinxMidbusVideosResponse,
    auth: 'user',
    params: videoParams,
    handler: ({ params, user }) => media.videoStatus(user.authSysId, params.videoKey),
  });
}

/** Raw video bodies reach the upload route as a stream (counted there against the 100 MB limit). */
export const VIDEO_BODY_TYPES: (string | RegExp)[] = ['application/octet-stream', /^video\/.+/];
export const VIDEO_MAX_BYTES = REVIEW_POLICY.videoMaxMb * 1_048_576;
