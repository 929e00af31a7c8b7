import { z } from 'zod';
import { healthChecks } from './responses.js';

/** `errors` of a 9422 (and a form-field parse failure): the fields that are wrong. */
export const fieldErrors = z.array(z.object({ path: z.string(), message: z.string() }));

/**
 * Every failure answer (resultCode ≠ '0001', spec §7): the code, its message in the caller's language
 * and, for some codes, the facts a client needs to act on it (the `extra` of the server's AppError).
 * Strict in the HTTP tests: a new fact on a failure is added here first.
 */
export const failureBody = z.object({
  resultCode: z.string().regex(/^\d{4}$/),
  message: z.string(),
  errors: fieldErrors.optional(),
  /** rate limits, login lock-outs and the verification cool-down */
  retryAfterSeconds: z.number().optional(),
  /** a wrong verification code */
  remainingTries: z.number().optional(),
  /** a refresh token that is too old */
  refreshAge: z.number().optional(),
  /** stock, live price and purchase refusals: which line */
  prdtSysId: z.number().optional(),
  prdtOptionSysId: z.number().optional(),
  prdtAddingProductDetailSysId: z.number().optional(),
  orderPrdtSysId: z.number().optional(),
  stock: z.number().optional(),
  /** a price that changed between the quote and the order: the new amounts */
  amounts: z.record(z.string(), z.number()).optional(),
  /** an illegal state move (a status code or name) */
  from: z.union([z.string(), z.number()]).optional(),
  to: z.union([z.string(), z.number()]).optional(),
  /** policy limits (text lengths, photo counts, upload sizes) */
  min: z.number().optional(),
  max: z.number().optional(),
  maxMb: z.number().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  maxSide: z.number().optional(),
  /** a review that exists already */
  prdtReviewSysId: z.number().optional(),
  /** coupon refusals */
  userCouponSysId: z.number().optional(),
  conflicts: z.array(z.unknown()).optional(),
  maxQtyPerUser: z.number().optional(),
  boughtQty: z.number().optional(),
  minBrandAmount: z.number().optional(),
  brandPaidAmount: z.number().optional(),
  sameBrandAmount: z.number().optional(),
  /** a refused bulk back-office change: which entry and why */
  index: z.number().optional(),
  cause: z.string().optional(),
  duplicate: z.boolean().optional(),
  /** the payment gateway's own code */
  pg: z.string().optional(),
  /** a media playlist refusal */
  reason: z.string().optional(),
  /** a game prize beyond the show's prize budget (5120, 5121; issue 25 N3) */
  budgetPoints: z.number().optional(),
  remainingPoints: z.number().optional(),
  committedPoints: z.number().optional(),
  /** a node that is not ready (9503 of GET health and health/ready, issue 26): what is down */
  ready: z.literal(false).optional(),
  checks: healthChecks.partial().optional(),
});
export type FailureAnswer = z.infer<typeof failureBody>;
