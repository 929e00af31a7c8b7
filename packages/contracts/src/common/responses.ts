import { z } from 'zod';

/*
 * The answers of the common routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** POST csp-report (the browser's CSP violation reports) */
export const postCspReportResponse = z.object({
  received: z.number(),
});
export type PostCspReportResponse = z.infer<typeof postCspReportResponse>;

/** POST test/clock */
export const postTestClockResponse = z.object({
  now: z.string(),
  offsetMs: z.number(),
  ran: z.record(z.string(), z.unknown()),
});
export type PostTestClockResponse = z.infer<typeof postTestClockResponse>;

/**
 * What a node depends on (issue 26), each `ok` or `down`; `off` when this node does not use it (Redis
 * without REDIS_URL), ffmpeg `missing` when live video cannot run here.
 */
export const healthChecks = z.object({
  database: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down', 'off']),
  storage: z.enum(['ok', 'down']),
  ffmpeg: z.enum(['ok', 'missing']),
});
export type HealthChecks = z.infer<typeof healthChecks>;

/**
 * GET health: the node's dependencies; `status` `ok`, or `degraded` while one the shop works without is
 * down (Redis, storage, ffmpeg). Answers 503 (9503, with `ready: false` and the checks) when the node is not
 * ready (GET health/ready).
 */
export const getHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  services: z.array(z.enum(['media', 'api', 'realtime', 'jobs'])),
  ready: z.boolean(),
  checks: healthChecks,
});
export type GetHealthResponse = z.infer<typeof getHealthResponse>;

/**
 * GET health/ready: whether a load balancer may send this node requests: 200 when its database
 * answers and it is not shutting down, else 503 (9503, `ready: false`, `checks.database`,
 * `checks.redis`). Redis is reported but does not count: the shop works without it (per-node limits,
 * chat "reconnecting").
 */
export const getReadyResponse = z.object({
  ready: z.literal(true),
  database: z.literal('ok'),
  redis: z.enum(['ok', 'down', 'off']),
});
export type GetReadyResponse = z.infer<typeof getReadyResponse>;
