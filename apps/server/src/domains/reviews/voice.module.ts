import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS, type ProductQuestionEvent } from '@lc/contracts';
import type { Db } from '../../db/client.js';
import type { Router } from '../../http/route.js';
import { onLineMoved } from '../orders/orders.lifecycle.js';
import { createPointEarnings } from '../points/points.earnings.js';
import type { PointsService } from '../points/points.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { FileLinks, FileStorage } from '../../storage/index.js';
import { createQuestionsService, type QuestionAnsweredPush } from '../questions/questions.service.js';
import { questionsRoutes } from '../questions/questions.routes.js';
import { createReviewMedia } from './reviews.media.js';
import { reviewsRoutes, VIDEO_BODY_TYPES } from './reviews.routes.js';
import { createReviewsService } from './reviews.service.js';
import { CONFIRMED_STATES } from './reviews.policy.js';

const REFUNDED: number[] = [ORDER_STATUS.cancelled, ORDER_STATUS.returnComplete];

/**
 * The shopper's voice (issue 12): reviews and their media, product Q&A, 1:1 inquiries, the
 * customer centre, answering and moderation, and the points earned on purchase confirmation and
 * on reviews (given in the same transaction as the confirmation, taken back on a refund).
 */
export function registerVoice(
  router: Router,
  deps: {
    fastify: FastifyInstance;
    db: Db;
    now: () => Date;
    uploads: UploadsService;
    points: PointsService;
    /** this node's working folder (a review video's source while it is transcoded) */
    dataDir: string;
    /** review videos and their posters (issue 26) */
    storage: FileStorage;
    links: FileLinks;
    ffmpegPath: string;
    hub: () => QuestionAnsweredPush | undefined;
    onProductQuestion?: (e: ProductQuestionEvent) => void;
    /** the catalog's cache drop: cards and details carry the review average and count */
    invalidateCatalog: () => void;
  },
) {
  const { fastify, db, now } = deps;
  const earnings = createPointEarnings(deps.points, now);
  const off = onLineMoved(async (tx, moved) => {
    if (CONFIRMED_STATES.includes(moved.to)) await earnings.onPurchaseConfirmed(tx, moved.orderPrdtSysId);
    else if (REFUNDED.includes(moved.to)) await earnings.lineRefunded(tx, moved.orderPrdtSysId);
  });
  // the raw body of a video upload stays a stream: the route counts it against the limit as it arrives
  for (const type of VIDEO_BODY_TYPES) fastify.addContentTypeParser(type, (_req, payload, done) => done(null, payload));
  const media = createReviewMedia({
    db,
    now,
    uploads: deps.uploads,
    dataDir: deps.dataDir,
    storage: deps.storage,
    links: deps.links,
    ffmpegPath: deps.ffmpegPath,
    log: (msg, err) => fastify.log.error({ err }, msg),
  });
  fastify.addHook('onReady', async () => {
    void media.resume().catch((err: unknown) => fastify.log.error({ err }, 'review video resume'));
  });
  fastify.addHook('onClose', async () => {
    off();
    await media.close();
  });
  const reviews = createReviewsService({
    db,
    now,
    earnings,
    onStatsChanged: deps.invalidateCatalog,
    fileView: deps.links.view,
  });
  reviewsRoutes(router, reviews, media);
  const questions = createQuestionsService({
    db,
    now,
    hub: deps.hub,
    onProductQuestion: deps.onProductQuestion,
    log: (msg, err) => fastify.log.error({ err }, msg),
    links: deps.links,
  });
  questionsRoutes(router, questions, now);
  return { reviews, questions, media, earnings };
}
