import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { userSanctions } from '../db/schema/index.js';

/**
 * Operator sanctions: the ONE source of truth (issue 15 gap 4). Both operator calls write here
 * (`POST admin/members/{id}/sanctions` with chatBan / forcedExit / permanentExit, and the trust
 * work's `POST operations/users/{id}/sanctions` with suspension / termination), and every reader
 * goes through `activeSanctions`: login (password and social), token refresh, and the chat
 * (joinRoom). What a kind does:
 *
 * - chatBan: muted in every room for its period (the login works)
 * - forcedExit, suspension: out of every room and no login until the period ends (or it is lifted)
 * - permanentExit, termination: out and no login until an operator lifts it (a termination also
 *   withdraws the account: users.sanctions.ts)
 *
 * A new sanction also takes effect on what is already connected: `SanctionEffects.enforce` (wired
 * in app.ts) mutes or kicks the member's open sockets on every node and, for a lock, ends every
 * login session (their sockets close, the refresh token dies).
 */
export const SANCTION_EFFECT = {
  chatBan: 'mute',
  forcedExit: 'lock',
  suspension: 'lock',
  permanentExit: 'lock',
  termination: 'lock',
} as const;
export type SanctionKind = keyof typeof SANCTION_EFFECT;
export type SanctionEffect = (typeof SANCTION_EFFECT)[SanctionKind];
const LOCKS = Object.keys(SANCTION_EFFECT).filter((k) => SANCTION_EFFECT[k as SanctionKind] === 'lock');

export async function activeSanctions(q: Queryable, userSysId: number, at: Date) {
  const rows = await q
    .select({ kind: userSanctions.kind, endsAt: userSanctions.endsAt })
    .from(userSanctions)
    .where(
      and(
        eq(userSanctions.userSysId, userSysId),
        lte(userSanctions.startsAt, at),
        or(isNull(userSanctions.endsAt), gt(userSanctions.endsAt, at)),
      ),
    );
  const mutes = rows.filter((r) => r.kind === 'chatBan');
  return {
    chatBanned: mutes.length > 0,
    /** when the longest chat ban in force ends (null: until lifted) */
    chatBanEndsAt:
      mutes.length === 0 || mutes.some((r) => !r.endsAt)
        ? null
        : new Date(Math.max(...mutes.map((r) => r.endsAt!.getTime()))),
    locked: rows.some((r) => LOCKS.includes(r.kind)),
  };
}

/** Writes a sanction row (the caller's transaction); `days` null = until lifted. */
export async function imposeSanction(
  q: Queryable,
  s: { userSysId: number; kind: SanctionKind; reason: string; days: number | null; at: Date },
) {
  const [row] = await q
    .insert(userSanctions)
    .values({
      userSysId: s.userSysId,
      kind: s.kind,
      reason: s.reason,
      startsAt: s.at,
      endsAt: s.days === null ? null : new Date(s.at.getTime() + s.days * 86_400_000),
      createdAt: s.at,
    })
    .returning();
  return row!;
}

/** Ends a sanction in force now; the row, or undefined when none was in force. */
export async function liftSanction(q: Queryable, userSysId: number, sanctionSysId: number, at: Date) {
  const [row] = await q
    .update(userSanctions)
    .set({ endsAt: at })
    .where(
      and(
        eq(userSanctions.sanctionSysId, sanctionSysId),
        eq(userSanctions.userSysId, userSysId),
        or(isNull(userSanctions.endsAt), sql`${userSanctions.endsAt} > ${at}`),
      ),
    )
    .returning();
  return row;
}

/**
 * The live side of a sanction (app.ts): `enforce` after a sanction is written (mute or kick the open
 * sockets, end the sessions of a lock; answers how many sessions ended), `lifted` after a chat ban ends.
 */
export interface SanctionEffects {
  enforce(userSysId: number, kind: SanctionKind, endsAt: Date | null): Promise<number>;
  lifted(userSysId: number, kind: SanctionKind): Promise<void>;
}
