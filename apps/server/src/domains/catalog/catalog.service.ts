import { chosungOf } from './catalog.policy.js';
import { createCatalogBrands } from './catalog.brands.js';
import { createCatalogCategories } from './catalog.categories.js';
import { createCatalogContext, type CatalogDeps } from './catalog.context.js';
import { createCatalogDelivery } from './catalog.delivery.js';
import { createCatalogPicks } from './catalog.picks.js';
import { createCatalogProducts } from './catalog.products.js';
import { createCatalogSearch } from './catalog.search.js';
import { createCatalogViews } from './catalog.views.js';

export type { Caller, CatalogDeps } from './catalog.context.js';
export { mandatoryDeliveryFee } from './catalog.delivery.js';

/**
 * The catalog: one service composed of its sub-resources (products, search, brands, categories,
 * delivery costs, recent views, picks), which share a context (the response cache and its
 * invalidation, the product-card list query).
 */
export function createCatalogService(deps: CatalogDeps) {
  const ctx = createCatalogContext(deps);
  return {
    ...createCatalogPicks(ctx),

    /** Drops every cached list and detail, here and (with Redis) on every other node; call after each catalog write commits. */
    invalidate(): void {
      ctx.invalidate();
    },
    /** Stops listening for other nodes' invalidations. */
    close(): Promise<void> {
      return ctx.close();
    },
    onInvalidate(fn: () => void): void {
      ctx.onInvalidate(fn);
    },

    ...createCatalogProducts(ctx),
    ...createCatalogSearch(ctx),
    ...createCatalogBrands(ctx),
    ...createCatalogCategories(ctx),
    ...createCatalogDelivery(ctx),
    ...createCatalogViews(ctx),

    /** 초성 of a name, for writers of product and brand rows (seed, admin). */
    chosungOf,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
