import { z } from 'zod';

/*
 * The answers of the analytics routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** POST analytics/consolelog */
export const postAnalyticsConsolelogResponse = z.object({
  logSysId: z.number(),
});
export type PostAnalyticsConsolelogResponse = z.infer<typeof postAnalyticsConsolelogResponse>;

/** GET analytics/consolelog */
export const getAnalyticsConsolelogResponse = z.object({
  logs: z.array(
    z.object({
      createdAt: z.string(),
      logSysId: z.number(),
      level: z.string(),
      message: z.string(),
      page: z.string().nullable(),
      userAgent: z.string().nullable(),
      webVersion: z.string().nullable(),
      userSysId: z.number().nullable(),
    }),
  ),
  totalCount: z.number(),
});
export type GetAnalyticsConsolelogResponse = z.infer<typeof getAnalyticsConsolelogResponse>;
