import { and, asc, desc, eq } from 'drizzle-orm';
import {
  ADDRESS_BOOK_MAX,
  RC,
  type addressRequest,
  type GetUsersListaddressResponse,
  type PostUsersAddressResponse,
  type DeleteUsersAddressResponse,
} from '@lc/contracts';
import type { z } from 'zod';
import { withTx } from '../../db/client.js';
import { userAddresses } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { presentAddress } from './users.presenter.js';
import { activeUserOf, type UsersDeps } from './users.context.js';

/** The address book. */
export function createUsersAddresses(deps: UsersDeps) {
  const { db, now } = deps;
  const activeUser = (userSysId: number) => activeUserOf(db, userSysId);
  return {
    async listAddresses(userSysId: number): Promise<GetUsersListaddressResponse> {
      const rows = await db
        .select()
        .from(userAddresses)
        .where(eq(userAddresses.userSysId, userSysId))
        .orderBy(desc(userAddresses.isDefault), asc(userAddresses.addressSysId));
      return { addresses: rows.map(presentAddress) };
    },

    /** POST users/{id}/address: create (max 10) or update by addressSysId; one default; the first is default. */
    async saveAddress(userSysId: number, body: z.output<typeof addressRequest>): Promise<PostUsersAddressResponse> {
      await activeUser(userSysId);
      const row = await withTx(db, async (tx) => {
        const existing = await tx
          .select({ id: userAddresses.addressSysId })
          .from(userAddresses)
          .where(eq(userAddresses.userSysId, userSysId))
          .for('update');
        const { addressSysId, ...fields } = body;
        const makeDefault = fields.isDefault || existing.length === 0;
        if (makeDefault) {
          await tx.update(userAddresses).set({ isDefault: false }).where(eq(userAddresses.userSysId, userSysId));
        }
        if (addressSysId) {
          if (!existing.some((e) => e.id === addressSysId)) throw new AppError(RC.NOT_FOUND);
          const set = makeDefault ? { ...fields, isDefault: true } : { ...fields, isDefault: undefined };
          const [r] = await tx
            .update(userAddresses)
            .set(set)
            .where(and(eq(userAddresses.addressSysId, addressSysId), eq(userAddresses.userSysId, userSysId)))
            .returning();
          return r!;
        }
        if (existing.length >= ADDRESS_BOOK_MAX) throw new AppError(RC.ADDRESS_LIMIT);
        const [r] = await tx
          .insert(userAddresses)
          .values({ ...fields, userSysId, isDefault: makeDefault, createdAt: now() })
          .returning();
        return r!;
      });
      return { address: presentAddress(row) };
    },

    /** DELETE users/{id}/address?addressSysId: the oldest remaining becomes default when the default goes. */
    async deleteAddress(userSysId: number, addressSysId: number): Promise<DeleteUsersAddressResponse> {
      await withTx(db, async (tx) => {
        const [gone] = await tx
          .delete(userAddresses)
          .where(and(eq(userAddresses.addressSysId, addressSysId), eq(userAddresses.userSysId, userSysId)))
          .returning();
        if (!gone) throw new AppError(RC.NOT_FOUND);
        if (gone.isDefault) {
          const [next] = await tx
            .select({ id: userAddresses.addressSysId })
            .from(userAddresses)
            .where(eq(userAddresses.userSysId, userSysId))
            .orderBy(asc(userAddresses.addressSysId))
            .limit(1);
          if (next)
            await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.addressSysId, next.id));
        }
      });
      return {};
    },
  };
}
