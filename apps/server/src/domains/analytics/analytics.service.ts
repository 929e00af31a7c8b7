import { count, desc, lt } from 'drizzle-orm';
import { RC, type consoleLogRequest, type GetAnalyticsConsolelogResponse } from '@lc/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { clientLogs } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

/** analytics/consolelog (issue 16); the spec gives no limits (docs/decisions.md). */
export const CONSOLE_LOG_POLICY = {
  /** longest accepted log message, in characters (longer: 8504) */
  maxChars: 4000,
  /** what is kept of a message */
  keepChars: 2000,
  /** logs per client address per minute */
  perMinute: 20,
  /** days a log is kept before the purge job deletes it */
  retentionDays: 14,
} as const;

/**
 * Personal data never reaches the log table: e-mail addresses, Korean phone numbers, resident
 * registration numbers, card-like digit runs, bearer/JWT tokens and token-like query values are masked.
 */
export function scrubPersonalData(text: string): string {
  return text
    .replace(/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/g, '[token]')
    .replace(/\b(bearer)\s+[A-Za-z0-9._~+/=-]{8,}/gi, '$1 [token]')
    .replace(
      /\b([A-Za-z_]*(?:token|password|passwd|pw|auth|session|sig|signature|secret|key|code)=)[^&#\s"']+/gi,
      '$1[redacted]',
    )
    .replace(/("(?:accessToken|refreshToken|password|token|authorization)"\s*:\s*")[^"]*"/gi, '$1[redacted]"')
    .replace(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]')
    .replace(/\b\d{6}\s*-\s*[1-8]\d{6}\b/g, '[rrn]')
    .replace(/\b(?:\d[ -]?){13,19}\b/g, '[number]')
    .replace(/(?:\+82[ -]?|\b0)1[016789][ -.]?\d{3,4}[ -.]?\d{4}\b/g, '[phone]')
    .replace(/\b0\d{1,2}[ -.]\d{3,4}[ -.]\d{4}\b/g, '[phone]');
}

export function createAnalyticsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  return {
    async record(
      body: z.output<typeof consoleLogRequest>,
      ctx: { userAgent: string | undefined; userSysId: number | undefined },
    ) {
      const log = typeof body.log === 'string' ? { level: 'error' as const, message: body.log } : body.log;
      if (log.message.length > CONSOLE_LOG_POLICY.maxChars) throw new AppError(RC.CONSOLE_LOG_TOO_LARGE);
      const page = 'page' in log && log.page ? scrubPersonalData(log.page.split('#')[0]!).slice(0, 300) : null;
      const [r] = await db
        .insert(clientLogs)
        .values({
          createdAt: now(),
          level: log.level,
          message: scrubPersonalData(log.message).slice(0, CONSOLE_LOG_POLICY.keepChars),
          page,
          userAgent: ctx.userAgent ? scrubPersonalData(ctx.userAgent).slice(0, 300) : null,
          webVersion: 'webVersion' in log ? (log.webVersion ?? null) : null,
          userSysId: ctx.userSysId ?? null,
        })
        .returning({ id: clientLogs.logSysId });
      return { logSysId: r!.id };
    },

    /** GET analytics/consolelog (staff): newest first. */
    async list(startIndex: number, rowCount: number): Promise<GetAnalyticsConsolelogResponse> {
      const rows = await db
        .select()
        .from(clientLogs)
        .orderBy(desc(clientLogs.createdAt), desc(clientLogs.logSysId))
        .limit(rowCount)
        .offset(startIndex);
      const [c] = await db.select({ n: count() }).from(clientLogs);
      return {
        logs: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        totalCount: Number(c?.n ?? 0),
      };
    },

    /** The purge job: logs older than the retention go. */
    async purge() {
      const before = new Date(now().getTime() - CONSOLE_LOG_POLICY.retentionDays * 86_400_000);
      const gone = await db
        .delete(clientLogs)
        .where(lt(clientLogs.createdAt, before))
        .returning({ id: clientLogs.logSysId });
      return { purged: gone.length };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
