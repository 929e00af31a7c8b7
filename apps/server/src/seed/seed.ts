import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { FileStorage } from '../storage/index.js';
import { withTx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../domains/auth/auth.crypto.js';
import { ensureCatalogImages, seedCatalog } from './catalog.js';
import { seedCompliance } from './compliance.js';
import { ensureContentArtwork, seedContent } from './content.js';
import { rollDemoLive, seedBroadcasts } from './broadcasts.js';
import { seedUsers } from './users.js';
import { seedPoints } from './points.js';
import { seedCoupons } from './coupons.js';
import { ensureReviewPhotos, seedReviews } from './reviews.js';
import { seedSellers } from './sellers.js';
import { ensureDemoPrizeBudget, seedLive } from './live.js';
import { seedBrandSellers } from './brand-sellers.js';
import { seedReturnExceptions } from './disclosures.js';

/** Demo members (README): all share the demo password. */
export const DEMO_MEMBERS = [
  { userId: 'buyer@demo.kr', nickName: '데모구매자', name: '김구매', role: 'buyer', mobile: '01012345678' },
  { userId: 'seller@demo.kr', nickName: '데모셀러', name: '이셀러', role: 'sellover', mobile: '01023456789' },
  { userId: 'admin@demo.kr', nickName: '운영자', name: '박운영', role: 'admin', mobile: '01034567890' },
] as const;

/**
 * Loads the demo data on first start with an empty database (no members yet). Product images are
 * generated into the storage (issue 26) and re-made when missing, so a fresh data directory or bucket
 * next to an already seeded PostgreSQL still shows pictures.
 */
export async function seedDemo(
  db: Db,
  opts: { storage: FileStorage; password: string; now?: Date },
): Promise<{ seeded: boolean }> {
  const now = opts.now ?? new Date();
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const empty = (count?.n ?? 0) === 0;
  if (empty) {
    const hash = await hashPassword(opts.password);
    await withTx(db, async (tx) => {
      // issue 33: the demo members have passed 본인확인 (the demo buyer can buy the demo 막걸리)
      await tx.insert(users).values(
        DEMO_MEMBERS.map((m) => ({
          ...m,
          passwordHash: hash,
          birthday: '1990-05-15',
          identityBirthday: '1990-05-15',
          identityVerifiedAt: new Date('2026-01-01T00:00:00Z'),
          identityProvider: 'seed',
        })),
      );
      await seedCatalog(tx, now);
      await seedCompliance(tx);
      await seedContent(tx, now);
      await seedBroadcasts(tx, now);
      await seedUsers(tx, now);
      await seedPoints(tx, now);
      await seedCoupons(tx, now);
      await seedReviews(tx, now, hash);
      await seedSellers(tx, now);
      await seedLive(tx, now);
      await seedBrandSellers(tx, now);
      await seedReturnExceptions(tx);
    });
  }
  // the demo live show rolls forward so that a later start still has one on air (issue 5)
  await rollDemoLive(db, now);
  await ensureDemoPrizeBudget(db, now);
  await ensureCatalogImages(db, opts.storage);
  await ensureContentArtwork(opts.storage);
  await ensureReviewPhotos(opts.storage);
  return { seeded: empty };
}
