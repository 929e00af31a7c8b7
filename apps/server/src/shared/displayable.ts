import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ONLINE_ALCOHOL_KINDS, type SellerIdentityField } from '@lc/contracts';
import { brands, products } from '../db/schema/index.js';

/** The `brands` column of each seller identity field (전자상거래법 제20조 ②). */
export const SELLER_IDENTITY_COLUMNS = {
  companyName: brands.sellerCompanyName,
  representative: brands.sellerRepresentative,
  address: brands.sellerAddress,
  phone: brands.sellerPhone,
  email: brands.sellerEmail,
  bizRegNo: brands.sellerBizRegNo,
  mailOrderNo: brands.sellerMailOrderNo,
} as const satisfies Record<SellerIdentityField, unknown>;

/**
 * Issue 33: the brand shows its seller's full identity (every field, none blank). A query that reads
 * `products` joined with `brands` adds it to show only products a buyer may be shown.
 */
export const sellerIdentified: SQL = and(
  ...Object.values(SELLER_IDENTITY_COLUMNS).map((c) => sql`coalesce(btrim(${c}), '') <> ''`),
)!;

/** Issue 33: not alcohol, or an alcohol kind that may be sold by mail order (전통주). */
export const alcoholOnlineOk: SQL = or(
  eq(products.isAlcohol, 0),
  inArray(products.alcoholKind, [...ONLINE_ALCOHOL_KINDS]),
)!;

/**
 * Issue 33: what the catalog may show to buyers at all (lists, product page, live product strip): the
 * seller is identified and an alcohol product is of a kind sold online. `is_display` (the operator's
 * on/off) is checked where it was before: a hidden product still shows as "not for sale" on its page.
 */
export const buyerVisible: SQL = and(sellerIdentified, alcoholOnlineOk)!;
