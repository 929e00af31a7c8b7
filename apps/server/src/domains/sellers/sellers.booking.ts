import { and, eq, inArray, sql } from 'drizzle-orm';
import { CONTRACT_STATUS, RC } from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { broadcastSallies, broadcasts, sallies, sallyContracts } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

/** The sellover a booking is for: its sally, the complete contract with the show's brand, its member. */
export interface BookingContract {
  sallySysId: number;
  contractSysId: number;
  userSysId: number;
}

/**
 * The complete contract with `brandSysId` of a sellover, named by its sally or by its member
 * (the back-office's host): 8215 when there is none, so a show is booked only for a sellover who
 * may host it and then appears in that sellover's list (live §4: a sellover sees the shows of its
 * complete contracts).
 */
export async function bookingContract(
  q: Queryable,
  who: { sallySysId: number } | { userSysId: number },
  brandSysId: number,
): Promise<BookingContract> {
  const [c] = await q
    .select({
      contractSysId: sallyContracts.contractSysId,
      sallySysId: sallies.sallySysId,
      userSysId: sallies.userSysId,
    })
    .from(sallyContracts)
    .innerJoin(sallies, eq(sallies.sallySysId, sallyContracts.sallySysId))
    .where(
      and(
        'sallySysId' in who ? eq(sallies.sallySysId, who.sallySysId) : eq(sallies.userSysId, who.userSysId),
        eq(sallyContracts.brandSysId, brandSysId),
        eq(sallyContracts.status, CONTRACT_STATUS.complete),
      ),
    );
  if (!c) throw new AppError(RC.SALLY_NO_CONTRACT);
  return c;
}

/**
 * Books the sellover on the schedules (a schedule has one booking: a new sellover replaces the
 * former one, whose confirmation goes with it) and makes it the broadcast's host (it may stream,
 * answer and pin). Answers the booking ids in the order of `scheduleIds`.
 */
export async function bookSchedules(
  tx: Queryable,
  broadcastSysId: number,
  scheduleIds: number[],
  c: BookingContract,
  at: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const scheduleId of scheduleIds) {
    const [b] = await tx
      .insert(broadcastSallies)
      .values({
        broadcastScheduleSysId: scheduleId,
        sallySysId: c.sallySysId,
        contractSysId: c.contractSysId,
        createdAt: at,
      })
      .onConflictDoUpdate({
        target: broadcastSallies.broadcastScheduleSysId,
        // the same sellover keeps its confirmation; another one has to confirm the content itself
        set: {
          sallySysId: c.sallySysId,
          contractSysId: c.contractSysId,
          confirmedAt: sql`case when ${broadcastSallies.sallySysId} = ${c.sallySysId} then ${broadcastSallies.confirmedAt} end`,
        },
      })
      .returning({ id: broadcastSallies.broadcastSallySysId });
    ids.push(b!.id);
  }
  await tx.update(broadcasts).set({ hostUserSysId: c.userSysId }).where(eq(broadcasts.broadcastSysId, broadcastSysId));
  return ids;
}

/** Removes the bookings of the schedules (the show has no sellover any more). */
export async function unbookSchedules(tx: Queryable, scheduleIds: number[]): Promise<void> {
  if (scheduleIds.length === 0) return;
  await tx.delete(broadcastSallies).where(inArray(broadcastSallies.broadcastScheduleSysId, scheduleIds));
}
