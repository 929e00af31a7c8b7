import { randomBytes } from 'node:crypto';
import { and, asc, inArray, isNotNull, isNull, like, ne, sql } from 'drizzle-orm';
import { PUBLISHED_DEMO_PASSWORD, type Config } from '../config.js';
import type { Db } from '../db/client.js';
import { authSessions, broadcastSchedules, products, users } from '../db/schema/index.js';
import { hashPassword, verifyPassword } from '../domains/auth/auth.crypto.js';
import type { FileStorage } from '../storage/index.js';
import { seedDemo } from './seed.js';

/** What the start log says about the demo data (never a password). */
export interface DemoDataReport {
  /** off: SEED_DEMO is off; loaded: seeded now into an empty database; present: an earlier start seeded it */
  demo: 'off' | 'loaded' | 'present';
  /** loaded: the accounts that are not plain shoppers (operators, sellovers, brand sellers), by e-mail and role */
  staffAccounts?: string[];
  members?: number;
  products?: number;
  shows?: number;
  /** production: demo accounts an earlier start left with the published password, now closed to it */
  retired?: string[];
}

/**
 * The demo data as `main.ts` loads it at start (issue 25 N1): only when SEED_DEMO is on (off by default
 * in production, where loadConfig also refuses the published password), and said in the start log.
 */
export async function loadDemoDataAtStart(
  config: Pick<Config, 'SEED_DEMO' | 'DEMO_PASSWORD' | 'NODE_ENV'>,
  db: Db,
  storage: FileStorage,
  now?: Date,
): Promise<{ report: DemoDataReport; message: string }> {
  const retired = config.NODE_ENV === 'production' ? await retirePublishedPassword(db, config, now ?? new Date()) : [];
  const said = retired.length
    ? `; ${retired.length} demo accounts left by an earlier start with the published password were closed to it and signed out (${retired.join(', ')})`
    : '';
  const withRetired = retired.length ? { retired } : {};
  if (!config.SEED_DEMO) {
    return {
      report: { demo: 'off', ...withRetired },
      message: `demo data off (SEED_DEMO=false): no demo accounts were created${said}`,
    };
  }
  const { seeded } = await seedDemo(db, {
    storage,
    password: config.DEMO_PASSWORD,
    ...(now ? { now } : {}),
  });
  const count = async (table: typeof users | typeof products | typeof broadcastSchedules) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  const staff = seeded
    ? await db
        .select({ userId: users.userId, role: users.role })
        .from(users)
        .where(ne(users.role, 'buyer'))
        .orderBy(asc(users.userSysId))
    : [];
  const report: DemoDataReport = {
    demo: seeded ? 'loaded' : 'present',
    ...(seeded ? { staffAccounts: staff.map((u) => `${u.userId} (${u.role})`) } : {}),
    members: await count(users),
    products: await count(products),
    shows: await count(broadcastSchedules),
    ...withRetired,
  };
  const message = seeded
    ? `demo data loaded: ${report.members} accounts sharing DEMO_PASSWORD (${report.staffAccounts!.join(', ')}), ${report.products} products, ${report.shows} shows`
    : `demo data present from an earlier start: ${report.members} accounts, ${report.products} products, ${report.shows} shows`;
  return { report, message: message + said };
}

/**
 * Issue 25 N1: before production refused it, the default seeded the demo accounts with the password the
 * README prints. A production start closes any demo account (`…@demo.kr`) that still takes it: its
 * password becomes DEMO_PASSWORD when the demo is asked for, otherwise a random one nobody knows, and
 * its sessions end. Answers the accounts closed.
 */
async function retirePublishedPassword(
  db: Db,
  config: Pick<Config, 'SEED_DEMO' | 'DEMO_PASSWORD'>,
  now: Date,
): Promise<string[]> {
  const demo = await db
    .select({ id: users.userSysId, userId: users.userId, hash: users.passwordHash })
    .from(users)
    .where(and(like(users.userId, '%@demo.kr'), isNotNull(users.passwordHash)))
    .orderBy(asc(users.userSysId));
  // the seed gives every demo account one hash: each distinct hash is checked once
  const published = new Set<string>();
  for (const hash of new Set(demo.map((u) => u.hash!))) {
    if (await verifyPassword(PUBLISHED_DEMO_PASSWORD, hash)) published.add(hash);
  }
  const closed = demo.filter((u) => published.has(u.hash!));
  if (closed.length === 0) return [];
  const ids = closed.map((u) => u.id);
  const replacement = await hashPassword(config.SEED_DEMO ? config.DEMO_PASSWORD : randomBytes(24).toString('hex'));
  await db.update(users).set({ passwordHash: replacement }).where(inArray(users.userSysId, ids));
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(inArray(authSessions.userSysId, ids), isNull(authSessions.revokedAt)));
  return closed.map((u) => u.userId!);
}
