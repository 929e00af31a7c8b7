import { and, eq, isNotNull, not, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { claims, refundPayouts } from '../db/schema/index.js';
import type { DataCipher } from './data-cipher.js';

/**
 * Issue 33: the data move of the refund-account encryption. The key lives in the server's settings, not
 * in the database, so SQL cannot do it: each start seals the numbers still in plain text (rows written
 * before issue 33). Each update is conditional on the plain value, so nodes starting together seal a
 * row once. Answers how many rows it sealed.
 */
export async function sealPlainRefundAccounts(db: Db, cipher: DataCipher): Promise<number> {
  let sealed = 0;
  const plainClaims = await db
    .select({ id: claims.claimSysId, account: claims.refundAccount })
    .from(claims)
    .where(
      and(
        isNotNull(claims.refundAccount),
        not(sql`coalesce(${claims.refundAccount}->>'accountNumber', '') like 'v1:%'`),
      ),
    );
  for (const c of plainClaims) {
    const number = c.account?.accountNumber ?? '';
    const done = await db
      .update(claims)
      .set({ refundAccount: { ...c.account!, accountNumber: cipher.seal(number) } })
      .where(and(eq(claims.claimSysId, c.id), sql`${claims.refundAccount}->>'accountNumber' = ${number}`))
      .returning({ id: claims.claimSysId });
    sealed += done.length;
  }
  const plainPayouts = await db
    .select({ id: refundPayouts.payoutSysId, number: refundPayouts.accountNumber })
    .from(refundPayouts)
    .where(not(sql`${refundPayouts.accountNumber} like 'v1:%'`));
  for (const p of plainPayouts) {
    const done = await db
      .update(refundPayouts)
      .set({ accountNumber: cipher.seal(p.number) })
      .where(and(eq(refundPayouts.payoutSysId, p.id), eq(refundPayouts.accountNumber, p.number)))
      .returning({ id: refundPayouts.payoutSysId });
    sealed += done.length;
  }
  return sealed;
}
