import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { createDataCipher, dataKeyFrom, newDataKey, type DataCipher } from '../../shared/data-cipher.js';
import { sealPlainRefundAccounts } from '../../shared/seal-refund-accounts.js';
import { serverKeys } from '../../db/schema/index.js';
import { generateRsaPrivateKeyPem, rsaKeysFromPem, type RsaKeys } from './auth.crypto.js';

/** Reads a shared key, creating it once; every node ends up with the same value. */
export async function sharedKey(db: Db, name: string, make: () => string): Promise<string> {
  const found = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (found[0]) return found[0].value;
  await db.insert(serverKeys).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (!row) throw new Error(`server key ${name} could not be stored`);
  return row.value;
}

/**
 * Issue 33: the cipher of personal data kept encrypted. DATA_ENCRYPTION_KEY when set (production
 * refuses to start without it); in development a random key generated once and kept in `server_keys`.
 * Refund account numbers still in plain text (stored before issue 33) are sealed here, once, at start.
 */
export async function loadDataCipher(db: Db, setting: string | undefined): Promise<DataCipher> {
  const cipher = createDataCipher(dataKeyFrom(setting ?? (await sharedKey(db, 'data_encryption_key', newDataKey))));
  await sealPlainRefundAccounts(db, cipher);
  return cipher;
}

export interface AuthKeys {
  rsa: RsaKeys;
  jwtSecret: Uint8Array;
}

export async function loadAuthKeys(db: Db, jwtSecretSetting: string | undefined): Promise<AuthKeys> {
  const rsaPem = await sharedKey(db, 'rsa_private_pem', generateRsaPrivateKeyPem);
  const jwt = jwtSecretSetting ?? (await sharedKey(db, 'jwt_secret', () => randomBytes(48).toString('base64')));
  return { rsa: rsaKeysFromPem(rsaPem), jwtSecret: new TextEncoder().encode(jwt) };
}
