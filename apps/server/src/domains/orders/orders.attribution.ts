import { and, eq, inArray } from 'drizzle-orm';
import { kstInstant } from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { broadcastProducts, broadcastSchedules, broadcasts } from '../../db/schema/index.js';

/**
 * Sales per broadcast (issue 14 item 4): the show an order came from. The browser names it (the
 * order was opened from the show's player, live or replay) or a line carries it (bought with the
 * show's live price). It is kept only when the show exists, is not blocked, has started (on air,
 * ended or its replay: never a show that has not begun) and sells at least one product of the order;
 * anything else leaves the order unattributed rather than refusing a purchase (docs/decisions.md).
 */
export async function attributeOrder(
  db: Db,
  now: () => Date,
  requested: number | null | undefined,
  lines: readonly { prdtSysId: number; broadcastScheduleSysId?: number | null | undefined }[],
): Promise<number | null> {
  const candidate = requested ?? lines.find((l) => l.broadcastScheduleSysId)?.broadcastScheduleSysId ?? null;
  if (!candidate) return null;
  const [s] = await db
    .select({
      id: broadcastSchedules.broadcastScheduleSysId,
      broadcastSysId: broadcastSchedules.broadcastSysId,
      startDate: broadcastSchedules.startDate,
      startTime: broadcastSchedules.startTime,
      liveFlag: broadcastSchedules.liveFlag,
      liveStartDate: broadcastSchedules.liveStartDate,
      blockedAt: broadcasts.blockedAt,
    })
    .from(broadcastSchedules)
    .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
    .where(eq(broadcastSchedules.broadcastScheduleSysId, candidate));
  if (!s || s.blockedAt) return null;
  const started =
    s.liveFlag !== 0 || s.liveStartDate !== null || kstInstant(s.startDate, s.startTime).getTime() <= now().getTime();
  if (!started) return null;
  const ids = [...new Set(lines.map((l) => l.prdtSysId))];
  const [sold] = await db
    .select({ id: broadcastProducts.prdtSysId })
    .from(broadcastProducts)
    .where(and(eq(broadcastProducts.broadcastSysId, s.broadcastSysId), inArray(broadcastProducts.prdtSysId, ids)))
    .limit(1);
  return sold ? s.id : null;
}
