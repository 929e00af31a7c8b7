import { session } from './storage';

/**
 * The product page's hand-over to checkout (shopping §3 client state `product`: product,
 * selectedOptions, selectedAddPrdts, finalPrice), kept in sessionStorage under the spec's key.
 * The product page writes it when the buyer taps Buy; the checkout reads it.
 */
export const PRODUCT_HANDOVER_KEY = 'product';

export interface ProductHandover {
  prdtSysId: number;
  /** the live show whose price applies, if any */
  broadcastScheduleSysId: number | null;
  /** the show the page was opened from (its player, live or replay): the order's attribution (issue 14) */
  fromBroadcastScheduleSysId: number | null;
  planPrdtSysId: number | null;
  selectedOptions: { name: string; count: number; price: number; prdtOptionSysIds: number[] }[];
  selectedAddPrdts: { prdtAddingProductDetailSysId: number; addingQty: number; price: number }[];
  finalPrice: number;
}

export function writeProductHandover(h: ProductHandover): void {
  session.set(PRODUCT_HANDOVER_KEY, JSON.stringify(h));
}

/** The hand-over, or null when there is none or it cannot be read. */
export function readProductHandover(): Partial<ProductHandover> | null {
  try {
    return JSON.parse(session.get(PRODUCT_HANDOVER_KEY) ?? 'null') as Partial<ProductHandover> | null;
  } catch {
    return null;
  }
}
