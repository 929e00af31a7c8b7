import { asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { brands, sellerNotices, users } from '../db/schema/index.js';

/**
 * The demo brands' owners (issue 25): `brands.sellerSysId` is the one source of every brand right, so
 * every demo brand names a real account with the `brand` role. brand@demo.kr (demo password) sells for
 * the first brand; every other brand gets a brand-seller account of its own, `brand<id>@demo.kr`, that
 * cannot sign in (no password: nothing published logs in as it).
 */
export async function ownBrand(tx: Queryable, userSysId: number, brandSysId: number): Promise<void> {
  await tx.update(brands).set({ sellerSysId: userSysId }).where(eq(brands.brandSysId, brandSysId));
  await tx.update(sellerNotices).set({ sellerSysId: userSysId }).where(eq(sellerNotices.brandSysId, brandSysId));
}

/** Runs last, after every other member is made (their ids stay as they were). */
export async function seedBrandSellers(tx: Queryable, now: Date): Promise<void> {
  const orphans = await tx
    .select({ id: brands.brandSysId, name: brands.name })
    .from(brands)
    .leftJoin(users, eq(users.userSysId, brands.sellerSysId))
    .where(isNull(users.userSysId))
    .orderBy(asc(brands.brandSysId));
  for (const b of orphans) {
    const [u] = await tx
      .insert(users)
      .values({
        userId: `brand${b.id}@demo.kr`,
        nickName: `${b.name} 판매자`.slice(0, 40),
        name: b.name.slice(0, 20),
        role: 'brand',
        passwordHash: null,
        createdAt: now,
      })
      .returning({ id: users.userSysId });
    await ownBrand(tx, u!.id, b.id);
  }
}
