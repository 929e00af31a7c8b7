import { and, asc, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { createSallyRequest } from '@lc/contracts';
import {
  CONTRACT_STATUS,
  RC,
  SALLY_POLICY,
  SCHEDULE_TYPES,
  ageOn,
  findContractTransition,
  isValidSallyName,
  type ContractActor,
  type Lang,
  type SallyInfo,
} from '@lc/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import {
  brands,
  broadcastSallies,
  broadcastSchedules,
  broadcasts,
  sallies,
  sallyContracts,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { presentBooking, presentContract, scheduleTypeOf, type BookingRow } from './sellers.presenter.js';

type SallyRow = typeof sallies.$inferSelect;
export interface SellerCaller {
  userSysId: number;
  staff: boolean;
}

/** Subtracts whole calendar months (the 3-month history window, live §4). */
export function monthsBefore(t: Date, months: number): Date {
  const d = new Date(t.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

const contractColumns = {
  contractSysId: sallyContracts.contractSysId,
  sallySysId: sallyContracts.sallySysId,
  brandSysId: sallyContracts.brandSysId,
  status: sallyContracts.status,
  requestedAt: sallyContracts.requestedAt,
  signedAt: sallyContracts.signedAt,
  withdrawnAt: sallyContracts.withdrawnAt,
  lastActor: sallyContracts.lastActor,
  lastActorUserSysId: sallyContracts.lastActorUserSysId,
  sallyName: sallies.sallyName,
  brandName: brands.name,
  brandNameEn: brands.nameEn,
  brandImageUrl: brands.imageUrl,
};

/**
 * Sellovers (live §1, §3-§5, §7 "Seller calls"): sign-up, the sally name, contracts with vendors as
 * the state table in `@lc/contracts` (sellers/lifecycle.ts) decides, bookings on broadcast schedules
 * and their content confirmation. A sellover sees the broadcasts of complete contracts only: once a
 * contract is withdrawn, the broadcasts of its period are hidden from the sellover (live §4).
 */
export function createSellersService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function sallyOfUser(userSysId: number): Promise<SallyRow | undefined> {
    const [s] = await db.select().from(sallies).where(eq(sallies.userSysId, userSysId));
    return s;
  }

  async function requireSally(userSysId: number): Promise<SallyRow> {
    const s = await sallyOfUser(userSysId);
    if (!s) throw new AppError(RC.SALLY_NOT_FOUND);
    return s;
  }

  async function nameTaken(name: string, exceptSally?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: sallies.sallySysId })
      .from(sallies)
      .where(
        exceptSally
          ? and(sql`lower(${sallies.sallyName}) = lower(${name})`, ne(sallies.sallySysId, exceptSally))
          : sql`lower(${sallies.sallyName}) = lower(${name})`,
      );
    return !!row;
  }

  function checkName(name: string) {
    if (!isValidSallyName(name)) throw new AppError(RC.SALLY_NAME_INVALID);
  }

  /** The bookings a sellover may see: under a complete contract (withdrawn periods are hidden). */
  async function bookings(where: {
    sallySysId?: number;
    scheduleId?: number;
    visibleOnly: boolean;
  }): Promise<BookingRow[]> {
    const conds = [];
    if (where.sallySysId !== undefined) conds.push(eq(broadcastSallies.sallySysId, where.sallySysId));
    if (where.scheduleId !== undefined) conds.push(eq(broadcastSallies.broadcastScheduleSysId, where.scheduleId));
    if (where.visibleOnly) conds.push(eq(sallyContracts.status, CONTRACT_STATUS.complete));
    return db
      .select({
        broadcastSallySysId: broadcastSallies.broadcastSallySysId,
        confirmedAt: broadcastSallies.confirmedAt,
        sallySysId: broadcastSallies.sallySysId,
        broadcastSysId: broadcasts.broadcastSysId,
        broadcastScheduleSysId: broadcastSchedules.broadcastScheduleSysId,
        title: broadcasts.title,
        titleEn: broadcasts.titleEn,
        briefComment: broadcasts.briefComment,
        briefCommentEn: broadcasts.briefCommentEn,
        brandSysId: brands.brandSysId,
        brandName: brands.name,
        brandNameEn: brands.nameEn,
        thumnailLiveUrl: broadcasts.thumnailLiveUrl,
        startDate: broadcastSchedules.startDate,
        startTime: broadcastSchedules.startTime,
        endTime: broadcastSchedules.endTime,
        liveFlag: broadcastSchedules.liveFlag,
        highlightUrl: broadcastSchedules.highlightUrl,
        viewCnt: broadcastSchedules.viewCnt,
        likeCnt: broadcastSchedules.likeCnt,
        prdtTotalCnt: sql<number>`(select count(*)::int from broadcast_products bp where bp.broadcast_sys_id = ${broadcasts.broadcastSysId})`,
      })
      .from(broadcastSallies)
      .innerJoin(sallyContracts, eq(sallyContracts.contractSysId, broadcastSallies.contractSysId))
      .innerJoin(
        broadcastSchedules,
        eq(broadcastSchedules.broadcastScheduleSysId, broadcastSallies.broadcastScheduleSysId),
      )
      .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
      .innerJoin(brands, eq(brands.brandSysId, broadcasts.brandSysId))
      .where(and(...conds))
      .orderBy(asc(broadcastSchedules.startDate), asc(broadcastSchedules.startTime));
  }

  function countsOf(rows: BookingRow[]) {
    const t = now();
    const types = rows.map((r) => scheduleTypeOf(r, t));
    return {
      liveBroadcastCnt: types.filter((x) => x === SCHEDULE_TYPES.live).length,
      terminatedCnt: types.filter((x) => x === SCHEDULE_TYPES.ended).length,
      waitTotalCnt: types.filter((x) => x === SCHEDULE_TYPES.booked).length,
    };
  }

  async function info(s: SallyRow): Promise<SallyInfo> {
    const [ctr] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sallyContracts)
      .where(and(eq(sallyContracts.sallySysId, s.sallySysId), eq(sallyContracts.status, CONTRACT_STATUS.complete)));
    const rows = await bookings({ sallySysId: s.sallySysId, visibleOnly: true });
    const t = now();
    const next =
      rows.find((r) => scheduleTypeOf(r, t) === SCHEDULE_TYPES.live) ??
      rows.find((r) => scheduleTypeOf(r, t) === SCHEDULE_TYPES.booked);
    const ctrCnt = ctr?.n ?? 0;
    return {
      sallySysId: s.sallySysId,
      sallyName: s.sallyName,
      userSysId: s.userSysId,
      broadcastSallySysId: next?.broadcastSallySysId ?? null,
      badge: ctrCnt > 0 ? 1 : 0,
      ctrCnt,
      ...countsOf(rows),
      guardianConsent: s.guardianAgreedAt ? 1 : 0,
    };
  }

  async function contractsWhere(cond: ReturnType<typeof and>) {
    return db
      .select(contractColumns)
      .from(sallyContracts)
      .innerJoin(sallies, eq(sallies.sallySysId, sallyContracts.sallySysId))
      .innerJoin(brands, eq(brands.brandSysId, sallyContracts.brandSysId))
      .where(cond)
      .orderBy(desc(sallyContracts.requestedAt), desc(sallyContracts.contractSysId));
  }

  /** A new standby request to a vendor, unless one is open (standby or complete) already. */
  async function request(tx: Queryable, sallySysId: number, brandSysId: number, userSysId: number) {
    const [brand] = await tx.select({ id: brands.brandSysId }).from(brands).where(eq(brands.brandSysId, brandSysId));
    if (!brand) throw new AppError(RC.SALLY_VENDOR_NOT_FOUND);
    const [open] = await tx
      .select({ id: sallyContracts.contractSysId })
      .from(sallyContracts)
      .where(
        and(
          eq(sallyContracts.sallySysId, sallySysId),
          eq(sallyContracts.brandSysId, brandSysId),
          inArray(sallyContracts.status, [CONTRACT_STATUS.standby, CONTRACT_STATUS.complete]),
        ),
      );
    if (open) throw new AppError(RC.SALLY_CONTRACT_EXISTS);
    const [c] = await tx
      .insert(sallyContracts)
      .values({
        sallySysId,
        brandSysId,
        status: CONTRACT_STATUS.standby,
        requestedAt: now(),
        lastActor: 'sellover',
        lastActorUserSysId: userSysId,
      })
      .returning({ id: sallyContracts.contractSysId });
    return c!.id;
  }

  return {
    sallyOfUser,
    requireSally,
    bookings,
    countsOf,

    /** GET sally/chksally/{authSysId}: the caller's sally with its counts, or null before sign-up. */
    async chkSally(authSysId: number) {
      const s = await sallyOfUser(authSysId);
      return { sally: s ? await info(s) : null };
    },

    /** GET sally/chkdupsallyname: 1 when the name is valid and free. */
    async chkDupName(name: string) {
      checkName(name);
      return { isUsable: (await nameTaken(name)) ? 0 : 1, sallyName: name };
    },

    /** POST sally: sign up (14+, guardian consent under 19, terms, a free valid name) with a first vendor request. */
    async create(userSysId: number, body: z.output<typeof createSallyRequest>) {
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

    /** GET sally/preregistration/list: contracts of the last three months and the vendors to choose from (before sign-up: the vendors). */
    async preregistrations(userSysId: number, lang: Lang) {
      // before sign-up the list has no contracts, only the vendors the join screen offers
      const s = await sallyOfUser(userSysId);
      const since = monthsBefore(now(), SALLY_POLICY.historyMonths);
      const rows = !s
        ? []
        : await contractsWhere(
            and(
              eq(sallyContracts.sallySysId, s.sallySysId),
              or(
                eq(sallyContracts.status, CONTRACT_STATUS.complete),
                gte(sallyContracts.requestedAt, since),
                gte(sallyContracts.signedAt, since),
                gte(sallyContracts.withdrawnAt, since),
              ),
            ),
          );
      const vendors = await db
        .select({ brandSysId: brands.brandSysId, name: brands.name, nameEn: brands.nameEn, imageUrl: brands.imageUrl })
        .from(brands)
        .orderBy(asc(brands.name));
      return {
        contracts: rows.map((r) => presentContract(r, lang)),
        vendors: vendors.map((b) => ({
          brandSysId: b.brandSysId,
          brandName: (lang === 'en' && b.nameEn) || b.name,
          brandImageUrl: b.imageUrl,
        })),
      };
    },

    /** PUT sally/preregistration: ask one more vendor (standby). */
    async requestContract(userSysId: number, brandSysId: number) {
      const s = await requireSally(userSysId);
      const id = await withTx(db, (tx) => request(tx, s.sallySysId, brandSysId, userSysId));
      const [row] = await contractsWhere(and(eq(sallyContracts.contractSysId, id)));
      return { contract: presentContract(row!) };
    },

    /**
     * PATCH sally/preregistration/contract/{id}: one move of the state table, by the sellover of the
     * contract or by the vendor (staff acting for it). A move the table does not list answers 8208.
     */
    async moveContract(contractSysId: number, to: number, caller: SellerCaller) {
      const [c] = await contractsWhere(and(eq(sallyContracts.contractSysId, contractSysId)));
      if (!c) throw new AppError(RC.SALLY_CONTRACT_MOVE_REFUSED);
      let actor: ContractActor;
      if (caller.staff) actor = 'vendor';
      else {
        const s = await sallyOfUser(caller.userSysId);
        // another sellover's contract is not revealed
        if (!s || s.sallySysId !== c.sallySysId) throw new AppError(RC.SALLY_CONTRACT_MOVE_REFUSED);
        actor = 'sellover';
      }
      const move = findContractTransition(c.status, to, actor);
      if (!move) throw new AppError(RC.SALLY_CONTRACT_MOVE_REFUSED);
      const t = now();
      const [done] = await db
        .update(sallyContracts)
        .set({
          status: move.to,
          [move.stamps]: t,
          lastActor: actor,
          lastActorUserSysId: caller.userSysId,
        })
        // conditional on the state read: a concurrent move changes nothing here
        .where(and(eq(sallyContracts.contractSysId, contractSysId), eq(sallyContracts.status, move.from)))
        .returning({ id: sallyContracts.contractSysId });
      if (!done) throw new AppError(RC.SALLY_CONTRACT_MOVE_REFUSED);
      if (move.to === CONTRACT_STATUS.complete) {
        // the member becomes a sellover (the role shown in the back-office; rights come from contracts)
        await db
          .update(users)
          .set({ role: 'sellover' })
          .where(
            and(
              eq(
                users.userSysId,
                sql`(select ${sallies.userSysId} from ${sallies} where ${sallies.sallySysId} = ${c.sallySysId})`,
              ),
              eq(users.role, 'buyer'),
            ),
          );
      }
      const [row] = await contractsWhere(and(eq(sallyContracts.contractSysId, contractSysId)));
      return { contract: presentContract(row!) };
    },

    /** GET sally/preregistration/vendor/list: a vendor's requests and contracts (back-office). */
    async vendorContracts(brandSysId: number, status: number | undefined) {
      const rows = await contractsWhere(
        status === undefined
          ? and(eq(sallyContracts.brandSysId, brandSysId))
          : and(eq(sallyContracts.brandSysId, brandSysId), eq(sallyContracts.status, status)),
      );
      return { contracts: rows.map((r) => presentContract(r)) };
    },

    /**
     * POST sally/broadcastsally: the vendor books a sellover with a complete contract with the
     * broadcast's brand for a schedule; the sellover becomes the broadcast's host (may stream, answer, pin).
     */
    async book(scheduleId: number, sallySysId: number) {
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
      const [c] = await db
        .select({ id: sallyContracts.contractSysId, userSysId: sallies.userSysId })
        .from(sallyContracts)
        .innerJoin(sallies, eq(sallies.sallySysId, sallyContracts.sallySysId))
        .where(
          and(
            eq(sallyContracts.sallySysId, sallySysId),
            eq(sallyContracts.brandSysId, s.brandSysId),
            eq(sallyContracts.status, CONTRACT_STATUS.complete),
          ),
        );
      if (!c) throw new AppError(RC.SALLY_NO_CONTRACT);
      const id = await withTx(db, async (tx) => {
        const [b] = await tx
          .insert(broadcastSallies)
          .values({ broadcastScheduleSysId: scheduleId, sallySysId, contractSysId: c.id, createdAt: now() })
          .onConflictDoUpdate({
            target: broadcastSallies.broadcastScheduleSysId,
            set: { sallySysId, contractSysId: c.id, confirmedAt: null },
          })
          .returning({ id: broadcastSallies.broadcastSallySysId });
        await tx
          .update(broadcasts)
          .set({ hostUserSysId: c.userSysId })
          .where(eq(broadcasts.broadcastSysId, s.broadcastSysId));
        return b!.id;
      });
      return { broadcastSallySysId: id };
    },

    /** PUT sally/broadcastsally/{id}: the sellover confirms the content of a booked broadcast (consent ticked). */
    async confirm(broadcastSallySysId: number, userSysId: number, agree: boolean, lang: Lang) {
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
    async sharePlan(userSysId: number, date: string, lang: Lang) {
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
export type SellersService = ReturnType<typeof createSellersService>;
