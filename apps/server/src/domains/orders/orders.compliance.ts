import { inArray, eq } from 'drizzle-orm';
import {
  ADULT_AGE,
  ageOn,
  alcoholSellableOnline,
  RC,
  validCashReceipt,
  type CashReceiptType,
  type PayMethod,
} from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { products, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

/** Payment methods where escrow and a cash receipt apply (전자상거래법 제24조, 조세특례제한법 제126조의3). */
export const CASH_PAY_METHODS: readonly PayMethod[] = ['transfer', 'vbank'];

export interface OrderComplianceInput {
  prdtSysIds: number[];
  payMethod: PayMethod;
  escrow: boolean;
  cashReceipt: { type: CashReceiptType; identity: string } | null | undefined;
}

export interface OrderCompliance {
  /** the products of the order that are alcoholic beverages */
  alcohol: Set<number>;
  /** set when the order holds alcohol and the member's 본인확인 birth date shows 19+ */
  adultVerifiedAt: Date | null;
  escrow: 0 | 1;
  cashReceipt: { type: CashReceiptType; identity: string } | null;
}

/**
 * The legal checks of an order before anything is reserved: alcohol only of a kind sold online (전통주,
 * 6134) and only for a logged-in member whose 본인확인 birth date (`users.identity_birthday`, from the
 * identity provider: never the birthday the member typed or edits in the profile) shows 19 or older
 * (6131 / 6130); escrow
 * only with transfer or virtual account (6133); a cash receipt with a mobile number (소득공제) or a valid
 * business registration number (지출증빙) (6132), kept only for the methods that issue one.
 */
export async function checkOrderCompliance(
  db: Queryable,
  input: OrderComplianceInput,
  member: number | undefined,
  at: Date,
): Promise<OrderCompliance> {
  const isCash = CASH_PAY_METHODS.includes(input.payMethod);
  if (input.escrow && !isCash) throw new AppError(RC.ESCROW_NOT_AVAILABLE);
  if (input.cashReceipt && !validCashReceipt(input.cashReceipt)) throw new AppError(RC.CASH_RECEIPT_INVALID);
  const ids = [...new Set(input.prdtSysIds)];
  const rows = ids.length
    ? await db
        .select({ id: products.prdtSysId, isAlcohol: products.isAlcohol, alcoholKind: products.alcoholKind })
        .from(products)
        .where(inArray(products.prdtSysId, ids))
    : [];
  const alcohol = new Set(rows.filter((r) => r.isAlcohol === 1).map((r) => r.id));
  let adultVerifiedAt: Date | null = null;
  if (rows.some((r) => !alcoholSellableOnline(r))) throw new AppError(RC.ALCOHOL_NOT_SOLD_ONLINE);
  if (alcohol.size > 0) {
    if (!member) throw new AppError(RC.ADULT_LOGIN_REQUIRED);
    const [u] = await db.select({ birthday: users.identityBirthday }).from(users).where(eq(users.userSysId, member));
    if (!u?.birthday || ageOn(u.birthday, at) < ADULT_AGE) throw new AppError(RC.ADULT_REQUIRED);
    adultVerifiedAt = at;
  }
  return {
    alcohol,
    adultVerifiedAt,
    escrow: input.escrow && isCash ? 1 : 0,
    cashReceipt:
      isCash && input.cashReceipt ? { type: input.cashReceipt.type, identity: input.cashReceipt.identity } : null,
  };
}
