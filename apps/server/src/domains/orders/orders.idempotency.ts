import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { RC, isResultCode } from '@lc/contracts';
import type { Db, Queryable } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

/** How long a repeat waits for the first request to finish before answering "still processing". */
export const IDEMPOTENCY_WAIT_MS = 15_000;
/** A key whose first request never finished (crashed node) may be taken over after this. */
export const IDEMPOTENCY_STALE_MS = 120_000;
const POLL_MS = 25;

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

function replay(s: Stored): object {
  if (s.ok) return { ...s.data, replayed: true };
  if (isResultCode(s.code)) throw new AppError(s.code, s.extra ? { extra: s.extra } : {});
  throw new AppError(RC.INTERNAL);
}

/**
 * Runs `run` once per (scope, owner, key): the first request claims the key with an insert, runs,
 * and stores its answer — in the same transaction as its writes when `run` takes the transaction —
 * and every repeat (even at the same moment) waits for and replays that answer. Expected failures
 * (AppError) are stored and replayed too; an unexpected crash frees the key for a retry.
 */
export async function idempotent<T extends object>(
  db: Db,
  id: IdempotencyKey | null,
  now: () => Date,
  run: (record: (q: Queryable, data: T) => Promise<void>) => Promise<T>,
): Promise<T | object> {
  if (!id) return run(async () => undefined);
  const requestHash = hashOf(id.request);
  const where = and(
    eq(idempotencyKeys.scope, id.scope),
    eq(idempotencyKeys.owner, id.owner),
    eq(idempotencyKeys.key, id.key),
  );
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (;;) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope: id.scope, owner: id.owner, key: id.key, requestHash, createdAt: now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) break;
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) continue; // freed by a first request that crashed: claim it now
    if (row.requestHash !== requestHash) throw new AppError(RC.IDEMPOTENCY_MISMATCH);
    if (row.responseBody !== null) return replay(row.responseBody as Stored);
    if (row.createdAt.getTime() < now().getTime() - IDEMPOTENCY_STALE_MS) {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            where,
            isNull(idempotencyKeys.responseBody),
            lt(idempotencyKeys.createdAt, new Date(now().getTime() - IDEMPOTENCY_STALE_MS)),
          ),
        );
      continue;
    }
    if (Date.now() > deadline) throw new AppError(RC.IDEMPOTENCY_IN_PROGRESS);
    await sleep(POLL_MS);
  }
  // `record` stores the answer; a caller with a transaction calls it inside, so the answer commits
  // with its writes (both land or neither does)
  let recorded = false;
  const record = async (q: Queryable, data: T) => {
    const stored: Stored = { ok: true, data };
    await q.update(idempotencyKeys).set({ responseStatus: 200, responseBody: stored }).where(where);
    recorded = true;
  };
  try {
    const data = await run(record);
    if (!recorded) await record(db, data);
    return data;
  } catch (err) {
    const [row] = await db.select({ body: idempotencyKeys.responseBody }).from(idempotencyKeys).where(where);
    if (row && row.body !== null) throw err; // the answer was stored: a repeat replays it
    if (err instanceof AppError && err.status < 500) {
      const stored: Stored = { ok: false, code: err.code, ...(err.extra ? { extra: err.extra } : {}) };
      await db.update(idempotencyKeys).set({ responseStatus: err.status, responseBody: stored }).where(where);
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
    throw err;
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
