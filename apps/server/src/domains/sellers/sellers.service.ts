import { createSellersContext } from './sellers.context.js';
import { createSellersContracts } from './sellers.contracts.js';
import { createSellersSallies } from './sellers.sallies.js';
import type { Db } from '../../db/client.js';

export { monthsBefore, type SellerCaller } from './sellers.context.js';

/**
 * Sellovers (live §1, §3-§5, §7 "Seller calls"): sign-up, the sally name, contracts with vendors as
 * the state table in `@lc/contracts` (sellers/lifecycle.ts) decides, bookings on broadcast schedules
 * and their content confirmation. A sellover sees the broadcasts of complete contracts only: once a
 * contract is withdrawn, the broadcasts of its period are hidden from the sellover (live §4).
 */
export function createSellersService(deps: { db: Db; now: () => Date }) {
  const ctx = createSellersContext(deps);
  return {
    sallyOfUser: ctx.sallyOfUser,
    requireSally: ctx.requireSally,
    bookings: ctx.bookings,
    countsOf: ctx.countsOf,
    ...createSellersSallies(ctx),
    ...createSellersContracts(ctx),
  };
}
export type SellersService = ReturnType<typeof createSellersService>;
