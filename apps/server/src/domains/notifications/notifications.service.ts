import { eq } from 'drizzle-orm';
import {
  MARKETING_PUSH_KINDS,
  PUSH_DEFAULTS,
  RC,
  type PushSettings,
  type pushSettingsRequest,
  type GetUsersPushInfoResponse,
  type PatchUsersPushInfoResponse,
} from '@lc/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { userPushSettings, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

type Row = typeof userPushSettings.$inferSelect;

/** A member's push settings on the wire: the defaults where the member has never saved any. */
export const presentPushSettings = (r: Row | undefined): PushSettings => ({
  couponPresentFlag: r?.couponPresentFlag ?? PUSH_DEFAULTS.couponPresentFlag,
  eventFlag: r?.eventFlag ?? PUSH_DEFAULTS.eventFlag,
  liveBroadcastFlag: r?.liveBroadcastFlag ?? PUSH_DEFAULTS.liveBroadcastFlag,
  orderFlag: r?.orderFlag ?? PUSH_DEFAULTS.orderFlag,
  nightFlag: r?.nightFlag ?? PUSH_DEFAULTS.nightFlag,
  marketingConsentAt: r?.marketingConsentAt?.toISOString() ?? null,
  nightConsentAt: r?.nightConsentAt?.toISOString() ?? null,
});

/** Push settings (users/{id}/push/info). Consent times are recorded when a marketing or night flag turns on. */
export function createNotificationsService(db: Db, now: () => Date) {
  async function current(userSysId: number): Promise<Row | undefined> {
    const [u] = await db.select({ status: users.status }).from(users).where(eq(users.userSysId, userSysId));
    if (!u || u.status === 'withdrawn') throw new AppError(RC.NOT_FOUND);
    const [r] = await db.select().from(userPushSettings).where(eq(userPushSettings.userSysId, userSysId));
    return r;
  }
  return {
    async get(userSysId: number): Promise<GetUsersPushInfoResponse> {
      return { push: presentPushSettings(await current(userSysId)) };
    },
    async update(userSysId: number, body: z.output<typeof pushSettingsRequest>): Promise<PatchUsersPushInfoResponse> {
      const before = presentPushSettings(await current(userSysId));
      const next = { ...before, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) };
      const at = now();
      const anyMarketing = MARKETING_PUSH_KINDS.some((k) => next[k]);
      const turnedOnMarketing = MARKETING_PUSH_KINDS.some((k) => next[k] && !before[k]);
      // night-time marketing pushes only make sense with a marketing kind on; the consent is separate
      const nightFlag = next.nightFlag && anyMarketing;
      const values = {
        couponPresentFlag: next.couponPresentFlag,
        eventFlag: next.eventFlag,
        liveBroadcastFlag: next.liveBroadcastFlag,
        orderFlag: next.orderFlag,
        nightFlag,
        marketingConsentAt: anyMarketing
          ? turnedOnMarketing || !before.marketingConsentAt
            ? at
            : new Date(before.marketingConsentAt)
          : null,
        nightConsentAt: nightFlag
          ? before.nightFlag && before.nightConsentAt
            ? new Date(before.nightConsentAt)
            : at
          : null,
        updatedAt: at,
      };
      const [r] = await db
        .insert(userPushSettings)
        .values({ userSysId, ...values })
        .onConflictDoUpdate({ target: userPushSettings.userSysId, set: values })
        .returning();
      return { push: presentPushSettings(r) };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
