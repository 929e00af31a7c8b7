import {
  constants,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  scrypt as scryptCb,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, in node:crypto, no native addon to build):
 * N=2^15, r=8, p=1 uses 32 MiB per hash. Stored as `scrypt$N$r$p$salt$hash` (base64) so the
 * parameters can be raised later and old hashes still verify.
 */
const SCRYPT = { N: 1 << 15, r: 8, p: 1, keyLen: 32, maxmem: 96 * 1024 * 1024 } as const;

function scrypt(password: string, salt: Buffer, N: number, r: number, p: number, keyLen: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keyLen, { N, r, p, maxmem: SCRYPT.maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keyLen);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, keyB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), Number(n), Number(r), Number(p), expected.length);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, verified against when the account does not exist (equal timing). */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** RSA key pair for the login password (shopping §7 auth/publickey): PEM SPKI out, PKCS#8 kept. */
export interface RsaKeys {
  publicKeyPem: string;
  privateKey: KeyObject;
}

export function generateRsaPrivateKeyPem(): string {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return privateKey;
}

export function rsaKeysFromPem(privatePem: string): RsaKeys {
  const privateKey = createPrivateKey(privatePem);
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { publicKeyPem, privateKey };
}

/** Decrypts base64 RSA-OAEP(SHA-256) ciphertext; undefined when it does not decrypt. */
export function rsaDecrypt(keys: RsaKeys, cipherB64: string): string | undefined {
  try {
    const buf = Buffer.from(cipherB64.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (buf.length === 0) return undefined;
    const plain = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      buf,
    );
    return plain.toString('utf8');
  } catch {
    return undefined;
  }
}

export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const sha256Hex = (s: string): string => createHash('sha256').update(s).digest('hex');
