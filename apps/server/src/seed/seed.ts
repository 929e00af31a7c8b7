import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
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
import { seedLive } from './live.js';

/** Demo members (README): all share the demo password. */
export const DEMO_MEMBERS = [
  { userId: 'buyer@demo.kr', nickName: '데모구매자', name: '김구매', role: 'buyer', mobile: '01012345678' },
  { userId: 'seller@demo.kr', nickName: '데모셀러', name: '이셀러', role: 'sellover', mobile: '01023456789' },
  { userId: 'admin@demo.kr', nickName: '운영자', name: '박운영', role: 'admin', mobile: '01034567890' },
] as const;

/**
 * Loads the demo data on first start with an empty database (no members yet). Product images are
 * generated under DATA_DIR/uploads and re-made when missing, so a fresh data directory next to an
 * already seeded PostgreSQL still shows pictures.
 */
export async function seedDemo(
  db: Db,
  opts: { dataDir: string; password: string; now?: Date },
): Promise<{ seeded: boolean }> {
  const now = opts.now ?? new Date();
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const empty = (count?.n ?? 0) === 0;
  if (empty) {
    const hash = await hashPassword(opts.password);
    await withTx(db, async (tx) => {
      await tx.insert(users).values(DEMO_MEMBERS.map((m) => ({ ...m, passwordHash: hash, birthday: '1990-05-15' })));
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
    });
  }
  // the demo live show rolls forward so that a later start still has one on air (issue 5)
  await rollDemoLive(db, now);
  await ensureCatalogImages(db, opts.dataDir);
  ensureContentArtwork(opts.dataDir);
  await ensureReviewPhotos(opts.dataDir);
  return { seeded: empty };
}
