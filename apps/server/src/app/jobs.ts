import type { FastifyInstance } from 'fastify';
import type { AnalyticsService } from '../domains/analytics/analytics.service.js';
import type { BroadcastsService } from '../domains/broadcasts/broadcasts.service.js';
import type { ConsentsService } from '../domains/consents/consents.service.js';
import type { Commerce } from '../domains/orders/orders.module.js';
import type { PushService } from '../domains/push/push.service.js';
import { createAccountJobs } from '../jobs/account-jobs.js';
import { createOrderJobs } from '../jobs/order-jobs.js';
import { createPointJobs } from '../jobs/point-jobs.js';
import { createRetentionJobs } from '../jobs/retention-jobs.js';
import { createScheduler, type Scheduler } from '../jobs/scheduler.js';
import { testClockRoutes, type TestClock } from '../jobs/test-clock.js';
import type { AppContext } from './app.context.js';

export interface JobsDeps {
  node: string;
  push: PushService;
  broadcasts: BroadcastsService;
  commerce: Commerce;
  analytics: AnalyticsService;
  consents: ConsentsService;
  testClock: TestClock | undefined;
}

/**
 * The jobs role (issue 7): the start-alert timer, the scheduler of timed work (not started yet:
 * `startJobs` once every route is registered), the e2e test clock's route and the push timer.
 */
export function wireJobs(ctx: AppContext, deps: JobsDeps): Scheduler | undefined {
  const { config, fastify, router } = ctx;
  if (config.SERVICES.includes('jobs')) {
    // reserved broadcasts that started go into their members' alert lists
    const t = setInterval(
      () =>
        void deps.broadcasts.deliverStartAlerts().catch((err: unknown) => fastify.log.error({ err }, 'start alerts')),
      15_000,
    );
    fastify.addHook('onClose', async () => clearInterval(t));
  }
  const jobs = config.SERVICES.includes('jobs') ? createJobScheduler(ctx, deps) : undefined;
  if (deps.testClock) testClockRoutes(router, deps.testClock, async () => jobs?.runDue());
  if (config.SERVICES.includes('jobs') && config.PUSH_INTERVAL_SECONDS > 0) {
    // pushes leave within seconds: collect and send on this timer; rows are claimed one node at a time
    let busy = false;
    const t = setInterval(() => {
      if (busy) return;
      busy = true;
      void deps.push
        .runOnce()
        .catch((err: unknown) => fastify.log.error({ err }, 'push round'))
        .finally(() => (busy = false));
    }, config.PUSH_INTERVAL_SECONDS * 1000);
    t.unref();
    fastify.addHook('onClose', async () => clearInterval(t));
  }
  return jobs;
}

// timed order and claim transitions (issue 7): exactly once across nodes sharing the database
function createJobScheduler({ config, db, now, fastify, metrics }: AppContext, deps: JobsDeps) {
  const { commerce, push, analytics, consents } = deps;
  return createScheduler({
    db,
    now,
    node: deps.node,
    jobs: [
      ...createOrderJobs({ db, now, orders: commerce.orders, claims: commerce.claims }).defs,
      ...createAccountJobs({ db, now }).defs,
      ...createPointJobs({ points: commerce.points }).defs,
      // issue 16: pushes (also on their own faster timer below) and the client-log purge
      { name: 'push.send', everyMs: 60_000, run: () => push.runOnce() },
      { name: 'analytics.purgeLogs', everyMs: 3_600_000, run: () => analytics.purge() },
      // issue 18: retention purges and timed suspensions
      ...createRetentionJobs({ db, now }).defs,
      // issue 18: the 2-year advertising-consent status notice (정보통신망법 시행령 제62조의3)
      { name: 'consents.reconfirm', everyMs: 6 * 3_600_000, run: () => consents.reconfirmDue() },
    ],
    tickMs: config.JOBS_INTERVAL_SECONDS * 1000,
    log: (err, job) => fastify.log.error({ err, job }, 'job failed'),
    ran: metrics.jobRan,
  });
}

/** Starts the scheduler; it stops when the app closes. */
export function startJobs(fastify: FastifyInstance, jobs: Scheduler | undefined): void {
  if (jobs) {
    jobs.start();
    fastify.addHook('onClose', async () => jobs.stop());
  }
}
