import Fastify, { LogController } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { installEnvelope } from '../http/envelope.js';
import { installRequestLog, loggerOptions } from '../http/logging.js';
import { installNulGuard } from '../http/nul-guard.js';
import { memoryRateLimiter, sharedRateLimiter } from '../http/rate-limit.js';
import { redisLink, redisRetryDelay } from '../shared/redis-link.js';
import { installSecurityHeaders } from '../http/security-headers.js';
import { holdInsideTransactionForTests, IDEMPOTENCY_HOLDER } from '../shared/idempotency.js';

/** The Fastify instance: request log, envelope, NUL guard, security headers and the body parsers. */
export async function createHttp(config: Config, now: () => Date, logStream: DestinationStream | undefined) {
  const fastify = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // issue 19 #14: one debug line per request, errors always, a summary per minute (installRequestLog)
    logController: new LogController({ disableRequestLogging: true }),
  });
  installRequestLog(fastify, now);
  installEnvelope(fastify);
  installNulGuard(fastify);
  if (config.TEST_CHECKOUT_HOLD_MS > 0) {
    holdInsideTransactionForTests({
      ms: config.TEST_CHECKOUT_HOLD_MS,
      onHold: (scope) => fastify.log.warn({ scope, holder: IDEMPOTENCY_HOLDER }, 'test hold: inside the transaction'),
    });
  }
  // issue 18: CSP, frame, referrer, sniffing, permissions and (behind HTTPS) HSTS headers on every answer
  const headers = installSecurityHeaders(fastify, {
    hsts: config.COOKIE_SECURE,
    // issue 26: public files answer from S3_PUBLIC_URL (a redirect); pages may show them from there
    fileOrigins: config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [],
  });
  if (config.NODE_ENV === 'production') {
    // issue 18: production settings that leave members exposed are said at start
    if (!config.COOKIE_SECURE)
      fastify.log.warn('COOKIE_SECURE is off in production: the refresh cookie also travels over plain HTTP');
    if (config.SMS_OUTBOX) fastify.log.warn('SMS_OUTBOX is ignored in production: the outbox is a development tool');
  }
  await fastify.register(formbody);
  // multipart forms (claim photos prdtImgFile1..n, issue 7): fields and files land on req.body;
  // a file one byte over UPLOAD_MAX_MB is cut there and refused by the uploads service with 7021
  await fastify.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: Math.floor(config.UPLOAD_MAX_MB * 1_048_576) + 1, files: 20, fields: 20 },
  });
  await fastify.register(cookie);
  return { fastify, headers };
}

/**
 * Redis when `REDIS_URL` is set (with the link that falls back to per-node equivalents while it is
 * away, issue 26), and the rate limiter (shared through Redis, else in memory) on the app's clock.
 */
export function openRedis(fastify: FastifyInstance, config: Config, now: () => Date) {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2, retryStrategy: redisRetryDelay })
    : undefined;
  // connection errors are logged once per outage by the link (ioredis reconnects by itself), never left unhandled
  const link = redis ? redisLink(redis, fastify.log) : undefined;
  if (redis) {
    // onClose hooks run last-registered first: registered here, the quit comes after every service
    // that uses Redis (realtime adapter, rate limits, media) has closed, so nothing writes to a closed socket
    fastify.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  const clockMs = () => now().getTime();
  const rate = link ? sharedRateLimiter(link, `${config.REDIS_PREFIX}rlw:`, clockMs) : memoryRateLimiter(clockMs);
  return { redis, redisLink: link, rate };
}
