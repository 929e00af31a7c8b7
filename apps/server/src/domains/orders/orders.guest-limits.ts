import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_ID_HEADER, ORDER_LIMITS, RC } from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import type { RateLimiter } from '../../http/rate-limit.js';

/** A device id as the web sends it (a random UUID kept in the browser); anything else counts as none. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function deviceIdOf(req: FastifyRequest): string | undefined {
  const d = req.headers[DEVICE_ID_HEADER];
  return typeof d === 'string' && DEVICE_ID.test(d) ? d : undefined;
}

/** The per-address limits as the settings give them (GUEST_ORDERS_PER_IP, QUOTES_PER_IP; ORDER_LIMITS by default). */
export interface OrderAddressLimits {
  guestPerAddress: number;
  quotesPerAddress: number;
}

/**
 * Issue 25 (N5): an order placed without a member token counts against its client address and, when
 * the browser names one, its device (ORDER_LIMITS, fixed windows on the app's limiter: memory or Redis).
 * Every attempt counts, so parallel requests cannot slip past the limit; above it: 6150 with
 * `retry-after`, before anything is priced or held. Members are not counted.
 */
export async function checkGuestOrderLimit(
  rate: RateLimiter,
  limits: OrderAddressLimits,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const { guestPerAddress: byAddress, guestPerDevice: byDevice } = ORDER_LIMITS;
  const checks = [rate.hit(`guest-order:ip:${req.ip}`, limits.guestPerAddress, byAddress.windowSeconds)];
  const device = deviceIdOf(req);
  if (device) checks.push(rate.hit(`guest-order:device:${device}`, byDevice.limit, byDevice.windowSeconds));
  const refused = (await Promise.all(checks)).filter((r) => !r.allowed);
  if (refused.length === 0) return;
  const retryAfterSeconds = Math.max(...refused.map((r) => r.retryAfterSeconds));
  reply.header('retry-after', String(retryAfterSeconds));
  throw new AppError(RC.GUEST_ORDER_LIMIT, { extra: { retryAfterSeconds } });
}
