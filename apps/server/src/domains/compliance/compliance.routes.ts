import { alcoholReportQuery, RC, getOperatorResponse } from '@lc/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { Router } from '../../http/route.js';
import { alcoholReportCsv, operatorIdentityOf } from './compliance.service.js';

export function complianceRoutes(r: Router, deps: { db: Db; config: Config }): void {
  const operator = operatorIdentityOf(deps.config);
  /** the operator's identity (footer, terms, checkout) */
  r.route({
    method: 'GET',
    path: 'operator',
    response: getOperatorResponse,
    auth: 'public',
    handler: async () => ({ operator }),
  });
  /** the quarter's alcohol order lines for the tax office, as CSV (administrators only) */
  r.route({
    method: 'GET',
    path: 'operations/tax/alcohol',
    response: 'raw',
    auth: 'staff',
    personalData: true,
    query: alcoholReportQuery,
    handler: async ({ query, user, reply }) => {
      if (user?.role !== 'admin') throw new AppError(RC.FORBIDDEN);
      const csv = await alcoholReportCsv(deps.db, query.year, query.quarter);
      return reply
        .code(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="alcohol-${query.year}-Q${query.quarter}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
}
