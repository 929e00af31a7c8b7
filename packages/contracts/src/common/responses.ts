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

/** GET health */
export const getHealthResponse = z.object({
  status: z.string(),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  services: z.array(z.enum(['media', 'api', 'realtime', 'jobs'])),
});
export type GetHealthResponse = z.infer<typeof getHealthResponse>;
