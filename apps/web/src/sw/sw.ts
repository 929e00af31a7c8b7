/// <reference lib="webworker" />
/**
 * The service worker (issue 16), built by vite-plugin-pwa (injectManifest) with Workbox:
 * - precaches the app shell and the hashed static assets of this build (never API answers, media
 *   playlists or uploads: personal data and live playlists always come from the network);
 * - a page navigation that fails (offline) answers the precached offline page;
 * - shows web pushes and opens their page when tapped;
 * - a new version waits until the page asks it to take over (the update prompt).
 * No eval and no inline script: it runs under `script-src 'self'; worker-src 'self'`.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { notificationOptions, openTarget, parsePush, SW_MESSAGES } from './push-handling';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const OFFLINE_PAGE = '/offline.html';

// page navigations always go to the network (the server answers share pages with their own tags);
// when it cannot be reached the offline page answers
registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: [/^\/api\//, /^\/media\//, /^\/s\//] }));
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; tag?: string } | null;
  if (data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  // what a tap on a shown notification does, for a page of this origin that cannot tap the OS
  // notification itself (the browser tests); it opens only that notification's own same-origin URL
  if (data?.type === SW_MESSAGES.clickNotification && typeof data.tag === 'string') {
    event.waitUntil(
      self.registration.getNotifications({ tag: data.tag }).then(async (list) => {
        const n = list[0];
        if (!n) return;
        n.close();
        await openTarget(self, n.data);
      }),
    );
  }
});

self.addEventListener('push', (event: PushEvent) => {
  const payload = parsePush(event.data?.text() ?? '');
  event.waitUntil(self.registration.showNotification(payload.title, notificationOptions(payload)));
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  event.waitUntil(openTarget(self, event.notification.data));
});

// when the browser replaces the subscription (keys rotated), the app registers the new one on its
// next start (shared/push/push.ts installPushSync)
