import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { Router } from '../http/route.js';
import type { BroadcastsService } from '../domains/broadcasts/broadcasts.service.js';
import type { SellersService } from '../domains/sellers/sellers.service.js';
import type { MediaModule } from '../media/media.js';
import type { Realtime } from '../realtime/realtime.js';

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
  rate: RateLimiter;
  late: LateParts;
}

export interface AppContext extends AppBase {
  router: Router;
}
