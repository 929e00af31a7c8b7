import { z } from 'zod';
import { id } from './fields.js';

/** The most lines one bulk call may move (prepare, dispatch, delivered). */
export const ADMIN_BULK_MAX_LINES = 500;
/** Issue 33 (안전성 확보조치 기준 제8조): the reason a personal-data download needs, in characters. */
export const DOWNLOAD_REASON = { minLength: 2, maxLength: 200 } as const;
/** The most rows one CSV export answers. */
export const ADMIN_CSV_MAX_ROWS = 10_000;

export const adminIdParams = z.object({ id });
export const adminClaimParams = z.object({ claimId: id });
export const adminSanctionParams = z.object({ id, sanctionId: id });

/** Paging, sorting and export shared by every admin list. */
export const adminListQuery = z.object({
  startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  rowCount: z.coerce.number().int().min(1).max(100).default(20),
  order: z.enum(['asc', 'desc']).default('desc'),
  format: z.enum(['json', 'csv']).default('json'),
  /** free-text search (name, number, phone … per list) */
  q: z.string().trim().max(100).optional(),
  /** issue 33: why a personal-data export is downloaded (format=csv; kept in the staff access log) */
  reason: z.string().trim().max(DOWNLOAD_REASON.maxLength).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;
