import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import {
  CONTRACT_STATUS,
  RC,
  SALLY_POLICY,
  findContractTransition,
  type ContractActor,
  type Lang,
  type GetSallyPreregistrationListResponse,
  type PutSallyPreregistrationResponse,
  type PatchSallyPreregistrationContractResponse,
  type GetSallyPreregistrationVendorListResponse,
} from '@lc/contracts';
import { withTx } from '../../db/client.js';
import { brands, sallies, sallyContracts, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { presentContract } from './sellers.presenter.js';
import { monthsBefore, type SellerCaller, type SellersContext } from './sellers.context.js';

/** Contracts between sellovers and vendors, moved as the state table decides. */
export function createSellersContracts(ctx: SellersContext) {
  const { db, now, sallyOfUser, requireSally, contractsWhere, request } = ctx;
  return {
    /** GET sally/preregistration/list: contracts of the last three months and the vendors to choose from (before sign-up: the vendors). */
    async preregistrations(userSysId: number, lang: Lang): Promise<GetSallyPreregistrationListResponse> {
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
    async requestContract(userSysId: number, brandSysId: number): Promise<PutSallyPreregistrationResponse> {
      const s = await requireSally(userSysId);
      const id = await withTx(db, (tx) => request(tx, s.sallySysId, brandSysId, userSysId));
      const [row] = await contractsWhere(and(eq(sallyContracts.contractSysId, id)));
      return { contract: presentContract(row!) };
    },

    /**
     * PATCH sally/preregistration/contract/{id}: one move of the state table, by the sellover of the
     * contract or by the vendor (staff acting for it). A move the table does not list answers 8208.
     */
    async moveContract(
      contractSysId: number,
      to: number,
      caller: SellerCaller,
    ): Promise<PatchSallyPreregistrationContractResponse> {
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
    async vendorContracts(
      brandSysId: number,
      status: number | undefined,
    ): Promise<GetSallyPreregistrationVendorListResponse> {
      const rows = await contractsWhere(
        status === undefined
          ? and(eq(sallyContracts.brandSysId, brandSysId))
          : and(eq(sallyContracts.brandSysId, brandSysId), eq(sallyContracts.status, status)),
      );
      return { contracts: rows.map((r) => presentContract(r)) };
    },
  };
}
