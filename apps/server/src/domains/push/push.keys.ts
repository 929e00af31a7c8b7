import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { sharedKey } from '../auth/auth.keys.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact the push services may use */
  subject: string;
}

/**
 * VAPID keys (issue 16): the settings when both are given, otherwise generated once and stored in the
 * database like the JWT secret, so every node signs with the same pair and subscriptions survive restarts.
 */
export async function loadVapidKeys(
  db: Db,
  settings: { publicKey?: string; privateKey?: string; subject: string },
): Promise<VapidKeys> {
  if (!!settings.publicKey !== !!settings.privateKey)
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or both left unset)');
  if (settings.publicKey && settings.privateKey)
    return { publicKey: settings.publicKey, privateKey: settings.privateKey, subject: settings.subject };
  const pair = await sharedKey(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(pair) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey, subject: settings.subject };
}
