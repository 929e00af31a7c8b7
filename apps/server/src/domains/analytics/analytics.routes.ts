import {
  consoleLogRequest,
  pagingQuery,
  getAnalyticsConsolelogResponse,
  postAnalyticsConsolelogResponse,
} from '@lc/contracts';
import type { Router } from '../../http/route.js';
import { CONSOLE_LOG_POLICY, type AnalyticsService } from './analytics.service.js';

/** analytics/consolelog: client error logs in (anyone, limited), out to staff. */
export function analyticsRoutes(r: Router, analytics: AnalyticsService): void {
  r.route({
    method: 'POST',
    path: 'analytics/consolelog',
    response: postAnalyticsConsolelogResponse,
    auth: 'optional',
    rateLimit: { limit: CONSOLE_LOG_POLICY.perMinute, windowSeconds: 60 },
    body: consoleLogRequest,
    handler: ({ body, req, user }) =>
      analytics.record(body, {
        userAgent: req.headers['user-agent'],
        userSysId: user && user.role !== 'guest' ? user.authSysId : undefined,
      }),
  });
  r.route({
    method: 'GET',
    path: 'analytics/consolelog',
    response: getAnalyticsConsolelogResponse,
    auth: 'staff',
    query: pagingQuery,
    handler: ({ query }) => analytics.list(query.startIndex, query.rowCount),
  });
}
