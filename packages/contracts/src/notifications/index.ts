import { z } from 'zod';
import { flag } from '../auth/index.js';

/**
 * Push settings (shopping §3, §9): coupons/gifts, events, orders, live broadcasts. Marketing kinds
 * (coupons/gifts, events, live broadcasts) are off until the member opts in; orders (transactional) are
 * on. Marketing pushes at night (21:00–08:00 KST) need a separate consent (Korean Network Act art. 50).
 */
export const MARKETING_PUSH_KINDS = ['couponPresentFlag', 'eventFlag', 'liveBroadcastFlag'] as const;
export const PUSH_DEFAULTS = {
  couponPresentFlag: false,
  eventFlag: false,
  liveBroadcastFlag: false,
  orderFlag: true,
  nightFlag: false,
} as const;
export const NIGHT_HOURS_KST = { from: 21, to: 8 } as const;

export const pushSettings = z.object({
  couponPresentFlag: z.boolean(),
  eventFlag: z.boolean(),
  liveBroadcastFlag: z.boolean(),
  orderFlag: z.boolean(),
  nightFlag: z.boolean(),
  /** when the member last consented to marketing pushes (null: never / withdrawn) */
  marketingConsentAt: z.string().nullable(),
  nightConsentAt: z.string().nullable(),
});
export type PushSettings = z.infer<typeof pushSettings>;
export const pushSettingsResponse = z.object({ push: pushSettings });
export type PushSettingsResponse = z.infer<typeof pushSettingsResponse>;
export const pushSettingsRequest = z
  .object({
    couponPresentFlag: flag.optional(),
    eventFlag: flag.optional(),
    liveBroadcastFlag: flag.optional(),
    orderFlag: flag.optional(),
    nightFlag: flag.optional(),
  })
  .strict();
export type PushSettingsRequest = z.input<typeof pushSettingsRequest>;

/** May a push of `kind` be sent now? Pure, for the sender (later work) and tests. */
export function pushAllowed(
  s: Pick<PushSettings, (typeof MARKETING_PUSH_KINDS)[number] | 'orderFlag' | 'nightFlag'>,
  kind: (typeof MARKETING_PUSH_KINDS)[number] | 'orderFlag',
  at: Date,
): boolean {
  if (!s[kind]) return false;
  if (kind === 'orderFlag') return true;
  const hourKst = (at.getUTCHours() + 9) % 24;
  const night = hourKst >= NIGHT_HOURS_KST.from || hourKst < NIGHT_HOURS_KST.to;
  return !night || s.nightFlag;
}
export * from './responses.js';
