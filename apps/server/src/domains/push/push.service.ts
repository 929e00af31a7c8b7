import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import webpush from 'web-push';
import {
  ALERT_TYPES,
  RC,
  ownSitePath,
  type AlertItem,
  type AlertType,
  type Lang,
  type PushPayload,
  type PushSettings,
  type pushCampaignRequest,
  type pushTopicRequest,
  type DeleteUsersPushTopicsResponse,
  type GetUsersPushTopicsResponse,
  type PatchUsersAlertsReadResponse,
} from '@lc/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import { memberAlerts, pushCampaigns, pushSubscriptions, userPushSettings } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { presentPushSettings } from '../notifications/notifications.service.js';
import type { Advertising } from '../consents/advertising.js';
import { PUSH_POLICY, alertText, alertUrl, endpointAllowed, isAdvertising } from './push.policy.js';
import { createAlertCollector } from './push.collect.js';
import type { VapidKeys } from './push.keys.js';

type AlertRow = typeof memberAlerts.$inferSelect;

export interface PushDeps {
  db: Db;
  now: () => Date;
  vapid: VapidKeys;
  /** extra push-service origins allowed for endpoints (PUSH_EXTRA_ORIGINS) */
  extraOrigins: readonly string[];
  /** this node, recorded on the rows it claims */
  node: string;
  log: (msg: string, err?: unknown) => void;
  /** the HTTP client (tests may wrap it) */
  fetch?: typeof fetch;
  /** the advertising gate: consent at send time and the words of every advertisement (issue 33) */
  advertising: Advertising;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * The alert's title and text: an advertising alert (ADVERTISING_ALERT_TYPES) in the words of
 * `formatAdvertisement` ((광고), the sender, the free opt-out), on the device and in the list alike.
 */
export function alertWords(r: Pick<AlertRow, 'type' | 'params'>, lang: Lang, ads: Pick<Advertising, 'format'>) {
  const text = alertText(r.type, r.params, lang);
  return isAdvertising(r.type as AlertType) ? ads.format('push', text) : text;
}

export function presentAlert(r: AlertRow, lang: Lang, ads: Pick<Advertising, 'format'>): AlertItem {
  const text = alertWords(r, lang, ads);
  return {
    alertSysId: r.alertSysId,
    type: r.type,
    kind: r.kind,
    title: text.title ?? '',
    body: text.body,
    url: alertUrl(r.url),
    createdAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
  };
}

/** Web push (issue 16): devices, the alert list, collecting events into it and sending each once. */
export function createPushService(deps: PushDeps) {
  const { db, now, vapid } = deps;
  const doFetch = deps.fetch ?? fetch;
  const collect = createAlertCollector(db, now);

  async function settingsOf(userSysId: number): Promise<PushSettings> {
    const [r] = await db.select().from(userPushSettings).where(eq(userPushSettings.userSysId, userSysId));
    return presentPushSettings(r);
  }

  /**
   * May this alert be pushed to its member now? The member's topic switch (push settings) and, for
   * advertising, the advertising gate at this very moment: the push consent and, at night, the night
   * consent (`marketing_consents`; the push settings' older night switch is no longer on screen and
   * not read). Refused pushes are dropped, not held for the morning (docs/decisions.md).
   */
  async function mayPush(row: AlertRow, settings: PushSettings, at: Date): Promise<boolean> {
    const kind = ALERT_TYPES[row.type as AlertType];
    if (!kind || !settings[kind]) return false;
    if (!isAdvertising(row.type as AlertType)) return true;
    return (await deps.advertising.decide(row.userSysId, 'push', at)).allowed;
  }

  /** Sends one payload to one Web Push subscription; 'gone' when the push service says 404/410. */
  async function sendWeb(
    sub: typeof pushSubscriptions.$inferSelect,
    payload: PushPayload,
  ): Promise<'ok' | 'gone' | 'failed'> {
    // web-push encrypts (aes128gcm) and signs (VAPID); the request itself goes through fetch so that
    // a timeout applies and a local push service may be plain HTTP in tests
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh ?? '', auth: sub.auth ?? '' } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: PUSH_POLICY.ttlSeconds,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
      },
    );
    try {
      const res = await doFetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(PUSH_POLICY.sendTimeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 404 || res.status === 410) return 'gone';
      if (res.status >= 200 && res.status < 300) return 'ok';
      deps.log(`push service answered ${res.status}`);
      return 'failed';
    } catch (err) {
      deps.log('push send failed', err);
      return 'failed';
    }
  }

  /** Claims pending pushes (FOR UPDATE SKIP LOCKED): two nodes never take the same row. */
  async function claim(at: Date): Promise<AlertRow[]> {
    const lease = new Date(at.getTime() - PUSH_POLICY.claimLeaseMs);
    const res = await db.execute(sql`
      update member_alerts set push_state = 'claimed', push_claimed_by = ${deps.node}, push_claimed_at = ${at}
      where alert_sys_id in (
        select alert_sys_id from member_alerts
        where push_state = 'pending' or (push_state = 'claimed' and push_claimed_at < ${lease})
        order by alert_sys_id limit ${PUSH_POLICY.batch}
        for update skip locked)
      returning alert_sys_id`);
    const ids = rowsOf<{ alert_sys_id: number }>(res).map((r) => Number(r.alert_sys_id));
    if (ids.length === 0) return [];
    return db.select().from(memberAlerts).where(inArray(memberAlerts.alertSysId, ids)).orderBy(memberAlerts.alertSysId);
  }

  async function finish(id: number, state: string, devices: number) {
    await db
      .update(memberAlerts)
      .set({ pushState: state, pushDoneAt: now(), pushDevices: devices })
      .where(and(eq(memberAlerts.alertSysId, id), eq(memberAlerts.pushClaimedBy, deps.node)));
  }

  /** Sends the pending pushes this node could claim; answers how many went out and how many were held. */
  async function dispatch(): Promise<{ sent: number; skipped: number; nodevice: number; failed: number }> {
    const out = { sent: 0, skipped: 0, nodevice: 0, failed: 0 };
    for (;;) {
      const at = now();
      const rows = await claim(at);
      if (rows.length === 0) return out;
      for (const row of rows) {
        const settings = await settingsOf(row.userSysId);
        if (!(await mayPush(row, settings, at))) {
          await finish(row.alertSysId, 'skipped', 0);
          out.skipped += 1;
          continue;
        }
        const subs = await db
          .select()
          .from(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userSysId, row.userSysId), eq(pushSubscriptions.platform, 'web')));
        let delivered = 0;
        let failed = 0;
        for (const sub of subs) {
          const text = alertWords(row, sub.lang === 'en' ? 'en' : 'ko', deps.advertising);
          const r = await sendWeb(sub, {
            title: text.title ?? '',
            body: text.body,
            url: alertUrl(row.url),
            tag: `alert-${row.alertSysId}`,
            alertSysId: row.alertSysId,
          });
          if (r === 'ok') {
            delivered += 1;
            await db
              .update(pushSubscriptions)
              .set({ lastSentAt: at })
              .where(eq(pushSubscriptions.subscriptionSysId, sub.subscriptionSysId));
          } else if (r === 'gone') {
            // the browser unsubscribed or the subscription expired: forget it
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.subscriptionSysId, sub.subscriptionSysId));
          } else failed += 1;
        }
        const state = delivered > 0 ? 'sent' : failed > 0 ? 'failed' : 'nodevice';
        await finish(row.alertSysId, state, delivered);
        out[state === 'sent' ? 'sent' : state === 'failed' ? 'failed' : 'nodevice'] += 1;
      }
    }
  }

  return {
    vapidPublicKey: () => vapid.publicKey,

    /** POST users/{id}/push/topics: registers this device for the member (from another member only with its keys). */
    async register(
      userSysId: number,
      sessionId: string | undefined,
      body: z.output<typeof pushTopicRequest>,
      lang: Lang,
    ) {
      const at = now();
      const values =
        body.platform === 'web'
          ? {
              platform: 'web',
              endpoint: body.subscription.endpoint,
              p256dh: body.subscription.keys.p256dh,
              auth: body.subscription.keys.auth,
            }
          : { platform: body.platform, endpoint: body.token, p256dh: null, auth: null };
      if (body.platform === 'web' && !endpointAllowed(values.endpoint, deps.extraOrigins))
        throw new AppError(RC.PUSH_ENDPOINT_REFUSED);
      const row = { ...values, userSysId, sessionId: sessionId ?? null, lang: body.lang ?? lang, createdAt: at };
      return withTx(db, async (tx) => {
        // issue 25: a browser endpoint moves to another member only with its keys (proof of holding it)
        const [r] = await tx
          .insert(pushSubscriptions)
          .values(row)
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: row,
            setWhere: sql`${pushSubscriptions.userSysId} = ${userSysId} or ${pushSubscriptions.platform} <> 'web'
              or (${pushSubscriptions.p256dh} = excluded.p256dh and ${pushSubscriptions.auth} = excluded.auth)`,
          })
          .returning({ id: pushSubscriptions.subscriptionSysId });
        if (!r) throw new AppError(RC.PUSH_ENDPOINT_TAKEN);
        // a member keeps at most maxDevicesPerMember devices: the oldest go
        const mine = await tx
          .select({ id: pushSubscriptions.subscriptionSysId })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userSysId, userSysId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.subscriptionSysId));
        const extra = mine.slice(PUSH_POLICY.maxDevicesPerMember).map((m) => m.id);
        if (extra.length) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.subscriptionSysId, extra));
        return { subscriptionSysId: r!.id, devices: Math.min(mine.length, PUSH_POLICY.maxDevicesPerMember) };
      });
    },

    /** DELETE users/{id}/push/topics: this device stops receiving the member's pushes. */
    async unregister(userSysId: number, endpoint: string): Promise<DeleteUsersPushTopicsResponse> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userSysId, userSysId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.subscriptionSysId });
      return { removed: gone.length };
    },

    /** Logout (or any session end): the devices that session registered stop receiving pushes. */
    async dropSessions(sessionIds: string[]) {
      if (sessionIds.length === 0) return 0;
      const gone = await db
        .delete(pushSubscriptions)
        .where(inArray(pushSubscriptions.sessionId, sessionIds))
        .returning({ id: pushSubscriptions.subscriptionSysId });
      return gone.length;
    },

    async devices(userSysId: number): Promise<GetUsersPushTopicsResponse> {
      const rows = await db
        .select({ platform: pushSubscriptions.platform, createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userSysId, userSysId));
      return { devices: rows.map((r) => ({ platform: r.platform, createdAt: r.createdAt.toISOString() })) };
    },

    /** GET users/{id}/alerts/list: the member's alerts, newest first, in the reader's language. */
    async list(userSysId: number, startIndex: number, rowCount: number, lang: Lang) {
      await collect().catch((err: unknown) => deps.log('collect alerts', err));
      const rows = await db
        .select()
        .from(memberAlerts)
        .where(eq(memberAlerts.userSysId, userSysId))
        .orderBy(desc(memberAlerts.createdAt), desc(memberAlerts.alertSysId))
        .limit(rowCount)
        .offset(startIndex);
      const [c] = await db.select({ n: count() }).from(memberAlerts).where(eq(memberAlerts.userSysId, userSysId));
      return { alerts: rows.map((r) => presentAlert(r, lang, deps.advertising)), totalCount: Number(c?.n ?? 0) };
    },

    /** PATCH users/{id}/alerts/read: everything in the list counts as read. */
    async markRead(userSysId: number): Promise<PatchUsersAlertsReadResponse> {
      const r = await db
        .update(memberAlerts)
        .set({ readAt: now() })
        .where(and(eq(memberAlerts.userSysId, userSysId), isNull(memberAlerts.readAt)))
        .returning({ id: memberAlerts.alertSysId });
      return { read: r.length };
    },

    /** POST push/events (staff): an advertising push to every member with event pushes on. */
    async campaign(staffSysId: number, body: z.output<typeof pushCampaignRequest>) {
      const url = ownSitePath(body.url);
      if (url === null) throw new AppError(RC.PUSH_LINK_FOREIGN);
      const [c] = await db
        .insert(pushCampaigns)
        .values({ ...body, url, createdBy: staffSysId, createdAt: now() })
        .returning();
      const queued = await collect();
      return { campaignSysId: c!.campaignSysId, queued };
    },

    collect,
    dispatch,
    /** one round of the jobs role: collect, then send */
    async runOnce() {
      const collected = await collect();
      const sent = await dispatch();
      return { collected, ...sent };
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
