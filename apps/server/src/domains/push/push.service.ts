import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import webpush from 'web-push';
import {
  ALERT_TYPES,
  RC,
  pushAllowed,
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
import {
  CLAIM_RESULT_STATUSES,
  PUSH_POLICY,
  alertText,
  endpointAllowed,
  hasMarketingConsent,
  isAdvertising,
} from './push.policy.js';
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
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export function presentAlert(r: AlertRow, lang: Lang): AlertItem {
  const text = alertText(r.type, r.params, lang);
  return {
    alertSysId: r.alertSysId,
    type: r.type,
    kind: r.kind,
    title: text.title,
    body: text.body,
    url: r.url,
    createdAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
  };
}

/** Web push (issue 16): devices, the alert list, collecting events into it and sending each once. */
export function createPushService(deps: PushDeps) {
  const { db, now, vapid } = deps;
  const doFetch = deps.fetch ?? fetch;

  async function settingsOf(userSysId: number): Promise<PushSettings> {
    const [r] = await db.select().from(userPushSettings).where(eq(userPushSettings.userSysId, userSysId));
    return presentPushSettings(r);
  }

  /** May this alert be pushed to its member now (settings, night rule, advertising consent)? */
  function mayPush(row: AlertRow, settings: PushSettings, at: Date): boolean {
    const kind = ALERT_TYPES[row.type as AlertType];
    if (!kind) return false;
    if (!pushAllowed(settings, kind, at)) return false;
    return !isAdvertising(row.type as AlertType) || hasMarketingConsent(settings);
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

  /**
   * Turns recent events into alert rows, one per member and event (unique dedupe key: collecting
   * again, or on another node at the same time, adds nothing). Sources: reserved shows that started
   * (the broadcasts' alarm histories), orders paid / dispatched / delivered, claim results set by
   * staff or the system, coupons granted or about to expire, operators' event pushes, answers to the
   * member's questions and inquiries.
   */
  async function collect(): Promise<number> {
    const t = now();
    const since = new Date(t.getTime() - PUSH_POLICY.lookbackMs);
    const soon = new Date(t.getTime() + PUSH_POLICY.couponExpiringWithinMs);
    const ins = (select: ReturnType<typeof sql>) =>
      db.execute(sql`
        insert into member_alerts (user_sys_id, kind, type, dedupe_key, params, url, created_at)
        ${select}
        on conflict (user_sys_id, dedupe_key) do nothing
        returning alert_sys_id`);
    /** a delivery step of an order (`at`: when its lines reached it): one alert per order, naming its first line */
    const deliveryAlerts = (type: 'orderDispatched' | 'orderDelivered', keyPrefix: string, at: SQL) =>
      ins(sql`
        select distinct on (o.order_sys_id) o.user_sys_id, 'orderFlag', ${type}::text, ${keyPrefix}::text || o.order_sys_id,
          jsonb_build_object('name', p.name), '/Tracking/' || o.order_sys_id || '/' || p.order_prdt_sys_id, ${t}::timestamptz
        from order_deliveries d join orders o on o.order_sys_id = d.order_sys_id
        join order_products p on p.order_prdt_sys_id = d.order_prdt_sys_id
        where o.user_sys_id is not null and ${at} >= ${since}
        order by o.order_sys_id, p.order_prdt_sys_id`);
    const results = [
      await ins(sql`
        select h.user_sys_id, 'liveBroadcastFlag', 'liveStart', 'live:' || h.alarm_history_sys_id,
          jsonb_build_object('title', b.title), '/Vod/' || b.broadcast_sys_id || '/' || s.broadcast_schedule_sys_id || '/live',
          ${t}::timestamptz
        from broadcast_alarm_histories h
        join broadcast_schedules s on s.broadcast_schedule_sys_id = h.broadcast_schedule_sys_id
        join broadcasts b on b.broadcast_sys_id = s.broadcast_sys_id
        where h.created_at >= ${since}`),
      await ins(sql`
        select o.user_sys_id, 'orderFlag', 'orderPaid', 'paid:' || o.order_sys_id,
          jsonb_build_object('orderNumber', o.order_number, 'name', coalesce((select p.name from order_products p
            where p.order_sys_id = o.order_sys_id order by p.order_prdt_sys_id limit 1), '')),
          '/BuyHistory', ${t}::timestamptz
        from orders o where o.user_sys_id is not null and o.paid_at >= ${since}`),
      await deliveryAlerts('orderDispatched', 'dispatched:', sql`d.dispatched_at`),
      await deliveryAlerts('orderDelivered', 'delivered:', sql`d.delivered_at`),
      await ins(sql`
        select o.user_sys_id, 'orderFlag', 'claimResult', 'claim:' || h.history_sys_id,
          jsonb_build_object('status', h.to_status, 'name', p.name),
          '/ExchangeDetail/' || o.order_sys_id || '/' || p.order_prdt_sys_id, ${t}::timestamptz
        from order_product_history h join orders o on o.order_sys_id = h.order_sys_id
        join order_products p on p.order_prdt_sys_id = h.order_prdt_sys_id
        where o.user_sys_id is not null and h.created_at >= ${since} and h.actor <> 'shopper'
          and h.to_status in (${sql.join(
            CLAIM_RESULT_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )}) and p.parent_order_prdt_sys_id is null`),
      await ins(sql`
        select uc.user_sys_id, 'couponPresentFlag', 'couponGranted', 'coupon:' || uc.user_coupon_sys_id,
          jsonb_build_object('name', cp.name), '/Coupon', ${t}::timestamptz
        from user_coupons uc join coupon_policies cp on cp.coupon_policy_sys_id = uc.coupon_policy_sys_id
        where uc.issued_at >= ${since}`),
      await ins(sql`
        select uc.user_sys_id, 'couponPresentFlag', 'couponExpiring', 'coupon-expiring:' || uc.user_coupon_sys_id,
          jsonb_build_object('name', cp.name, 'expires', to_char(uc.expires_at at time zone 'Asia/Seoul', 'YYYY.MM.DD HH24:MI')),
          '/Coupon', ${t}::timestamptz
        from user_coupons uc join coupon_policies cp on cp.coupon_policy_sys_id = uc.coupon_policy_sys_id
        where uc.used_at is null and uc.expires_at > ${t} and uc.expires_at <= ${soon}`),
      // advertising goes only to members who switched event pushes on (the consent itself is
      // checked again when sending, in hasMarketingConsent)
      await ins(sql`
        select u.user_sys_id, 'eventFlag', 'event', 'event:' || c.campaign_sys_id,
          jsonb_build_object('title', c.title, 'body', c.body), c.url, ${t}::timestamptz
        from push_campaigns c cross join users u
        join push_settings ps on ps.user_sys_id = u.user_sys_id and ps.event_flag
        where c.created_at >= ${since} and u.status = 'active'`),
      // a product question or 1:1 inquiry answered by staff or the brand seller (issue 12): once per
      // question (an edited answer does not alert again); the link opens it by its inquiry number
      await ins(sql`
        select q.user_sys_id, 'orderFlag',
          case when q.kind = 'product' then 'questionAnswered' else 'inquiryAnswered' end,
          'answer:' || q.question_sys_id,
          jsonb_build_object('name', coalesce(p.name, ''), 'nameEn', coalesce(nullif(p.name_en, ''), p.name, '')),
          '/RecieveCors/' || q.cors_num, ${t}::timestamptz
        from questions q left join products p on p.prdt_sys_id = q.prdt_sys_id
        where q.user_sys_id is not null and q.cors_num is not null and q.state = 'answered'
          and q.answered_at >= ${since}`),
    ];
    return results.reduce<number>((n, r) => n + rowsOf(r).length, 0);
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
        if (!mayPush(row, settings, at)) {
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
          const text = alertText(row.type, row.params, sub.lang === 'en' ? 'en' : 'ko');
          const r = await sendWeb(sub, {
            ...text,
            url: row.url,
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

    /** POST users/{id}/push/topics: registers this device for the member (moved over from another member). */
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
        const [r] = await tx
          .insert(pushSubscriptions)
          .values(row)
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row })
          .returning({ id: pushSubscriptions.subscriptionSysId });
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
      return { alerts: rows.map((r) => presentAlert(r, lang)), totalCount: Number(c?.n ?? 0) };
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
      const [c] = await db
        .insert(pushCampaigns)
        .values({ ...body, createdBy: staffSysId, createdAt: now() })
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
