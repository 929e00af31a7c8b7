import { sql } from 'drizzle-orm';
import { RC, WEB_VERSION, getHealthResponse, getReadyResponse, type HealthChecks } from '@lc/contracts';
import { sendFailure } from '../http/envelope.js';
import type { AppContext } from './app.context.js';

/**
 * Issue 26: one dependency's check answers within this, or counts as down (a hung store or database).
 * Long enough that a busy pool (every connection serving checkouts) does not take a node out of the balancer.
 */
export const HEALTH_CHECK_TIMEOUT_MS = 5_000;

/** `check` resolved within HEALTH_CHECK_TIMEOUT_MS: true; failed or too slow: false. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), HEALTH_CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([check().then(() => true), slow]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET health (what the node depends on: database, Redis, storage, ffmpeg) and GET health/ready (the
 * load balancer's answer). Ready means: the database answers and the node is not shutting down.
 * Redis, storage and ffmpeg are reported, not counted (docs/decisions.md "Readiness"): without Redis
 * the shop works per node; a store or an ffmpeg that is away is away for every node alike, so taking
 * this node out would not help.
 */
export function healthRoutes({ config, database, db, router, fastify, redisLink, storage, ffmpeg }: AppContext) {
  let closing = false;
  fastify.addHook('preClose', async () => {
    closing = true;
  });
  const databaseUp = () => answers(() => db.execute(sql`select 1`));
  const redisState = async (): Promise<HealthChecks['redis']> => {
    if (!redisLink) return 'off';
    return redisLink.up() && (await answers(() => redisLink.client.ping())) ? 'ok' : 'down';
  };

  router.route({
    method: 'GET',
    path: 'health',
    response: getHealthResponse,
    auth: 'public',
    handler: async ({ req, reply }) => {
      const [dbUp, redis, storageUp, ffmpegOk] = await Promise.all([
        databaseUp(),
        redisState(),
        answers(() => storage.check()),
        // checked once per node (its own timeout): a loaded machine does not make it flap
        ffmpeg.available(),
      ]);
      const checks: HealthChecks = {
        database: dbUp ? 'ok' : 'down',
        redis,
        storage: storageUp ? 'ok' : 'down',
        ffmpeg: ffmpegOk ? 'ok' : 'missing',
      };
      const ready = dbUp && !closing;
      const degraded = redis === 'down' || !storageUp || !ffmpegOk;
      const body = {
        status: degraded ? ('degraded' as const) : ('ok' as const),
        database: database.kind,
        version: WEB_VERSION,
        services: config.SERVICES,
        ready,
        checks,
      };
      if (!ready) return sendFailure(req, reply, RC.UNAVAILABLE, { status: 503, extra: { ready: false, checks } });
      return body;
    },
  });

  router.route({
    method: 'GET',
    path: 'health/ready',
    response: getReadyResponse,
    auth: 'public',
    handler: async ({ req, reply }) => {
      const [dbUp, redis] = await Promise.all([databaseUp(), redisState()]);
      if (!dbUp || closing) {
        return sendFailure(req, reply, RC.UNAVAILABLE, {
          status: 503,
          extra: { ready: false, checks: { database: dbUp ? 'ok' : 'down', redis } },
        });
      }
      return { ready: true as const, database: 'ok' as const, redis };
    },
  });
}
