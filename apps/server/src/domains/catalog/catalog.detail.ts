import { and, asc, eq } from 'drizzle-orm';
import { RC, type Lang, type ProductDetail } from '@lc/contracts';
import {
  brands,
  categories,
  productAddingProductDetails,
  productAddingProducts,
  productImages,
  productOptions,
  products,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { type LivePriced } from './catalog.policy.js';
import { productCardColumns as cardColumns } from '../../shared/product-cards.js';
import type { Db } from '../../db/client.js';
import type { CatalogContext } from './catalog.context.js';
import { presentAddingProducts, presentOptionGroups } from './catalog.presenter.js';
import { buyerVisible } from '../../shared/displayable.js';

export type BaseDetail = Omit<
  ProductDetail,
  | 'finalPrice'
  | 'livePriceApplied'
  | 'livePriceExpired'
  | 'liveOnlyClosed'
  | 'isPick'
  | 'planPrdtSysId'
  | 'planTitle'
  | 'planType'
  | 'broadcastScheduleSysId'
  | 'isLivePrice'
  | 'totalPrice'
  | 'deliveryFee'
> & {
  live: LivePriced & { liveOnly: boolean };
};

/** The product row of a detail page: its card, category, delivery terms and seller identity. */
const detailColumns = {
  ...cardColumns,
  categorySysId: products.categorySysId,
  categoryName: categories.name,
  categoryNameEn: categories.nameEn,
  parentCategorySysId: categories.parentSysId,
  brandImageUrl: brands.imageUrl,
  sellerSysId: brands.sellerSysId,
  optionTypeCode: products.optionTypeCode,
  deliveryPrice: products.deliveryPrice,
  freeDeliveryMinAmount: products.freeDeliveryMinAmount,
  liveOnly: products.liveOnly,
  jejuAddingCost: products.jejuAddingCost,
  islandAddingCost: products.islandAddingCost,
  isAlcohol: products.isAlcohol,
  returnExceptions: products.returnExceptions,
  sellerCompanyName: brands.sellerCompanyName,
  sellerRepresentative: brands.sellerRepresentative,
  sellerAddress: brands.sellerAddress,
  sellerPhone: brands.sellerPhone,
  sellerEmail: brands.sellerEmail,
  sellerBizRegNo: brands.sellerBizRegNo,
  sellerMailOrderNo: brands.sellerMailOrderNo,
};

/** Options, gallery images and adding products of a product, in display order. */
function detailParts(db: Db, id: number) {
  return Promise.all([
    db
      .select()
      .from(productOptions)
      .where(eq(productOptions.prdtSysId, id))
      .orderBy(asc(productOptions.sortOrder), asc(productOptions.prdtOptionSysId)),
    db
      .select({ url: productImages.url })
      .from(productImages)
      .where(and(eq(productImages.prdtSysId, id), eq(productImages.kind, 'gallery')))
      .orderBy(asc(productImages.sortOrder)),
    db
      .select({
        id: productAddingProducts.prdtAddingProductSysId,
        name: productAddingProducts.name,
        detailId: productAddingProductDetails.prdtAddingProductDetailSysId,
        detailName: productAddingProductDetails.name,
        price: productAddingProductDetails.price,
        stock: productAddingProductDetails.stock,
      })
      .from(productAddingProducts)
      .innerJoin(
        productAddingProductDetails,
        eq(productAddingProductDetails.prdtAddingProductSysId, productAddingProducts.prdtAddingProductSysId),
      )
      .where(eq(productAddingProducts.prdtSysId, id))
      .orderBy(asc(productAddingProducts.sortOrder), asc(productAddingProductDetails.sortOrder)),
  ]);
}

/** The cached part of a product page (the same for every caller): product, options, adding products, delivery, seller. */
export function createDetailReader(ctx: CatalogContext) {
  const { db, translation, cards, objects } = ctx;
  async function baseDetail(id: number, lang: Lang): Promise<BaseDetail> {
    const key = `detail:${id}:${lang}`;
    const gen = objects.gen;
    const hit = objects.get(key) as BaseDetail | undefined;
    if (hit) return hit;
    const [row] = await db
      .select(detailColumns)
      .from(products)
      .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
      .leftJoin(categories, eq(categories.categorySysId, products.categorySysId))
      // issue 33: a product whose seller is not identified (or alcohol not sold online) has no page
      .where(and(eq(products.prdtSysId, id), buyerVisible));
    if (!row) throw new AppError(RC.PRODUCT_NOT_FOUND);
    const [options, images, adding] = await detailParts(db, id);
    const [card] = await cards([row], lang);
    const [categoryName] = row.categoryName
      ? await translation.localize([{ ko: row.categoryName, en: row.categoryNameEn }], lang)
      : [null];
    const groups = presentOptionGroups(options);
    const addingMap = presentAddingProducts(adding);
    const type = card!.deliveryPriceTypeCode;
    const base: BaseDetail = {
      ...card!,
      categorySysId: row.categorySysId,
      categoryName,
      parentCategorySysId: row.parentCategorySysId,
      brandImageUrl: row.brandImageUrl,
      sellerSysId: row.sellerSysId,
      images: [row.bigImageUrl, ...images.map((i) => i.url)],
      stock: row.stock,
      optionTypeCode: groups.size > 0 ? 1 : 0,
      isOption: groups.size > 0 ? 1 : 0,
      optionGroups: [...groups.values()],
      isAddingProduct: addingMap.size > 0 ? 1 : 0,
      addingProducts: [...addingMap.values()],
      delivery: {
        deliveryPriceTypeCode: type,
        deliveryPrice: type === 1 ? 0 : row.deliveryPrice,
        freeDeliveryMinAmount: type === 2 ? row.freeDeliveryMinAmount : null,
        jejuAddingCost: row.jejuAddingCost,
        islandAddingCost: row.islandAddingCost,
      },
      live: {
        livePrice: row.livePrice,
        livePriceStartDate: row.livePriceStartDate,
        livePriceEndDate: row.livePriceEndDate,
        liveOnly: row.liveOnly,
      },
      isLiveOnly: row.liveOnly ? 1 : 0,
      isAlcohol: row.isAlcohol === 1 ? 1 : 0,
      returnExceptions: row.returnExceptions,
      seller: {
        companyName: row.sellerCompanyName,
        representative: row.sellerRepresentative,
        address: row.sellerAddress,
        phone: row.sellerPhone,
        email: row.sellerEmail,
        bizRegNo: row.sellerBizRegNo,
        mailOrderNo: row.sellerMailOrderNo,
      },
    };
    objects.set(key, base, gen);
    return base;
  }
  return baseDetail;
}
