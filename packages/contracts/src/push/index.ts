import { z } from 'zod';

/**
 * Reach (issue 16): push devices ("topic registration"), the alert list every push also lands in,
 * operators' event (advertising) pushes, short links replacing `firebase/shortlink`, and client error
 * logs (`analytics/consolelog`).
 *
 * Topic registration (the spec leaves the path open): `POST users/{id}/push/topics` registers this
 * device — a browser's Web Push subscription, or a native shell's push token — and
 * `DELETE users/{id}/push/topics` removes it. `GET push/vapidkey` answers the server's public VAPID key.
 */
export const PUSH_PLATFORMS = ['web', 'ios', 'aos'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

const b64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/);
export const webPushSubscription = z.object({
  endpoint: z.string().url().max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: b64url.min(80).max(200), auth: b64url.min(16).max(100) }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscription>;

export const pushTopicRequest = z.union([
  z.object({
    platform: z.literal('web'),
    subscription: webPushSubscription,
    lang: z.enum(['ko', 'en']).optional(),
  }),
  z.object({
    platform: z.enum(['ios', 'aos']),
    token: z.string().min(8).max(1000),
    lang: z.enum(['ko', 'en']).optional(),
  }),
]);
export type PushTopicRequest = z.input<typeof pushTopicRequest>;
export const pushTopicResponse = z.object({ subscriptionSysId: z.number(), devices: z.number() });
export const pushTopicDeleteRequest = z.object({ endpoint: z.string().min(8).max(1000) });
export const vapidKeyResponse = z.object({ publicKey: z.string() });

/** What a push is about, and the push setting (shopping §3) it falls under. */
export const ALERT_TYPES = {
  liveStart: 'liveBroadcastFlag',
  orderPaid: 'orderFlag',
  orderDispatched: 'orderFlag',
  orderDelivered: 'orderFlag',
  claimResult: 'orderFlag',
  couponGranted: 'couponPresentFlag',
  couponExpiring: 'couponPresentFlag',
  event: 'eventFlag',
  /** staff or the brand seller answered the member's product question / 1:1 inquiry (issue 12) */
  questionAnswered: 'orderFlag',
  inquiryAnswered: 'orderFlag',
} as const;
export type AlertType = keyof typeof ALERT_TYPES;
/**
 * Advertising under the Network Act art. 50 (issue 33): sent only with the member's advertising push
 * consent (and the night consent at night), in the words of `formatAdvertisement` ((광고), sender,
 * free opt-out). Operators' events, coupons granted or about to expire (they invite a purchase) and
 * the start of a reserved live show (a sales broadcast). Everything else is transactional: order,
 * payment, delivery and claim notices and answers to the member's own questions.
 */
export const ADVERTISING_ALERT_TYPES: readonly AlertType[] = ['event', 'couponGranted', 'couponExpiring', 'liveStart'];

export const alertItem = z.object({
  alertSysId: z.number(),
  type: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type AlertItem = z.infer<typeof alertItem>;
export const alertListResponse = z.object({ alerts: z.array(alertItem), totalCount: z.number() });
export type AlertListResponse = z.infer<typeof alertListResponse>;

/** The payload a push carries to the service worker (also the native shells' data message). */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  alertSysId: z.number(),
});
export type PushPayload = z.infer<typeof pushPayload>;

export const pushCampaignRequest = z.object({
  title: z.string().trim().min(1).max(50),
  body: z.string().trim().min(1).max(200),
  /** a path on this site: checked by `ownSitePath` (refused with 8505), the one test short links use too */
  url: z.string().min(1).max(300),
});

/** POST firebase/shortlink {longDynamicLink} → {shortLink}: a short URL on our host that redirects. */
export const shortLinkRequest = z.object({ longDynamicLink: z.string().min(1).max(1000) });
export const shortLinkResponse = z.object({ shortLink: z.string(), previewLink: z.string().optional() });
export const SHORT_LINK_PREFIX = '/s/';

/** POST analytics/consolelog {log}: one client error line (a string, or an object the web sends). */
export const CONSOLE_LOG_LEVELS = ['error', 'chunk', 'warn', 'info'] as const;
export const consoleLogRequest = z.object({
  log: z.union([
    z.string().min(1),
    z.object({
      level: z.enum(CONSOLE_LOG_LEVELS).default('error'),
      message: z.string().min(1),
      page: z.string().max(2000).optional(),
      webVersion: z.string().max(20).optional(),
    }),
  ]),
});
export type ConsoleLogRequest = z.input<typeof consoleLogRequest>;
export const consoleLogItem = z.object({
  logSysId: z.number(),
  createdAt: z.string(),
  level: z.string(),
  message: z.string(),
  page: z.string().nullable(),
  userAgent: z.string().nullable(),
  webVersion: z.string().nullable(),
  userSysId: z.number().nullable(),
});
export const consoleLogListResponse = z.object({ logs: z.array(consoleLogItem), totalCount: z.number() });

/** shopping §9: chunk loading of screens times out after 120 s, then the reload prompt. */
export const CHUNK_TIMEOUT_MS = 120_000;
export * from './responses.js';
