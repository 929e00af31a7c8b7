/** Messages between the pages and the service worker. */
export const SW_MESSAGES = {
  /** what workbox-window's messageSkipWaiting() sends (the update prompt's "update now") */
  skipWaiting: 'SKIP_WAITING',
  /** test hook: do what a tap on the shown notification with this tag does */
  clickNotification: 'lc:notification-click',
} as const;
