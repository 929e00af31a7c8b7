import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { CONTRACT_STATUS, RC, SCHEDULE_TYPES, isValidSallyName, type SallyInfo } from '@lc/contracts';
import type { Db, Queryable } from '../../db/client.js';
import {
  brands,
  broadcastSallies,
  broadcastSchedules,
  broadcasts,
  sallies,
  sallyContracts,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { broadcastCardColumns } from '../../shared/broadcast-cards.js';
import { scheduleTypeOf, type BookingRow } from './sellers.presenter.js';

export type SallyRow = typeof sallies.$inferSelect;
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

export const contractColumns = {
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

/** What the seller parts share: the sally lookups, bookings, counts and contract queries. */
export function createSellersContext(deps: { db: Db; now: () => Date }) {
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
        ...broadcastCardColumns,
        broadcastSallySysId: broadcastSallies.broadcastSallySysId,
        confirmedAt: broadcastSallies.confirmedAt,
        sallySysId: broadcastSallies.sallySysId,
        brandSysId: brands.brandSysId,
        brandName: brands.name,
        brandNameEn: brands.nameEn,
        likeCnt: broadcastSchedules.likeCnt,
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
    db,
    now,
    sallyOfUser,
    requireSally,
    nameTaken,
    checkName,
    bookings,
    countsOf,
    info,
    contractsWhere,
    request,
  };
}

export type SellersContext = ReturnType<typeof createSellersContext>;
