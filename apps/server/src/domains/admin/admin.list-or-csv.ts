import type { FastifyReply } from 'fastify';
import { ADMIN_CSV_MAX_ROWS } from '@lc/contracts';
import { toCsv } from './admin.policy.js';

/** A list answered as JSON, or (format=csv) as a CSV download of up to ADMIN_CSV_MAX_ROWS rows. */
export async function listOrCsv<R extends Record<string, unknown>>(
  reply: FastifyReply,
  format: 'json' | 'csv',
  name: string,
  load: (limit?: number) => Promise<{ rows: R[]; totalCount: number }>,
) {
  if (format === 'json') return load();
  const { rows } = await load(ADMIN_CSV_MAX_ROWS);
  const columns = rows[0] ? Object.keys(rows[0]).filter((k) => k !== 'history') : ['empty'];
  return reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(toCsv(rows, columns));
}
