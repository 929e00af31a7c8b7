import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPrivateKey, isValidKey, STORAGE_LAYOUT } from './storage.js';

/** Where the signed links of private objects are answered (storage/serve.ts). */
export const PRIVATE_FILES_PREFIX = '/files/';

/**
 * Private objects (claim and inquiry photos, review videos) have no public address: a presenter that
 * has checked the reader's right (the claim's member, the operator, a review's readers) hands out a
 * link signed with the nodes' shared secret that opens the object for `privateLinkSeconds`. Any node
 * checks it (same secret, same clock rules) and streams the object from the storage.
 */
export function fileLinks(secret: string | Uint8Array, now: () => Date) {
  const key = createHmac('sha256', secret).update('lc:storage-links').digest();
  const mac = (k: string, exp: number) => createHmac('sha256', key).update(`${k}\n${exp}`).digest('base64url');
  const links = {
    /** a private key → its signed link, valid from now for `seconds` */
    sign(k: string, seconds: number = STORAGE_LAYOUT.privateLinkSeconds): string {
      const exp = Math.floor(now().getTime() / 1000) + seconds;
      return `${PRIVATE_FILES_PREFIX}${k}?exp=${exp}&sig=${mac(k, exp)}`;
    },
    /** what a row keeps → what a reader is given: public paths as they are, private keys signed */
    view(stored: string): string {
      return isPrivateKey(stored) && isValidKey(stored) ? links.sign(stored) : stored;
    },
    /** what a client sends back (a signed link it was given, or a public path) → what a row keeps */
    stored(url: string): string {
      if (!url.startsWith(PRIVATE_FILES_PREFIX)) return url;
      const k = url.slice(PRIVATE_FILES_PREFIX.length).split('?')[0]!;
      return isPrivateKey(k) && isValidKey(k) ? k : url;
    },
    /** the link's key when its signature holds and it has not expired */
    verify(k: string, exp: string | undefined, sig: string | undefined): boolean {
      if (!isPrivateKey(k) || !isValidKey(k) || !exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 <= now().getTime()) return false;
      const want = Buffer.from(mac(k, Number(exp)));
      const got = Buffer.from(sig);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
  return links;
}
export type FileLinks = ReturnType<typeof fileLinks>;
