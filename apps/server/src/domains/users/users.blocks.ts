import { and, count, desc, eq, gt } from 'drizzle-orm';
import {
  RC,
  REPORTS_PER_DAY,
  type reportRequest,
  type GetUsersBlocksListResponse,
  type PostUsersBlocksResponse,
  type DeleteUsersBlocksResponse,
  type PostUsersReportsResponse,
  type GetUsersReportsListResponse,
  type GetUsersSanctionsListResponse,
} from '@lc/contracts';
import type { z } from 'zod';
import { userBlocks, userReports, userSanctions, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { activeUserOf, type UsersDeps } from './users.context.js';

/** Blocking members, reporting them, and the member's own sanctions. */
export function createUsersBlocks(deps: UsersDeps) {
  const { db, now } = deps;
  const activeUser = (userSysId: number) => activeUserOf(db, userSysId);
  return {
    async listBlocks(userSysId: number): Promise<GetUsersBlocksListResponse> {
      const rows = await db
        .select({ userSysId: users.userSysId, nickName: users.nickName, blockedAt: userBlocks.createdAt })
        .from(userBlocks)
        .innerJoin(users, eq(users.userSysId, userBlocks.blockedUserSysId))
        .where(and(eq(userBlocks.userSysId, userSysId), eq(users.status, 'active')))
        .orderBy(desc(userBlocks.createdAt));
      return { blocks: rows.map((r) => ({ ...r, blockedAt: r.blockedAt.toISOString() })) };
    },
    async block(userSysId: number, target: number): Promise<PostUsersBlocksResponse> {
      if (target === userSysId) throw new AppError(RC.SELF_TARGET);
      await activeUser(target);
      await db
        .insert(userBlocks)
        .values({ userSysId, blockedUserSysId: target, createdAt: now() })
        .onConflictDoNothing();
      return {};
    },
    async unblock(userSysId: number, target: number): Promise<DeleteUsersBlocksResponse> {
      await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.userSysId, userSysId), eq(userBlocks.blockedUserSysId, target)));
      return {};
    },

    // reports and sanctions ------------------------------------------------------------------
    async report(userSysId: number, body: z.output<typeof reportRequest>): Promise<PostUsersReportsResponse> {
      if (body.targetUserSysId === userSysId) throw new AppError(RC.SELF_TARGET);
      await activeUser(body.targetUserSysId);
      const at = now();
      const [n] = await db
        .select({ n: count() })
        .from(userReports)
        .where(
          and(eq(userReports.reporterSysId, userSysId), gt(userReports.createdAt, new Date(at.getTime() - 86_400_000))),
        );
      if ((n?.n ?? 0) >= REPORTS_PER_DAY) throw new AppError(RC.REPORT_DAILY_LIMIT);
      const [r] = await db
        .insert(userReports)
        .values({
          reporterSysId: userSysId,
          targetUserSysId: body.targetUserSysId,
          broadcastScheduleSysId: body.broadcastScheduleSysId ?? null,
          reason: body.reason,
          detail: body.detail,
          createdAt: at,
        })
        .returning({ id: userReports.reportSysId });
      return { reportSysId: r!.id };
    },
    async listReports(userSysId: number, startIndex: number, rowCount: number): Promise<GetUsersReportsListResponse> {
      const rows = await db
        .select({ r: userReports, nick: users.nickName })
        .from(userReports)
        .innerJoin(users, eq(users.userSysId, userReports.targetUserSysId))
        .where(eq(userReports.reporterSysId, userSysId))
        .orderBy(desc(userReports.createdAt), desc(userReports.reportSysId))
        .offset(startIndex)
        .limit(rowCount);
      const [t] = await db.select({ n: count() }).from(userReports).where(eq(userReports.reporterSysId, userSysId));
      return {
        totalCount: t?.n ?? 0,
        reports: rows.map(({ r, nick }) => ({
          reportSysId: r.reportSysId,
          targetNickName: nick,
          reason: r.reason as z.output<typeof reportRequest>['reason'],
          detail: r.detail,
          status: r.status as 'received' | 'reviewing' | 'actioned' | 'rejected',
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
    async listSanctions(
      userSysId: number,
      startIndex: number,
      rowCount: number,
    ): Promise<GetUsersSanctionsListResponse> {
      const rows = await db
        .select()
        .from(userSanctions)
        .where(eq(userSanctions.userSysId, userSysId))
        .orderBy(desc(userSanctions.createdAt), desc(userSanctions.sanctionSysId))
        .offset(startIndex)
        .limit(rowCount);
      const [t] = await db.select({ n: count() }).from(userSanctions).where(eq(userSanctions.userSysId, userSysId));
      return {
        totalCount: t?.n ?? 0,
        sanctions: rows.map((s) => ({
          sanctionSysId: s.sanctionSysId,
          kind: s.kind as 'chatBan' | 'forcedExit' | 'suspension',
          reason: s.reason,
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt?.toISOString() ?? null,
          createdAt: s.createdAt.toISOString(),
        })),
      };
    },
  };
}
