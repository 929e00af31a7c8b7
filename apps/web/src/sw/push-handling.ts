/// <reference lib="webworker" />
import type { PushPayload } from '@lc/contracts';

export { SW_MESSAGES } from './messages';

/** The push payload, or a generic one when it cannot be read (a push must always show something). */
export function parsePush(text: string): PushPayload {
  try {
    const p = JSON.parse(text) as Partial<PushPayload>;
    if (typeof p.title === 'string' && p.title)
      return {
        title: p.title,
        body: typeof p.body === 'string' ? p.body : '',
        url: typeof p.url === 'string' ? p.url : '/AlertList',
        tag: typeof p.tag === 'string' ? p.tag : 'alert',
        alertSysId: typeof p.alertSysId === 'number' ? p.alertSysId : 0,
      };
  } catch {
    /* not JSON: fall through */
  }
  return { title: '라이브마켓', body: text.slice(0, 200), url: '/AlertList', tag: 'alert', alertSysId: 0 };
}

export function notificationOptions(p: PushPayload): NotificationOptions {
  return {
    body: p.body,
    tag: p.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    data: { url: p.url, alertSysId: p.alertSysId },
    lang: 'ko',
  };
}

/** Same-origin path of a notification, or the alert list. */
export function targetPath(data: unknown, origin: string): string {
  const raw = (data as { url?: unknown } | null)?.url;
  if (typeof raw !== 'string') return '/AlertList';
  try {
    const u = new URL(raw, origin);
    return u.origin === origin ? `${u.pathname}${u.search}` : '/AlertList';
  } catch {
    return '/AlertList';
  }
}

/** Focuses an open window of the app and moves it to the page, or opens a new one. */
export async function openTarget(sw: ServiceWorkerGlobalScope, data: unknown): Promise<void> {
  const origin = sw.location.origin;
  const path = targetPath(data, origin);
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === origin);
  if (open) {
    await open.focus().catch(() => undefined);
    await open.navigate(`${origin}${path}`).catch(() => sw.clients.openWindow(path));
    return;
  }
  await sw.clients.openWindow(path);
}
