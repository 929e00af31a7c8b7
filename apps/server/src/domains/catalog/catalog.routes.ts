import { pagingQuery } from '@lc/contracts';
import type { Router } from '../../http/route.js';
import type { CatalogService } from './catalog.service.js';

export function catalogRoutes(r: Router, catalog: CatalogService): void {
  r.route({
    method: 'GET',
    path: 'products/mainlist',
    auth: 'public',
    query: pagingQuery,
    handler: ({ query }) => catalog.mainList(query.startIndex, query.rowCount),
  });
}
