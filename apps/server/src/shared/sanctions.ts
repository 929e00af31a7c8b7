import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { userSanctions } from '../db/schema/index.js';

/**
 * Operator sanctions in force (issue 15), read by login/refresh and by the chat:
 * chatBan → muted in every room; forcedExit → out of every room and no login until it ends;
 * permanentExit → out and no login until an operator lifts it.
 */
export async function activeSanctions(q: Queryable, userSysId: number, at: Date) {
  const rows = await q
    .select({ kind: userSanctions.kind })
    .from(userSanctions)
    .where(
      and(
        eq(userSanctions.userSysId, userSysId),
        lte(userSanctions.startsAt, at),
        or(isNull(userSanctions.endsAt), gt(userSanctions.endsAt, at)),
      ),
    );
  const kinds = new Set(rows.map((r) => r.kind));
  return {
    chatBanned: kinds.has('chatBan'),
    locked: kinds.has('forcedExit') || kinds.has('permanentExit'),
  };
}
