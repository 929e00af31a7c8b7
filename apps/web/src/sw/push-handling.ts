/// <reference lib="webworker" />
import type { PushPayload } from '@lc/contracts';
// the rule alone (no zod in the service worker): the same test short links and push links pass on the server
import { ownSitePath } from '@lc/contracts/own-path';

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

/** Same-origin path of a notification (issue 25 N4: `/\evil`, `//evil` and the like are not), or the alert list. */
export function targetPath(data: unknown, origin: string): string {
  const raw = (data as { url?: unknown } | null)?.url;
  return (typeof raw === 'string' && ownSitePath(raw, origin)) || '/AlertList';
}

/** Focuses an open window of the app and moves it to the page, or opens a new one. */
export async function openTarget(sw: ServiceWorkerGlobalScope, data: unknown): Promise<void> {
  const origin = sw.location.origin;
  const path = targetPath(data, origin);
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === origin);
  if (open) {
    await open.focus().catch(() => undefined);
    await open.navigate(`${origin}${path}`).catch(() => sw.clients.openWindow(`${origin}${path}`));
    return;
  }
  await sw.clients.openWindow(`${origin}${path}`);
}
