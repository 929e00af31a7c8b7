import { and, asc, eq } from 'drizzle-orm';
import { RC } from '@lc/contracts';
import type { Db } from '../db/client.js';
import { brands, users } from '../db/schema/index.js';
import type { AuthUser } from '../domains/auth/auth.tokens.js';
import { AppError } from '../http/errors.js';

/**
 * The brands an account sells for: the ONE source of every brand right (issue 25 N6) — the back-office's
 * own-brand scope, answering its brand's product questions and inquiries, and handling the reports of its
 * brand's reviews (issue 12 item 5). A brand is the account's when `brands.sellerSysId` names it and the
 * account, as it is now (not as its token says), is an active brand seller: handing a brand to another
 * account in the back-office, or changing the account's role, moves every right at once.
 */
export async function brandsOwnedBy(db: Db, userSysId: number): Promise<number[]> {
  const rows = await db
    .select({ b: brands.brandSysId })
    .from(brands)
    .innerJoin(users, eq(users.userSysId, brands.sellerSysId))
    .where(and(eq(brands.sellerSysId, userSysId), eq(users.role, 'brand'), eq(users.status, 'active')))
    .orderBy(asc(brands.brandSysId));
  return rows.map((r) => r.b);
}

/** The brands of the signed-in member (none for a guest or no one). */
export async function brandsOfSeller(db: Db, user: AuthUser | undefined): Promise<number[]> {
  if (!user || user.role === 'guest') return [];
  return brandsOwnedBy(db, user.authSysId);
}

/** A brand is run by an active brand seller account, or by no one (0): anything else is refused (9713). */
export async function assertBrandSeller(db: Db, sellerSysId: number | undefined): Promise<void> {
  if (!sellerSysId) return;
  const [u] = await db
    .select({ role: users.role, status: users.status })
    .from(users)
    .where(eq(users.userSysId, sellerSysId));
  if (u?.role !== 'brand' || u.status !== 'active') throw new AppError(RC.ADMIN_NOT_BRAND_SELLER);
}
