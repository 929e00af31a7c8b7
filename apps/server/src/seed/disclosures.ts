import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { products } from '../db/schema/index.js';
import { SEED_ALCOHOL_PRODUCTS } from './compliance.js';

/**
 * Issue 33 item 3: the demo products show their limits of the right of withdrawal (제17조 ⑥): value lost
 * by use on every product, and for the perishable liquor also value lost by time.
 */
export async function seedReturnExceptions(tx: Tx): Promise<void> {
  await tx.update(products).set({ returnExceptions: [2] });
  await tx
    .update(products)
    .set({ returnExceptions: [2, 3] })
    .where(sql`${products.name} in ${SEED_ALCOHOL_PRODUCTS}`);
}
