import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { RedisLink } from '../shared/redis-link.js';
import type { Router } from '../http/route.js';
import type { BroadcastsService } from '../domains/broadcasts/broadcasts.service.js';
import type { SellersService } from '../domains/sellers/sellers.service.js';
import type { FfmpegProbe } from '../media/ffmpeg-check.js';
import type { MediaModule } from '../media/media.js';
import type { Metrics } from '../metrics/metrics.js';
import type { Realtime } from '../realtime/realtime.js';
import type { DataCipher } from '../shared/data-cipher.js';
import type { FileLinks, FileStorage } from '../storage/index.js';

/**
 * Parts built after something that calls them (per request or per event, never while wiring): the
 * realtime role is attached last, the back-office is wired before the broadcasts, sellers and media.
 */
export interface LateParts {
  realtime?: Realtime;
  media?: MediaModule;
  broadcasts?: BroadcastsService;
  sellers?: SellersService;
}

/** What every area's wiring reads (app.ts builds it once, in this order). */
export interface AppBase {
  config: Config;
  database: Database;
  db: Db;
  now: () => Date;
  fastify: FastifyInstance;
  redis: Redis | undefined;
  /** Redis with its per-node fallbacks while it is away (issue 26); undefined without REDIS_URL */
  redisLink: RedisLink | undefined;
  rate: RateLimiter;
  /** every file users or the system write (issue 26) and the signed links of the private ones */
  storage: FileStorage;
  links: FileLinks;
  /** issue 33: AES-256-GCM for personal data kept encrypted (refund account numbers) */
  cipher: DataCipher;
  /** ffmpeg (live video), checked once (media role, health) */
  ffmpeg: FfmpegProbe;
  /** the node's metrics (issue 26 #7): counters to move, gauges to feed */
  metrics: Metrics;
  late: LateParts;
}

export interface AppContext extends AppBase {
  router: Router;
}
