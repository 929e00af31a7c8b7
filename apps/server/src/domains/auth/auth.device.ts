import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Issue 18: a device that signed in to an account before is trusted for that account. A successful
 * login sets an HttpOnly cookie (path /api/v1/auth, one per account on the device, named after a hash
 * of the e-mail) holding when it was issued and an HMAC of (e-mail, issue time) with the server key.
 * A login that presents it counts its failures against that device alone, so wrong passwords from
 * anywhere else cannot lock the member's own device out; the device's own failures still count
 * (the same per-account limit), and every address keeps its own limit.
 */
export const DEVICE_TRUST = {
  cookiePrefix: 'lc_dev_',
  /** a device stays trusted this long after its last successful login (each login renews it) */
  maxAgeDays: 90,
} as const;

const b64 = (buf: Buffer) => buf.toString('base64url');

export function deviceTrust(secret: Uint8Array, now: () => Date) {
  const key = createHmac('sha256', secret).update('trusted-device').digest();
  const sign = (userId: string, issued: number) =>
    b64(createHmac('sha256', key).update(`${userId}\n${issued}`).digest());
  return {
    /** the cookie that carries this account's trust on a device */
    cookieName: (userId: string) =>
      `${DEVICE_TRUST.cookiePrefix}${createHash('sha256').update(userId).digest('hex').slice(0, 16)}`,
    maxAgeSeconds: DEVICE_TRUST.maxAgeDays * 86_400,
    issue(userId: string): string {
      const issued = Math.floor(now().getTime() / 1000);
      return `${issued}.${sign(userId, issued)}`;
    },
    /** a short tag naming the trusted device when the cookie is genuine and recent, else undefined */
    verify(userId: string, value: string | undefined): string | undefined {
      const m = value ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
      if (!m) return undefined;
      const issued = Number(m[1]);
      const age = now().getTime() / 1000 - issued;
      if (age < -300 || age > DEVICE_TRUST.maxAgeDays * 86_400) return undefined;
      const want = Buffer.from(sign(userId, issued));
      const got = Buffer.from(m[2]!);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return undefined;
      return m[2]!.slice(0, 16);
    },
  };
}
export type DeviceTrust = ReturnType<typeof deviceTrust>;
