import { eq } from 'drizzle-orm';
import {
  RC,
  STAFF_ROLES,
  sanctionParams,
  sanctionRequest,
  type Role,
  type SanctionResponse,
  postOperationsUsersSanctionsResponse,
} from '@lc/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Router } from '../../http/route.js';
import { imposeSanction, type SanctionEffects } from '../../shared/sanctions.js';
import { withdrawMember } from './users.withdrawal.js';

/**
 * Operator sanctions that end a member's sessions (issue 18): `POST operations/users/{id}/sanctions`.
 * A suspension sets the member `suspended` (login and refresh refused: 1011) until `days` have passed
 * (the retention job lifts it) or for good; a termination by the company withdraws the account like a
 * self-withdrawal, with the 2-month rejoin block. Either way every session ends at once and its
 * sockets close on every node. The row is the same `user_sanctions` row the back-office writes
 * (shared/sanctions.ts, the one source of truth login and chat read), enforced the same way.
 */
export function createSanctionsService(deps: {
  db: Db;
  effects: SanctionEffects;
  now: () => Date;
  dropUnusedCoupons: (tx: Tx, userSysId: number) => Promise<void>;
}) {
  const { db, now } = deps;
  return {
    async sanction(userSysId: number, body: z.output<typeof sanctionRequest>): Promise<SanctionResponse> {
      const [user] = await db.select().from(users).where(eq(users.userSysId, userSysId));
      if (!user || user.status === 'withdrawn') throw new AppError(RC.NOT_FOUND);
      // operators are managed elsewhere: a sanction is for members
      if (STAFF_ROLES.includes(user.role as Role)) throw new AppError(RC.FORBIDDEN);
      const at = now();
      const days = body.kind === 'suspension' && body.days ? body.days : null;
      const row = await withTx(db, async (tx) => {
        const s = await imposeSanction(tx, { userSysId, kind: body.kind, reason: body.reason, days, at });
        if (body.kind === 'suspension') {
          await tx.update(users).set({ status: 'suspended', updatedAt: at }).where(eq(users.userSysId, userSysId));
        } else {
          await withdrawMember(tx, user, at, {
            kind: 'terminated',
            reason: 'terminated',
            reasonDetail: body.reason,
            dropUnusedCoupons: deps.dropUnusedCoupons,
          });
        }
        return s;
      });
      const ended = await deps.effects.enforce(userSysId, body.kind, row.endsAt);
      return {
        sanctionSysId: row.sanctionSysId,
        kind: body.kind,
        startsAt: at.toISOString(),
        endsAt: row.endsAt?.toISOString() ?? null,
        endedSessions: ended,
      };
    },
  };
}
export type SanctionsService = ReturnType<typeof createSanctionsService>;

export function sanctionsRoutes(r: Router, s: SanctionsService): void {
  r.route({
    method: 'POST',
    path: 'operations/users/:id/sanctions',
    response: postOperationsUsersSanctionsResponse,
    auth: 'staff',
    params: sanctionParams,
    body: sanctionRequest,
    handler: ({ params, body }) => s.sanction(params.id, body),
  });
}
