import type { PushTopicRequest } from '@lc/contracts';
import { api } from '../api/client';
import { getLocale } from '../i18n';
import { swRegistration } from '../pwa/register';

/**
 * Push on this device (issue 16): the browser's Web Push subscription, or the native shell's token,
 * registered with the server (`POST users/{id}/push/topics`). Logout drops the session's devices on
 * the server; the browser subscription is also ended here.
 */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'unsupported';
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const pad = '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob((base64url + pad).replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** POST users/{id}/push/topics */
export function registerDevice(userSysId: number, body: PushTopicRequest) {
  return api<{ subscriptionSysId: number; devices: number }>('POST', `users/${userSysId}/push/topics`, body);
}

export function registerNativeToken(userSysId: number, platform: 'ios' | 'aos', token: string) {
  return registerDevice(userSysId, { platform, token, lang: getLocale() });
}

/** Is this browser subscribed already? */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await swRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission, subscribes with the server's VAPID key and registers the subscription.
 * Answers false when the browser refused (permission or push service unreachable).
 */
export async function enableWebPush(userSysId: number): Promise<boolean> {
  if (pushSupport() !== 'supported') return false;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const reg = await swRegistration();
  if (!reg) return false;
  const { publicKey } = await api<{ publicKey: string }>('GET', 'push/vapidkey');
  let sub = await reg.pushManager.getSubscription();
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await registerDevice(userSysId, { platform: 'web', subscription: json, lang: getLocale() });
  return true;
}

export async function disableWebPush(userSysId: number | null): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  if (userSysId)
    await api('DELETE', `users/${userSysId}/push/topics`, { endpoint: sub.endpoint }).catch(() => undefined);
  await sub.unsubscribe().catch(() => false);
}

/** Logout ends this browser's subscription too (the server already forgot the session's devices). */
export function installPushLogout(onLogout: (h: () => void) => () => void): void {
  onLogout(() => {
    if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
    void currentSubscription()
      .then((s) => s?.unsubscribe())
      .catch(() => undefined);
  });
}

/**
 * Keeps this browser's subscription registered for whoever is signed in: after a login, and at each
 * start (the browser may have replaced the subscription's keys, `pushsubscriptionchange`). Only when
 * notifications are already allowed and a subscription exists: nothing is asked here.
 */
export function installPushSync(getUser: () => number | null, subscribe: (listener: () => void) => () => void): void {
  let last: string | null = null;
  const sync = () => {
    const user = getUser();
    if (!user || pushSupport() !== 'supported' || Notification.permission !== 'granted') return;
    if (!navigator.serviceWorker.controller) return;
    void currentSubscription()
      .then((sub) => {
        if (!sub) return;
        const key = `${user}:${sub.endpoint}`;
        if (key === last) return;
        last = key;
        const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
        return registerDevice(user, { platform: 'web', subscription: json, lang: getLocale() });
      })
      .catch(() => undefined);
  };
  subscribe(sync);
  sync();
}
