/**
 * bench/drill's stage: the object store (s3rver in this process), a fresh PostgreSQL database, two real
 * server processes on it and one Redis, the members (buyers and chat senders) made in bulk with their
 * login sessions and access tokens, and the deal product added to the live show.
 */
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { authSessions, broadcastSchedules, broadcastProducts, users } from '../../apps/server/src/db/schema/index.js';
import { accessTokens } from '../../apps/server/src/domains/auth/auth.tokens.js';
import { freshPostgres } from '../../apps/server/test/fresh-postgres.js';
import { makeProduct } from '../../apps/server/test/factories.js';
import { demoRoomAt, serverNodes, type ServerNode } from '../../apps/server/test/nodes.js';
import { startObjectStore } from '../../apps/server/test/object-store.js';

export const JWT_SECRET = 'bench-drill-secret-0123456789abcdefghijklmnop';
/** the deal's unit price (no options, free delivery: every buyer pays the same) */
export const DEAL_PRICE = 10_000;

export interface Stage {
  a: ServerNode;
  b: ServerNode;
  room: number;
  database: Database;
  close(): Promise<void>;
}

/** The two nodes' environment: one database, one Redis, one object store; limits of one client address lifted. */
function nodeEnv(dbUrl: string, redis: string, s3: Record<string, string>): Record<string, string> {
  return {
    DATABASE_URL: dbUrl,
    REDIS_URL: redis,
    REDIS_PREFIX: `lc-bench-drill:${process.pid}:`,
    SERVICES: 'api,realtime',
    JWT_SECRET,
    // every buyer of the bench comes from 127.0.0.1: the per-address limits would refuse the crowd
    QUOTES_PER_IP: '100000000',
    GUEST_ORDERS_PER_IP: '100000000',
    LOGIN_MAX_PER_IP: '100000000',
    ...s3,
  };
}

export async function stage(pgUrl: string, redis: string): Promise<Stage> {
  const store = await startObjectStore('lc-bench-drill');
  const db = await freshPostgres(pgUrl, 'lc_bench_drill');
  const nodes = serverNodes('lc-bench-drill');
  const env = () => ({ ...nodeEnv(db.url, redis, store.env), ...nodes.dataDir() });
  let database: Database | undefined;
  const close = async () => {
    await nodes.stopAll();
    await database?.close();
    await db.drop();
    await store.close();
  };
  try {
    // one after the other: the first seeds the demo data (to the object store), the second finds it
    const a = await nodes.start(env());
    const b = await nodes.start(env());
    database = await openDatabase({ url: db.url, poolSize: 4 });
    const room = await demoRoomAt(a.url);
    return { a, b, room, database, close };
  } catch (e) {
    await close();
    throw e;
  }
}

/**
 * `count` members named `<tag><i>@drill.kr`, each with a login session and an access token signed with
 * the nodes' secret: made with two INSERTs (a sign-up and a login each would measure the password hash).
 */
export async function members(database: Database, tag: string, count: number): Promise<string[]> {
  const db = database.db;
  for (let i = 0; i < count; i += 1000) {
    const n = Math.min(1000, count - i);
    await db.insert(users).values(
      Array.from({ length: n }, (_, k) => ({
        userId: `${tag}${i + k}@drill.kr`,
        nickName: `${tag}${i + k}`,
        role: 'buyer',
      })),
    );
  }
  const rows = await db
    .select({ id: users.userSysId })
    .from(users)
    .where(like(users.userId, `${tag}%@drill.kr`));
  const sessions = rows.map((r) => ({ sessionId: randomUUID(), userSysId: r.id, ip: '127.0.0.1' }));
  for (let i = 0; i < sessions.length; i += 1000) await db.insert(authSessions).values(sessions.slice(i, i + 1000));
  const tokens = accessTokens(new TextEncoder().encode(JWT_SECRET), 3600, () => new Date());
  return Promise.all(
    sessions.map((s) => tokens.sign({ authSysId: s.userSysId, role: 'buyer', sessionId: s.sessionId })),
  );
}

/** The "time deal": a new product of the live show with `units` in stock; its id. */
export async function dealProduct(database: Database, room: number, units: number): Promise<number> {
  const db = database.db;
  const { prdtSysId } = await makeProduct(db, {
    price: DEAL_PRICE,
    stock: units,
    name: '타임딜 한정 수량',
    delivery: { type: 1 },
  });
  const [show] = await db
    .select({ broadcastSysId: broadcastSchedules.broadcastSysId })
    .from(broadcastSchedules)
    .where(eq(broadcastSchedules.broadcastScheduleSysId, room));
  await db.insert(broadcastProducts).values({ broadcastSysId: show!.broadcastSysId, prdtSysId, sortOrder: 99 });
  return prdtSysId;
}
