import type { z } from 'zod';
import type { adminClaimRow, adminMemberRow, adminScheduleRow, adminStreamKeyResponse } from '@lc/contracts';
import type { broadcastSchedules, broadcasts, claims, streamKeys, users } from '../../db/schema/index.js';
import { iso } from './admin.ops.context.js';

/** A member row of the back-office lists and the member page. */
export function presentMember(u: typeof users.$inferSelect): z.infer<typeof adminMemberRow> {
  return {
    userSysId: u.userSysId,
    userId: u.userId,
    nickName: u.nickName,
    name: u.name,
    mobile: u.mobile,
    role: u.role,
    status: u.status,
    createdAt: u.createdAt.toISOString(),
  };
}

/** A claims-queue row: the claim with its order number, line state, product name and brand. */
export function presentClaimRow(
  c: typeof claims.$inferSelect,
  r: { orderNumber: string; lineStatus: number; name: string; brandSysId: number },
): z.infer<typeof adminClaimRow> {
  return {
    claimSysId: c.claimSysId,
    type: c.type as 'cancel' | 'return' | 'exchange',
    status: c.status,
    orderSysId: c.orderSysId,
    orderNumber: r.orderNumber,
    orderPrdtSysId: c.orderPrdtSysId,
    lineStatus: r.lineStatus,
    name: r.name,
    brandSysId: r.brandSysId,
    reasonCode: c.reasonCode,
    reasonDetail: c.reasonDetail,
    shippingFee: c.shippingFee,
    refundAmount: c.refundAmount,
    denyReason: c.denyReason,
    createdAt: c.createdAt.toISOString(),
  };
}

/** A calendar row: one airing of a broadcast with its product ids. */
export function presentScheduleRow(
  s: typeof broadcastSchedules.$inferSelect,
  b: typeof broadcasts.$inferSelect,
  prdtSysIds: number[],
): z.infer<typeof adminScheduleRow> {
  return {
    broadcastScheduleSysId: s.broadcastScheduleSysId,
    broadcastSysId: b.broadcastSysId,
    title: b.title,
    brandSysId: b.brandSysId,
    hostUserSysId: b.hostUserSysId,
    startDate: s.startDate,
    startTime: s.startTime,
    endTime: s.endTime,
    liveFlag: s.liveFlag,
    viewCnt: s.viewCnt,
    blocked: b.blockedAt !== null,
    highlightUrl: s.highlightUrl,
    replayUrl: s.hlsUrl ?? s.liveUrl,
    prdtSysIds,
  };
}

/** A stream key as staff see it (the key itself is never stored). */
export function presentStreamKey(
  k: typeof streamKeys.$inferSelect,
): z.infer<typeof adminStreamKeyResponse>['keys'][number] {
  return {
    streamKeySysId: k.streamKeySysId,
    broadcastScheduleSysId: k.broadcastScheduleSysId,
    userSysId: k.userSysId,
    createdAt: k.createdAt.toISOString(),
    expiresAt: k.expiresAt.toISOString(),
    firstPublishAt: iso(k.firstPublishAt),
    endedAt: iso(k.endedAt),
    revokedAt: iso(k.revokedAt),
  };
}
