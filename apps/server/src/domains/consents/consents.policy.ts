import { CONSENT_POLICY, isNightKst, type ConsentChannel } from '@lc/contracts';

/** Who sends advertising and how a member refuses it for free (정보통신망법 제50조 ④, 시행령 제61조). */
export interface AdSender {
  /** the operator's company name (전송자의 명칭) */
  name: string;
  /** the operator's phone (연락처) */
  phone: string;
  /** a free (080) number that takes refusals by phone, for SMS */
  optOutPhone: string;
  /** where the member turns consents off (the push settings screen), absolute for e-mail */
  optOutUrl: string;
}

export interface AdMessage {
  /** push title / e-mail subject; SMS has none */
  title: string | null;
  body: string;
}

/**
 * The one formatter of advertising messages: it starts with `(광고)` followed by the sender, and ends
 * with how to refuse further messages for free. Every advertising push, SMS and e-mail goes through it.
 */
export function formatAdvertisement(
  channel: ConsentChannel,
  msg: { title?: string | null; body: string },
  sender: AdSender,
): AdMessage {
  const p = CONSENT_POLICY.adPrefix;
  const body = msg.body.trim();
  switch (channel) {
    case 'sms':
      return { title: null, body: `${p}${sender.name}\n${body}\n무료거부 ${sender.optOutPhone}` };
    case 'push':
      return {
        title: `${p} ${sender.name}${msg.title ? ` ${msg.title.trim()}` : ''}`,
        body: `${body}\n수신거부: 앱 설정 > 알림 설정 (${sender.optOutUrl})`,
      };
    case 'email':
      return {
        title: `${p} ${msg.title?.trim() ?? sender.name}`,
        body:
          `${body}\n\n` +
          `보낸 곳: ${sender.name} (${sender.phone})\n` +
          `본 메일은 광고 수신에 동의하신 분께 발송되었습니다. 수신을 원하지 않으시면 무료로 수신거부할 수 있습니다: ${sender.optOutUrl}\n` +
          `If you no longer wish to receive advertising e-mail, unsubscribe free of charge: ${sender.optOutUrl}`,
      };
  }
}

export type AdDecision = { allowed: true } | { allowed: false; reason: 'noMember' | 'noConsent' | 'nightNoConsent' };

/** The pure rule: the channel's consent, and the night consent between 21:00 and 08:00 Korea time. */
export function decideAdvertising(
  consents: Partial<Record<ConsentChannel | 'night', boolean>>,
  channel: ConsentChannel,
  at: Date,
): AdDecision {
  if (!consents[channel]) return { allowed: false, reason: 'noConsent' };
  if (isNightKst(at) && !consents.night) return { allowed: false, reason: 'nightNoConsent' };
  return { allowed: true };
}
