import { createHash, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { RC, isResultCode } from '@lc/contracts';
import type { Db, Queryable } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';

/** How long a repeat waits for the first request to finish before answering "still processing". */
export const IDEMPOTENCY_WAIT_MS = 15_000;
/**
 * Issue 18: a claim is a lease held by one process (host:pid:random). The holder renews it every
 * `renewMs` while its request runs; a claim whose lease has run out (database clock) belongs to a
 * process that died, and the next repeat takes it over: within `leaseMs` + one poll of the death.
 */
export const IDEMPOTENCY_LEASE = { leaseMs: 3_000, renewMs: 1_000 } as const;
const POLL_MS = 25;

/** This process, as a claim's holder. */
export const IDEMPOTENCY_HOLDER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Tests only (TEST_CHECKOUT_HOLD_MS): how long `record` waits inside the caller's transaction before
 * storing the answer, so a test can kill the process in the middle of a checkout.
 */
let testHold: { ms: number; onHold: (scope: string) => void } | undefined;
export function holdInsideTransactionForTests(hold: { ms: number; onHold: (scope: string) => void } | undefined) {
  testHold = hold;
}

export interface IdempotencyKey {
  scope: string;
  owner: string;
  key: string;
  /** anything that identifies the request body; a different body under the same key is refused */
  request: unknown;
}

type Stored = { ok: true; data: object } | { ok: false; code: string; extra?: Record<string, unknown> };

const hashOf = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const leaseEnd = () => sql`now() + make_interval(secs => ${IDEMPOTENCY_LEASE.leaseMs / 1000})`;

function replay(s: Stored): object {
  if (s.ok) return { ...s.data, replayed: true };
  if (isResultCode(s.code)) throw new AppError(s.code, s.extra ? { extra: s.extra } : {});
  throw new AppError(RC.INTERNAL);
}

/** The key's row (scope, owner, key), and the same row while this process holds its claim. */
function keyWhere(id: IdempotencyKey) {
  const where = and(
    eq(idempotencyKeys.scope, id.scope),
    eq(idempotencyKeys.owner, id.owner),
    eq(idempotencyKeys.key, id.key),
  );
  return { where, mine: and(where, eq(idempotencyKeys.holder, IDEMPOTENCY_HOLDER)) };
}

/**
 * Claims the key for this process: an insert (holder and lease), or taking over the claim of a
 * holder whose lease ran out. A repeat of an answered request gets the answer to replay instead;
 * one still running is waited for (polled) up to `IDEMPOTENCY_WAIT_MS`, then refused (still processing).
 */
async function claimKey(
  db: Db,
  id: IdempotencyKey,
  requestHash: string,
  now: () => Date,
): Promise<{ replay: object } | null> {
  const { where } = keyWhere(id);
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (;;) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({
        scope: id.scope,
        owner: id.owner,
        key: id.key,
        requestHash,
        createdAt: now(),
        holder: IDEMPOTENCY_HOLDER,
        leaseUntil: leaseEnd(),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return null;
    const [row] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        responseBody: idempotencyKeys.responseBody,
        expired: sql<boolean>`coalesce(${idempotencyKeys.leaseUntil} < now(), true)`,
      })
      .from(idempotencyKeys)
      .where(where);
    if (!row) continue; // freed by a first request that failed: claim it now
    if (row.requestHash !== requestHash) throw new AppError(RC.IDEMPOTENCY_MISMATCH);
    if (row.responseBody !== null) return { replay: replay(row.responseBody as Stored) };
    if (row.expired) {
      // its holder stopped renewing (died): take the claim over, unless it answered or renewed meanwhile
      const taken = await db
        .update(idempotencyKeys)
        .set({ holder: IDEMPOTENCY_HOLDER, leaseUntil: leaseEnd(), createdAt: now() })
        .where(
          and(
            where,
            isNull(idempotencyKeys.responseBody),
            or(isNull(idempotencyKeys.leaseUntil), lt(idempotencyKeys.leaseUntil, sql`now()`)),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (taken.length > 0) return null;
      continue;
    }
    if (Date.now() > deadline) throw new AppError(RC.IDEMPOTENCY_IN_PROGRESS);
    await sleep(POLL_MS);
  }
}

/**
 * The lease renewal of every claim this process holds on a database, one UPDATE per `renewMs` for all
 * of them (the drill of issue 26 §8: an UPDATE per running request and second, each its own commit,
 * took the whole pool under a crowd of 2,000 checkouts and no order went through). A claim is renewed
 * while its holder column names this process and it has no answer (one a repeat took over after a
 * stall names another holder and is left alone, as before); the lists of its scopes, owners and keys
 * only let the primary key find the rows.
 */
const renewers = new Map<Db, { claims: Set<IdempotencyKey>; timer: NodeJS.Timeout }>();
function renewing(db: Db, id: IdempotencyKey): () => void {
  let r = renewers.get(db);
  if (!r) {
    const claims = new Set<IdempotencyKey>();
    let busy = false;
    const timer = setInterval(() => {
      // a renewal still on its way (a slow database) is not joined by another
      if (busy) return;
      busy = true;
      const all = [...claims];
      const distinct = (f: (c: IdempotencyKey) => string) => [...new Set(all.map(f))];
      void db
        .update(idempotencyKeys)
        .set({ leaseUntil: leaseEnd() })
        .where(
          and(
            inArray(
              idempotencyKeys.scope,
              distinct((c) => c.scope),
            ),
            inArray(
              idempotencyKeys.owner,
              distinct((c) => c.owner),
            ),
            inArray(
              idempotencyKeys.key,
              distinct((c) => c.key),
            ),
            eq(idempotencyKeys.holder, IDEMPOTENCY_HOLDER),
            isNull(idempotencyKeys.responseBody),
          ),
        )
        .catch(() => undefined)
        .finally(() => (busy = false));
    }, IDEMPOTENCY_LEASE.renewMs);
    timer.unref();
    r = { claims, timer };
    renewers.set(db, r);
  }
  const mine = r;
  mine.claims.add(id);
  return () => {
    mine.claims.delete(id);
    if (mine.claims.size === 0 && renewers.get(db) === mine) {
      clearInterval(mine.timer);
      renewers.delete(db);
    }
  };
}

/**
 * Runs `run` once per (scope, owner, key): the first request claims the key with an insert (holder and
 * lease), runs, and stores its answer — in the same transaction as its writes when `run` takes the
 * transaction — and every repeat (even at the same moment) waits for and replays that answer. Expected
 * failures (AppError) are stored and replayed too; an unexpected error frees the key for a retry.
 *
 * A holder that dies (crash, SIGKILL) stops renewing; once its lease is over a repeat takes the claim
 * and runs the request itself. The answer is stored only while the claim is still this holder's, and
 * inside the caller's transaction: a holder that lost its claim (it stalled past its lease) rolls its
 * writes back instead of committing a second order.
 */
export async function idempotent<T extends object>(
  db: Db,
  id: IdempotencyKey | null,
  now: () => Date,
  run: (record: (q: Queryable, data: T) => Promise<void>) => Promise<T>,
): Promise<T | object> {
  if (!id) return run(async () => undefined);
  const repeat = await claimKey(db, id, hashOf(id.request), now);
  if (repeat) return repeat.replay;
  const { where, mine } = keyWhere(id);
  // while the request runs, the lease is renewed (with every other claim this process holds)
  const stopRenewing = renewing(db, id);
  // `record` stores the answer; a caller with a transaction calls it inside, so the answer commits
  // with its writes (both land or neither does), and only while the claim is still this holder's
  let recorded = false;
  const record = async (q: Queryable, data: T) => {
    if (testHold) {
      testHold.onHold(id.scope);
      await sleep(testHold.ms);
    }
    const stored: Stored = { ok: true, data };
    const kept = await q
      .update(idempotencyKeys)
      .set({ responseStatus: 200, responseBody: stored, holder: null, leaseUntil: null })
      .where(and(mine, isNull(idempotencyKeys.responseBody)))
      .returning({ key: idempotencyKeys.key });
    if (kept.length === 0) throw new AppError(RC.IDEMPOTENCY_IN_PROGRESS);
    recorded = true;
  };
  try {
    const data = await run(record);
    if (!recorded) await record(db, data);
    return data;
  } catch (err) {
    const [row] = await db
      .select({ body: idempotencyKeys.responseBody, holder: idempotencyKeys.holder })
      .from(idempotencyKeys)
      .where(where);
    // the answer was stored (a repeat replays it), or another process holds the claim now
    if (!row || row.body !== null || row.holder !== IDEMPOTENCY_HOLDER) throw err;
    if (err instanceof AppError && err.status < 500) {
      const stored: Stored = { ok: false, code: err.code, ...(err.extra ? { extra: err.extra } : {}) };
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: err.status, responseBody: stored, holder: null, leaseUntil: null })
        .where(mine);
    } else {
      await db.delete(idempotencyKeys).where(mine);
    }
    throw err;
  } finally {
    stopRenewing();
  }
}

/** Reads and checks the Idempotency-Key header (1–100 visible ASCII characters). */
export function idempotencyKeyOf(headerValue: unknown): string | null {
  if (headerValue === undefined) return null;
  if (typeof headerValue !== 'string' || !/^[\x21-\x7e]{1,100}$/.test(headerValue)) {
    throw new AppError(RC.VALIDATION, {
      errors: [{ path: 'Idempotency-Key', message: '1-100 visible ASCII characters' }],
    });
  }
  return headerValue;
}
