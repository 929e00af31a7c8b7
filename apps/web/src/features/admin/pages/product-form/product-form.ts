import type { Dispatch, SetStateAction } from 'react';
import type { AdminProductDetail } from '@lc/contracts';
import type { FieldErrors } from '../../ui/form';

/** an option row as typed */
export interface OptionRow {
  optionGroup: string;
  optionKeyName: string;
  addedPrice: string;
  stock: string;
}
/** an adding product (with its details) as typed */
export interface AddingRow {
  name: string;
  details: { name: string; price: string; stock: string }[];
}

const num = (s: string) => (s.trim() === '' ? NaN : Number(s));
/** <input type=datetime-local> (Korean wall time) ↔ ISO with the +09:00 offset the schema wants */
const toIso = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}+09:00` : null);
const fromIso = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(0, 16) : '';

/** The form's text fields: empty for a new product, else the product's values. */
export function initialFields(product: AdminProductDetail | null) {
  return {
    brandSysId: product ? String(product.brandSysId) : '',
    categorySysId: product?.categorySysId ? String(product.categorySysId) : '',
    name: product?.name ?? '',
    nameEn: product?.nameEn ?? '',
    description: product?.description ?? '',
    marketPrice: product ? String(product.marketPrice) : '',
    price: product ? String(product.price) : '',
    stock: product ? String(product.stock) : '0',
    isDisplay: product ? product.isDisplay === 1 : true,
    isSoldout: product ? product.isSoldout === 1 : false,
    deliveryPriceTypeCode: product ? String(product.deliveryPriceTypeCode) : '1',
    deliveryPrice: product ? String(product.deliveryPrice) : '0',
    freeDeliveryMinAmount: product?.freeDeliveryMinAmount ? String(product.freeDeliveryMinAmount) : '',
    livePrice: product && product.livePrice !== null ? String(product.livePrice) : '',
    liveStart: fromIso(product?.livePriceStartDate ?? null),
    liveEnd: fromIso(product?.livePriceEndDate ?? null),
    // issue 33: alcohol and its kind (only 전통주 kinds are sold online)
    isAlcohol: product ? product.isAlcohol === 1 : false,
    alcoholKind: product?.alcoholKind ?? '',
    // issue 33: the 제17조② exceptions the product page shows (2–5)
    returnExceptions: product?.returnExceptions ?? ([] as number[]),
  };
}

/** the form's text fields and switches */
export type ProductFieldValues = ReturnType<typeof initialFields>;

/** What every fieldset of the product form takes: the values, their setter and the server's field errors. */
export interface ProductFieldsProps {
  f: ProductFieldValues;
  setF: Dispatch<SetStateAction<ProductFieldValues>>;
  errors: FieldErrors;
}

/** The product's options as typed rows. */
export const initialOptions = (product: AdminProductDetail | null): OptionRow[] =>
  (product?.options ?? []).map((o) => ({
    optionGroup: o.optionGroup,
    optionKeyName: o.optionKeyName,
    addedPrice: String(o.addedPrice),
    stock: String(o.stock),
  }));

/** The product's adding products as typed rows. */
export const initialAdding = (product: AdminProductDetail | null): AddingRow[] =>
  (product?.addingProducts ?? []).map((a) => ({
    name: a.name,
    details: a.details.map((d) => ({ name: d.name, price: String(d.price), stock: String(d.stock) })),
  }));

/** The request body of the form (numbers parsed, NaN for a blank the schema refuses), validated by the caller. */
export function toBody(f: ProductFieldValues, images: string[], options: OptionRow[], adding: AddingRow[]) {
  return {
    brandSysId: num(f.brandSysId),
    categorySysId: f.categorySysId ? num(f.categorySysId) : null,
    name: f.name,
    nameEn: f.nameEn || null,
    description: f.description || null,
    marketPrice: num(f.marketPrice),
    price: num(f.price),
    stock: num(f.stock),
    isDisplay: f.isDisplay ? 1 : 0,
    isSoldout: f.isSoldout ? 1 : 0,
    isAlcohol: f.isAlcohol ? 1 : 0,
    alcoholKind: f.isAlcohol && f.alcoholKind ? f.alcoholKind : null,
    returnExceptions: f.returnExceptions,
    deliveryPriceTypeCode: num(f.deliveryPriceTypeCode),
    deliveryPrice: num(f.deliveryPrice),
    freeDeliveryMinAmount: f.freeDeliveryMinAmount ? num(f.freeDeliveryMinAmount) : null,
    images,
    livePrice: f.livePrice ? num(f.livePrice) : null,
    livePriceStartDate: f.livePrice ? toIso(f.liveStart) : null,
    livePriceEndDate: f.livePrice ? toIso(f.liveEnd) : null,
    options: options.map((o) => ({
      optionGroup: o.optionGroup,
      optionKeyName: o.optionKeyName,
      addedPrice: num(o.addedPrice || '0'),
      stock: num(o.stock),
    })),
    addingProducts: adding.map((a) => ({
      name: a.name,
      details: a.details.map((d) => ({ name: d.name, price: num(d.price), stock: num(d.stock) })),
    })),
  };
}
