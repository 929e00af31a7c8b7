import type { ProductDetail } from '@lc/contracts';

// the product card is shared by every domain that lists products (apps/server/src/shared/product-cards.ts)
export { discountOf, presentProductCard, type ProductCardRow } from '../../shared/product-cards.js';

type OptionRow = {
  optionGroup: string;
  prdtOptionSysId: number;
  optionKeyName: string;
  addedPrice: number;
  stock: number;
};
type AddingRow = { id: number; name: string; detailId: number; detailName: string; price: number; stock: number };

/** A product's options grouped by option group, in the order given (sold out at no stock). */
export function presentOptionGroups(options: OptionRow[]) {
  const groups = new Map<string, ProductDetail['optionGroups'][number]>();
  for (const o of options) {
    let g = groups.get(o.optionGroup);
    if (!g) groups.set(o.optionGroup, (g = { name: o.optionGroup, productOptions: [] }));
    g.productOptions.push({
      prdtOptionSysId: o.prdtOptionSysId,
      optionKeyName: o.optionKeyName,
      name: o.optionKeyName,
      price: o.addedPrice,
      count: o.stock,
      isSoldout: o.stock <= 0 ? 1 : 0,
    });
  }
  return groups;
}

/** A product's adding products with their details, in the order given (sold out at no stock). */
export function presentAddingProducts(adding: AddingRow[]) {
  const addingMap = new Map<number, ProductDetail['addingProducts'][number]>();
  for (const a of adding) {
    let g = addingMap.get(a.id);
    if (!g) addingMap.set(a.id, (g = { prdtAddingProductSysId: a.id, name: a.name, details: [] }));
    g.details.push({
      prdtAddingProductDetailSysId: a.detailId,
      name: a.detailName,
      price: a.price,
      count: a.stock,
      isSoldout: a.stock <= 0 ? 1 : 0,
    });
  }
  return addingMap;
}
