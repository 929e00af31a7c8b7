import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { channelConsentSql } from '../consents/advertising.js';
import { CLAIM_RESULT_STATUSES, PUSH_POLICY } from './push.policy.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** An advertising alert row goes only to a member who agreed to advertising push (issue 33, 정보통신망법 제50조). */
const adConsent = (userSysId: SQL) => channelConsentSql(userSysId, 'push');

/** The alert collector of the push service (issue 16). */
export function createAlertCollector(db: Db, now: () => Date) {
  /**
   * Turns recent events into alert rows, one per member and event (unique dedupe key: collecting
   * again, or on another node at the same time, adds nothing). Sources: reserved shows that started
   * (the broadcasts' alarm histories), orders paid / dispatched / delivered, claim results set by
   * staff or the system, coupons granted or about to expire, operators' event pushes, answers to the
   * member's questions and inquiries. The advertising sources (show starts, coupons, events: issue
   * 33) add a row only for members who agreed to advertising push at this moment: the alert list is
   * one of the advertising channels.
   */
  return async function collect(): Promise<number> {
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
        where h.created_at >= ${since} and ${adConsent(sql`h.user_sys_id`)}`),
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
        where uc.issued_at >= ${since} and ${adConsent(sql`uc.user_sys_id`)}`),
      await ins(sql`
        select uc.user_sys_id, 'couponPresentFlag', 'couponExpiring', 'coupon-expiring:' || uc.user_coupon_sys_id,
          jsonb_build_object('name', cp.name, 'expires', to_char(uc.expires_at at time zone 'Asia/Seoul', 'YYYY.MM.DD HH24:MI')),
          '/Coupon', ${t}::timestamptz
        from user_coupons uc join coupon_policies cp on cp.coupon_policy_sys_id = uc.coupon_policy_sys_id
        where uc.used_at is null and uc.expires_at > ${t} and uc.expires_at <= ${soon}
          and ${adConsent(sql`uc.user_sys_id`)}`),
      // advertising goes only to members who switched event pushes on and agreed to advertising push
      // (both are checked again when sending, with the night rule)
      await ins(sql`
        select u.user_sys_id, 'eventFlag', 'event', 'event:' || c.campaign_sys_id,
          jsonb_build_object('title', c.title, 'body', c.body), c.url, ${t}::timestamptz
        from push_campaigns c cross join users u
        join push_settings ps on ps.user_sys_id = u.user_sys_id and ps.event_flag
        where c.created_at >= ${since} and u.status = 'active' and ${adConsent(sql`u.user_sys_id`)}`),
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
  };
}
