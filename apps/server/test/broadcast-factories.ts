import { kstDate, kstTime } from '@lc/contracts';
import type { Db } from '../src/db/client.js';
import { broadcastProducts, broadcasts, broadcastSchedules } from '../src/db/schema/index.js';
import { nextSeq, userIdOf } from './factories.js';
import type { TestContext } from './harness.js';

/** Test broadcasts written straight into the tables (their own flows are tested through the API). */

export interface BroadcastInput {
  brandSysId: number;
  /** `테스트 방송 <n>` by default */
  title?: string;
  titleEn?: string;
  /** the host (a member's user id); none by default */
  hostUserId?: string;
  /** the one product shown; none by default */
  prdtSysId?: number;
}

/** A broadcast of the brand (no schedule); answers its id. */
export async function makeBroadcast(db: Db, b: BroadcastInput): Promise<number> {
  const hostUserSysId = b.hostUserId ? await userIdOf(db, b.hostUserId) : undefined;
  const [row] = await db
    .insert(broadcasts)
    .values({
      brandSysId: b.brandSysId,
      title: b.title ?? `테스트 방송 ${nextSeq()}`,
      ...(b.titleEn ? { titleEn: b.titleEn } : {}),
      ...(hostUserSysId ? { hostUserSysId } : {}),
    })
    .returning({ id: broadcasts.broadcastSysId });
  if (b.prdtSysId) await db.insert(broadcastProducts).values({ broadcastSysId: row!.id, prdtSysId: b.prdtSysId });
  return row!.id;
}

export interface ScheduleInput {
  /** when the show starts (or started) */
  start: Date;
  /** how long it is (an hour by default) */
  minutes?: number;
  /** 0 scheduled (default), 1 on air, 2 ended: started at `start` unless scheduled */
  liveFlag?: 0 | 1 | 2;
  viewCnt?: number;
}

/** A broadcast of the brand with one schedule (scheduled unless told); answers both ids. */
export async function makeScheduledBroadcast(db: Db, b: BroadcastInput & ScheduleInput) {
  const broadcastSysId = await makeBroadcast(db, b);
  const liveFlag = b.liveFlag ?? 0;
  const end = new Date(b.start.getTime() + (b.minutes ?? 60) * 60_000);
  const [s] = await db
    .insert(broadcastSchedules)
    .values({
      broadcastSysId,
      startDate: kstDate(b.start),
      startTime: kstTime(b.start),
      endTime: kstTime(end),
      liveFlag,
      liveStartDate: liveFlag ? b.start : null,
      ...(b.viewCnt !== undefined ? { viewCnt: b.viewCnt } : {}),
    })
    .returning({ id: broadcastSchedules.broadcastScheduleSysId });
  return { broadcastSysId, broadcastScheduleSysId: s!.id };
}

/**
 * A broadcast of the brand with the product, on air now (started ten minutes ago, three hours long
 * unless told otherwise), hosted by the demo seller unless told otherwise; answers its schedule (the live room).
 */
export async function makeLiveBroadcast(
  t: TestContext,
  b: { brandSysId: number; prdtSysId: number; title?: string; hostUserId?: string; hours?: number },
): Promise<number> {
  const live = await makeScheduledBroadcast(t.database.db, {
    brandSysId: b.brandSysId,
    prdtSysId: b.prdtSysId,
    title: b.title ?? `테스트 라이브 ${nextSeq()}`,
    hostUserId: b.hostUserId ?? 'seller@demo.kr',
    start: new Date(t.clock.now - 600_000),
    minutes: (b.hours ?? 3) * 60 + 10,
    liveFlag: 1,
  });
  return live.broadcastScheduleSysId;
}
