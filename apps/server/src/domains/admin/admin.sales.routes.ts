import type { Router } from '../../http/route.js';
import {
  adminIdParams,
  adminSalesQuery,
  adminSalesResponse,
  adminContractListQuery,
  adminContractListResponse,
  postAdminSelloversContractDecisionResponse,
} from '@lc/contracts';
import { toCsv } from './admin.policy.js';
import type { AdminRouteKit } from './admin.routes.js';
import { listOrCsv } from './admin.list-or-csv.js';

/** The back-office's sales by day and sellover contract requests (issue 15): every route declares its policy action. */
export function adminSalesRoutes(r: Router, { sales }: AdminRouteKit): void {
  r.route({
    method: 'GET',
    path: 'admin/sales',
    auth: 'admin',
    action: 'sales.read',
    query: adminSalesQuery,
    response: adminSalesResponse,
    summary: 'Sales by KST day with totals (a brand seller: its own brands); format=csv exports',
    handler: async ({ query, admin, reply }) => {
      const out = await sales.sales(query, admin);
      if (query.format === 'json') return out;
      const rows = [...out.days, { day: 'total', ...out.totals }];
      return reply
        .code(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sales-${query.from}-${query.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(toCsv(rows, ['day', 'orders', 'qty', 'gross', 'refunded', 'net']));
    },
  });
  r.route({
    method: 'GET',
    path: 'admin/sellovers/contracts',
    auth: 'admin',
    action: 'sellovers.read',
    query: adminContractListQuery,
    response: adminContractListResponse,
    summary: 'Sellover contract requests and contracts of the caller’s brands; format=csv exports',
    handler: ({ query, admin, reply }) =>
      listOrCsv(reply, query.format, 'contracts', (limit) => sales.contracts(query, admin, limit)),
  });
  r.route({
    method: 'POST',
    path: 'admin/sellovers/contracts/:id/accept',
    response: postAdminSelloversContractDecisionResponse,
    auth: 'admin',
    action: 'sellovers.decide',
    target: 'contract',
    params: adminIdParams,
    summary: 'Accept a sellover’s contract request (standby → complete)',
    handler: ({ params, admin }) => sales.decideContract(params.id, true, admin),
  });
  r.route({
    method: 'POST',
    path: 'admin/sellovers/contracts/:id/refuse',
    response: postAdminSelloversContractDecisionResponse,
    auth: 'admin',
    action: 'sellovers.decide',
    target: 'contract',
    params: adminIdParams,
    summary: 'Refuse a request or end a contract (→ withdrawn)',
    handler: ({ params, admin }) => sales.decideContract(params.id, false, admin),
  });
}
