import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Issue 33 (개인정보의 안전성 확보조치 기준 제7조): personal data that must not lie in the database in plain
 * text (refund bank account numbers) is sealed with AES-256-GCM. A sealed value is
 * `v1:<base64 of 12-byte IV | 16-byte tag | ciphertext>`; the version prefix lets a later key or
 * algorithm sit next to this one, and tells a sealed value from a plain one (the start-up move).
 */
export interface DataCipher {
  seal(plain: string): string;
  /** the plain text of a sealed value; a value without the prefix is returned as it is (not yet moved) */
  open(sealed: string): string;
  isSealed(value: string): boolean;
}

const PREFIX = 'v1:';

/**
 * The 32-byte key from the DATA_ENCRYPTION_KEY setting: 64 hex digits or 44 base64 characters are the
 * key itself; any other text of at least 32 characters is a passphrase hashed with SHA-256.
 */
export function dataKeyFrom(setting: string): Buffer {
  if (/^[0-9a-f]{64}$/i.test(setting)) return Buffer.from(setting, 'hex');
  const b64 = /^[A-Za-z0-9+/]{43}=$/.test(setting) ? Buffer.from(setting, 'base64') : undefined;
  if (b64?.length === 32) return b64;
  return createHash('sha256').update(setting, 'utf8').digest();
}

/** A new random key as the setting takes it (development: stored once in `server_keys`). */
export const newDataKey = (): string => randomBytes(32).toString('base64');

export function createDataCipher(key: Buffer): DataCipher {
  if (key.length !== 32) throw new Error('the data encryption key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return PREFIX + Buffer.concat([iv, c.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) return sealed;
      const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
      const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      d.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
    },
    isSealed: (value) => value.startsWith(PREFIX),
  };
}
