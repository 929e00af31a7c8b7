import {
  alcoholSellableOnline,
  missingSellerIdentity,
  type AlcoholKind,
  type DisplayBlock,
  type SellerIdentity,
} from '@lc/contracts';
import type { brands, products } from '../../db/schema/index.js';

type BrandRow = typeof brands.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** The seller identity of a brand row, as the product page shows it. */
export const sellerIdentityOf = (b: BrandRow): SellerIdentity => ({
  companyName: b.sellerCompanyName,
  representative: b.sellerRepresentative,
  address: b.sellerAddress,
  phone: b.sellerPhone,
  email: b.sellerEmail,
  bizRegNo: b.sellerBizRegNo,
  mailOrderNo: b.sellerMailOrderNo,
});

/** Issue 33: why buyers do not see a product the operator displays (the back-office shows it). */
export function displayBlocksOf(p: ProductRow, b: BrandRow): DisplayBlock[] {
  const out: DisplayBlock[] = [];
  if (missingSellerIdentity(sellerIdentityOf(b)).length > 0) out.push('sellerIdentity');
  if (!alcoholSellableOnline(p)) out.push('alcoholKind');
  return out;
}

/** One row of the back-office product list (also the head of the product detail). */
export const presentAdminProduct = (p: ProductRow, b: BrandRow) => ({
  prdtSysId: p.prdtSysId,
  name: p.name,
  brandSysId: p.brandSysId,
  brandName: b.name,
  categorySysId: p.categorySysId,
  price: p.price,
  marketPrice: p.marketPrice,
  livePrice: p.livePrice,
  stock: p.stock,
  isDisplay: p.isDisplay,
  isSoldout: p.isSoldout,
  saleCount: p.saleCount,
  squareImageUrl: p.squareImageUrl,
  createdAt: p.createdAt.toISOString(),
  isAlcohol: p.isAlcohol,
  alcoholKind: (p.alcoholKind as AlcoholKind | null) ?? null,
  displayBlocks: displayBlocksOf(p, b),
});

/** One row of the back-office brand list: with its seller identity and what of it is missing. */
export const presentAdminBrand = (b: BrandRow, productCount: number) => {
  const seller = sellerIdentityOf(b);
  return {
    brandSysId: b.brandSysId,
    name: b.name,
    nameEn: b.nameEn,
    imageUrl: b.imageUrl,
    sellerSysId: b.sellerSysId,
    productCount,
    createdAt: b.createdAt.toISOString(),
    seller,
    sellerIdentityMissing: missingSellerIdentity(seller),
  };
};
