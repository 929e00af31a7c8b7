/**
 * The native-shell bridge (shopping §6, §7; live §2). Inside the iOS/Android shells the user agent
 * contains `native` and `ios` or `aos`; the web and the shell exchange JSON messages
 * `{ type, data }`. The web → shell direction goes through `window.webkit.messageHandlers.lcBridge`
 * (iOS) or `window.lcBridge.postMessage` (Android); the shell answers by calling
 * `window.__lcNativeReceive(message)`. Requests that need an answer are polled every 300 ms and given
 * up after 1,500 ms.
 */
export const NATIVE_POLL_MS = 300;
export const NATIVE_TIMEOUT_MS = 1500;
/** live §2: the top offset when the device has no notch */
export const NATIVE_TOP_OFFSET_PX = 30;
export const NATIVE_PHONEBOOK_KEY = 'phoneBook';

/** Routing by number (shopping §2): 5 needs login, else the login alert. */
export const NATIVE_ROUTES = {
  1: '/',
  2: '/Store',
  3: '/Basket',
  4: '/MyPage',
  5: '/ViewLog',
  6: '/Login',
} as const;
export type NativeRouteNo = keyof typeof NATIVE_ROUTES;
export const NATIVE_ROUTE_NEEDS_LOGIN: readonly NativeRouteNo[] = [5];

export function isNativeUserAgent(ua: string): { native: boolean; os: 'ios' | 'aos' | null } {
  const s = ua.toLowerCase();
  const os = s.includes('ios') ? 'ios' : s.includes('aos') ? 'aos' : null;
  return { native: s.includes('native') && os !== null, os };
}

// the shell → web message schemas are in inbound.ts (kept apart so the web's entry holds no zod)
export * from './inbound.js';

/** Web → shell messages. */
export type NativeOutbound =
  | { type: 'tracking'; data: { event: string; path: string; params?: Record<string, string | number> } }
  | { type: 'bottomBar'; data: { visible: boolean } }
  | { type: 'requestPushToken'; data: Record<string, never> }
  | { type: 'requestLanguage'; data: Record<string, never> }
  | { type: 'requestContacts'; data: Record<string, never> }
  | { type: 'requestNotch'; data: Record<string, never> }
  | { type: 'landingPage'; data: { path: string } }
  | { type: 'webVersion'; data: { version: string } }
  | { type: 'language'; data: { locale: string } }
  | { type: 'productListLayout'; data: { layout: 'horizontal' | 'vertical' } }
  | { type: 'ready'; data: { version: string } };
export const NATIVE_OUTBOUND_TYPES = [
  'tracking',
  'bottomBar',
  'requestPushToken',
  'requestLanguage',
  'requestContacts',
  'requestNotch',
  'landingPage',
  'webVersion',
  'language',
  'productListLayout',
  'ready',
] as const;
