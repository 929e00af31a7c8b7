import { api } from '../api/client';

/**
 * Sharing (live §2, issue 16): our own short links (`POST firebase/shortlink`), the messenger share
 * (the Web Share API where the browser has it; KakaoTalk through its KakaoLink URL scheme when the
 * server has a Kakao app key — no Kakao SDK script is loaded, so a strict CSP holds), the portal
 * share (Naver) and copying the link.
 */
export interface ShareTarget {
  /** site path of the page to share, e.g. /Vod/1/2/live */
  path: string;
  title: string;
  text?: string;
}

let config: Promise<{ kakaoAppKey: string | null }> | null = null;
/** GET share/config (kept for the page's life) */
export function shareConfig(): Promise<{ kakaoAppKey: string | null }> {
  config ??= api<{ kakaoAppKey: string | null }>('GET', 'share/config').catch(() => {
    config = null;
    return { kakaoAppKey: null };
  });
  return config;
}

const shortened = new Map<string, Promise<string>>();
/** The short link of a path on this site; the long address when the call fails. */
export function shortLink(path: string): Promise<string> {
  const long = `${window.location.origin}${path}`;
  let p = shortened.get(long);
  if (!p) {
    p = api<{ shortLink: string }>('POST', 'firebase/shortlink', { longDynamicLink: long })
      .then((r) => r.shortLink)
      .catch(() => {
        shortened.delete(long);
        return long;
      });
    shortened.set(long, p);
  }
  return p;
}

export const canWebShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The OS share sheet; false when the user cancelled or it is not there. */
export async function webShare(t: ShareTarget, url: string): Promise<boolean> {
  if (!canWebShare()) return false;
  try {
    await navigator.share({ title: t.title, text: t.text ?? t.title, url });
    return true;
  } catch {
    return false;
  }
}

/** KakaoTalk's KakaoLink scheme (opens the app's friend picker on phones that have KakaoTalk). */
export function kakaoLinkUrl(appKey: string, t: ShareTarget, url: string): string {
  const q = new URLSearchParams({
    msg: t.text ? `${t.title}\n${t.text}` : t.title,
    url,
    appid: window.location.host,
    appkey: appKey,
    appver: '1.0',
    appname: document.title || window.location.host,
    type: 'link',
    apiver: '2.0',
  });
  return `kakaolink://send?${q.toString()}`;
}

/** The portal share page (Naver). */
export const portalShareUrl = (t: ShareTarget, url: string) =>
  `https://share.naver.com/web/shareView?url=${encodeURIComponent(url)}&title=${encodeURIComponent(t.title)}`;

/** Copies text with the Clipboard API, or with a selected textarea where it is not allowed (http, old WebViews). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.setAttribute('readonly', '');
    document.body.appendChild(ta);
    ta.select();
    document.execCommand('copy');
    ta.remove();
  }
}
