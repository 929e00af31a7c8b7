import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { brandSellerAccounts } from '../db/schema/index.js';
import type { AuthUser } from '../domains/auth/auth.tokens.js';

/**
 * The brands a member sells for (brand seller accounts): the scope in which a brand seller answers
 * questions and inquiries and handles review reports of its own brand's products (issue 12 item 5).
 */
export async function brandsOfSeller(db: Db, user: AuthUser | undefined): Promise<number[]> {
  if (!user || user.role === 'guest') return [];
  const rows = await db
    .select({ b: brandSellerAccounts.brandSysId })
    .from(brandSellerAccounts)
    .where(eq(brandSellerAccounts.userSysId, user.authSysId));
  return rows.map((r) => r.b);
}
