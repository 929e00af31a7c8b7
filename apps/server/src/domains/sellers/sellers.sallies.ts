import { eq } from 'drizzle-orm';
import type {
  createSallyRequest,
  GetSallyChkdupsallynameResponse,
  PostSallyResponse,
  PostSallyBroadcastsallyResponse,
  PutSallyBroadcastsallyResponse,
  GetSallyShareplanResponse,
} from '@lc/contracts';
import { RC, SALLY_POLICY, SCHEDULE_TYPES, ageOn, type Lang } from '@lc/contracts';
import type { z } from 'zod';
import { withTx } from '../../db/client.js';
import { broadcastSallies, broadcastSchedules, broadcasts, sallies, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { bookingContract, bookSchedules } from './sellers.booking.js';
import { presentBooking, scheduleTypeOf } from './sellers.presenter.js';
import { type SellerCaller, type SellersContext } from './sellers.context.js';

/** Sellover sign-up and name, bookings on schedules, their confirmation and the share plan. */
export function createSellersSallies(ctx: SellersContext) {
  const { db, now, sallyOfUser, requireSally, nameTaken, checkName, bookings, info, request } = ctx;
  return {
    /** GET sally/chksally/{authSysId}: the caller's sally with its counts, or null before sign-up. */
    async chkSally(authSysId: number) {
      const s = await sallyOfUser(authSysId);
      return { sally: s ? await info(s) : null };
    },

    /** GET sally/chkdupsallyname: 1 when the name is valid and free. */
    async chkDupName(name: string): Promise<GetSallyChkdupsallynameResponse> {
      checkName(name);
      return { isUsable: (await nameTaken(name)) ? 0 : 1, sallyName: name };
    },

    /** POST sally: sign up (14+, guardian consent under 19, terms, a free valid name) with a first vendor request. */
    async create(userSysId: number, body: z.output<typeof createSallyRequest>): Promise<PostSallyResponse> {
      if (!body.agreeTerms) throw new AppError(RC.SALLY_TERMS_REQUIRED);
      checkName(body.sallyName);
      if (await sallyOfUser(userSysId)) throw new AppError(RC.SALLY_EXISTS);
      const [u] = await db.select({ birthday: users.birthday }).from(users).where(eq(users.userSysId, userSysId));
      const birthday = u?.birthday ?? body.birthday ?? null;
      if (!birthday) throw new AppError(RC.SALLY_BIRTHDAY_REQUIRED);
      const age = ageOn(birthday, now());
      if (!(age >= SALLY_POLICY.minAge)) throw new AppError(RC.SALLY_UNDER_AGE);
      if (age < SALLY_POLICY.guardianUnderAge && !body.guardianConsent) throw new AppError(RC.SALLY_GUARDIAN_REQUIRED);
      if (await nameTaken(body.sallyName)) throw new AppError(RC.SALLY_NAME_TAKEN);
      const t = now();
      const s = await withTx(db, async (tx) => {
        if (!u?.birthday) await tx.update(users).set({ birthday }).where(eq(users.userSysId, userSysId));
        const [row] = await tx
          .insert(sallies)
          .values({
            userSysId,
            sallyName: body.sallyName,
            termsAgreedAt: t,
            guardianAgreedAt: age < SALLY_POLICY.guardianUnderAge ? t : null,
            createdAt: t,
            updatedAt: t,
          })
          .onConflictDoNothing()
          .returning();
        // a concurrent sign-up of the same member or name lost the race
        if (!row) throw new AppError(RC.SALLY_NAME_TAKEN);
        await request(tx, row.sallySysId, body.brandSysId, userSysId);
        return row;
      });
      return { sally: await info(s) };
    },

    /** PUT sally/{sallySysId}: rename (own sally only). */
    async rename(sallySysId: number, caller: SellerCaller, body: { userSysId: number; sallyName: string }) {
      const s = await requireSally(caller.userSysId);
      if (s.sallySysId !== sallySysId || body.userSysId !== caller.userSysId) throw new AppError(RC.SALLY_NOT_FOUND);
      checkName(body.sallyName);
      if (await nameTaken(body.sallyName, s.sallySysId)) throw new AppError(RC.SALLY_NAME_TAKEN);
      const [row] = await db
        .update(sallies)
        .set({ sallyName: body.sallyName, updatedAt: now() })
        .where(eq(sallies.sallySysId, s.sallySysId))
        .returning();
      return { sally: await info(row!) };
    },

    /**
     * POST sally/broadcastsally: the vendor books a sellover with a complete contract with the
     * broadcast's brand for a schedule; the sellover becomes the broadcast's host (may stream, answer, pin).
     */
    async book(scheduleId: number, sallySysId: number): Promise<PostSallyBroadcastsallyResponse> {
      const [s] = await db
        .select({
          id: broadcastSchedules.broadcastScheduleSysId,
          broadcastSysId: broadcasts.broadcastSysId,
          brandSysId: broadcasts.brandSysId,
        })
        .from(broadcastSchedules)
        .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
        .where(eq(broadcastSchedules.broadcastScheduleSysId, scheduleId));
      if (!s) throw new AppError(RC.BROADCAST_NOT_FOUND);
      const c = await bookingContract(db, { sallySysId }, s.brandSysId);
      const [id] = await withTx(db, (tx) => bookSchedules(tx, s.broadcastSysId, [scheduleId], c, now()));
      return { broadcastSallySysId: id! };
    },

    /** PUT sally/broadcastsally/{id}: the sellover confirms the content of a booked broadcast (consent ticked). */
    async confirm(
      broadcastSallySysId: number,
      userSysId: number,
      agree: boolean,
      lang: Lang,
    ): Promise<PutSallyBroadcastsallyResponse> {
      if (!agree) throw new AppError(RC.SALLY_CONSENT_REQUIRED);
      const s = await requireSally(userSysId);
      const [row] = (await bookings({ sallySysId: s.sallySysId, visibleOnly: true })).filter(
        (b) => b.broadcastSallySysId === broadcastSallySysId,
      );
      if (!row) throw new AppError(RC.SALLY_BROADCAST_NOT_FOUND);
      if (scheduleTypeOf(row, now()) === SCHEDULE_TYPES.ended) throw new AppError(RC.SALLY_BROADCAST_ENDED);
      const t = now();
      await db
        .update(broadcastSallies)
        .set({ confirmedAt: t })
        .where(eq(broadcastSallies.broadcastSallySysId, broadcastSallySysId));
      return { broadcast: presentBooking({ ...row, confirmedAt: row.confirmedAt ?? t }, now(), lang) };
    },

    /** The public day schedule of a sellover (/sharePlan/{userSysId}/{date}); 8201 when not a sellover. */
    async sharePlan(userSysId: number, date: string, lang: Lang): Promise<GetSallyShareplanResponse> {
      const s = await requireSally(userSysId);
      const day = date.includes('-') ? date : `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
      const t = now();
      const rows = (await bookings({ sallySysId: s.sallySysId, visibleOnly: true })).filter((r) => r.startDate === day);
      return {
        sallyName: s.sallyName,
        userSysId,
        date: day,
        broadcasts: rows.map((r) => {
          const { broadcastSallySysId: _a, isConfirmed: _b, confirmedAt: _c, ...rest } = presentBooking(r, t, lang);
          return rest;
        }),
      };
    },
  };
}
