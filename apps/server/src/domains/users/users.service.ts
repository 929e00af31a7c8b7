import { eq } from 'drizzle-orm';
import { RC } from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { presentUser } from './users.presenter.js';

export function createUsersService(db: Db) {
  return {
    async profile(userSysId: number, viewerId: number) {
      const [row] = await db.select().from(users).where(eq(users.userSysId, userSysId));
      if (!row || row.status === 'withdrawn') throw new AppError(RC.NOT_FOUND);
      return { user: presentUser(row, row.userSysId === viewerId) };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
