import { ADVERTISING_ALERT_TYPES, ownSitePath, type AlertType, type Lang } from '@lc/contracts';

/** Constants of push delivery (issue 16); the spec is silent on all of them (docs/decisions.md). */
export const PUSH_POLICY = {
  /** events older than this when first collected (e.g. after downtime) no longer become alerts */
  lookbackMs: 24 * 3_600_000,
  /** "your coupon expires soon": this long before it expires */
  couponExpiringWithinMs: 3 * 86_400_000,
  /** pending pushes a node takes per round */
  batch: 200,
  /** a claim left by a node that died is taken over after this long */
  claimLeaseMs: 5 * 60_000,
  /** how long the push service keeps an undelivered message (phone off) */
  ttlSeconds: 6 * 3600,
  /** one HTTP call to a push service */
  sendTimeoutMs: 10_000,
  /** devices per member (the oldest go when a new one registers) */
  maxDevicesPerMember: 10,
} as const;

/**
 * Push services a subscription endpoint may point to (the server POSTs there, so anything else is
 * refused): the browser vendors' services over HTTPS; `PUSH_EXTRA_ORIGINS` adds more (tests use a
 * local one).
 */
export const PUSH_VENDOR_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
] as const;

export function endpointAllowed(endpoint: string, extraOrigins: readonly string[]): boolean {
  let u: URL;
  try {
    u = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(u.origin)) return true;
  if (u.protocol !== 'https:' || u.username || u.password || u.port) return false;
  return PUSH_VENDOR_HOSTS.some((h) => u.hostname === h || u.hostname.endsWith(`.${h}`));
}

/** Where an alert leads: its stored link when it is a path on this site (old rows too), else the alert list. */
export const alertUrl = (url: string): string => ownSitePath(url) ?? '/AlertList';

/** Advertising alerts go through the advertising gate (`domains/consents/advertising.ts`, issue 33). */
export const isAdvertising = (type: AlertType) => ADVERTISING_ALERT_TYPES.includes(type);

const CLAIM_STATUS_KO: Record<number, string> = {
  101: '취소 요청이 거부되었습니다',
  102: '주문이 취소되었습니다',
  104: '교환 요청이 거부되었습니다',
  105: '교환 요청이 승인되었습니다',
  109: '교환이 완료되었습니다',
  111: '반품 요청이 거부되었습니다',
  112: '반품 요청이 승인되었습니다',
  114: '반품이 완료되었습니다',
};
const CLAIM_STATUS_EN: Record<number, string> = {
  101: 'Your cancellation request was declined',
  102: 'Your order was cancelled',
  104: 'Your exchange request was declined',
  105: 'Your exchange request was approved',
  109: 'Your exchange is complete',
  111: 'Your return request was declined',
  112: 'Your return request was approved',
  114: 'Your return is complete',
};
/** order-line states a claim ends in, reported to the member when staff or the system set them */
export const CLAIM_RESULT_STATUSES = Object.keys(CLAIM_STATUS_KO).map(Number);

type P = Record<string, string | number>;
const s = (p: P, k: string) => String(p[k] ?? '');
/** product names in an alert are cut to this many characters */
const NAME_MAX = 28;
const short = (v: string) => ([...v].length > NAME_MAX ? `${[...v].slice(0, NAME_MAX).join('')}…` : v);

/** The alert's title and text in the reader's language (push payload and /AlertList). */
export function alertText(type: string, p: P, lang: Lang): { title: string; body: string } {
  const ko = lang === 'ko';
  switch (type as AlertType) {
    case 'liveStart':
      return ko
        ? { title: '알림 신청한 방송이 시작되었습니다', body: s(p, 'title') }
        : { title: 'A show you reserved is live now', body: s(p, 'title') };
    case 'orderPaid':
      return ko
        ? { title: '결제가 완료되었습니다', body: `주문번호 ${s(p, 'orderNumber')} · ${s(p, 'name')}` }
        : { title: 'Payment complete', body: `Order ${s(p, 'orderNumber')} · ${s(p, 'name')}` };
    case 'orderDispatched':
      return ko
        ? { title: '상품이 발송되었습니다', body: s(p, 'name') }
        : { title: 'Your order has shipped', body: s(p, 'name') };
    case 'orderDelivered':
      return ko
        ? { title: '배송이 완료되었습니다', body: s(p, 'name') }
        : { title: 'Your order was delivered', body: s(p, 'name') };
    case 'claimResult': {
      const st = Number(p.status);
      return {
        title: (ko ? CLAIM_STATUS_KO : CLAIM_STATUS_EN)[st] ?? (ko ? '요청 처리 결과' : 'Request result'),
        body: s(p, 'name'),
      };
    }
    case 'couponGranted':
      return ko
        ? { title: '쿠폰이 발급되었습니다', body: s(p, 'name') }
        : { title: 'You received a coupon', body: s(p, 'name') };
    case 'couponExpiring':
      return ko
        ? { title: '쿠폰이 곧 만료됩니다', body: `${s(p, 'name')} · ${s(p, 'expires')}까지` }
        : { title: 'Your coupon expires soon', body: `${s(p, 'name')} · until ${s(p, 'expires')}` };
    case 'questionAnswered': {
      const name = short(ko ? s(p, 'name') : s(p, 'nameEn') || s(p, 'name'));
      return ko
        ? { title: '상품 문의에 답변이 등록되었습니다', body: name }
        : { title: 'Your product question has been answered', body: name };
    }
    case 'inquiryAnswered':
      return ko
        ? { title: '1:1 문의에 답변이 등록되었습니다', body: '' }
        : { title: 'Your 1:1 inquiry has been answered', body: '' };
    case 'event':
      // advertising: formatAdvertisement adds (광고), the sender and the opt-out (alertWords)
      return { title: s(p, 'title'), body: s(p, 'body') };
    default:
      return { title: type, body: '' };
  }
}
