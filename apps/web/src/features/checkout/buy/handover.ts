import { ORDER_DRAFT_STORAGE_KEY, type OrderDraft } from '@lc/contracts';
import { readGuestCart, writeGuestCart } from '../../../shared/guest-cart';
import { readProductHandover } from '../../../shared/product-handover';
import { session } from '../../../shared/storage';

export type Item = OrderDraft['items'][number];

/** The product page's hand-over as order lines (the first line carries the adding products). */
export function itemsFromProduct(): Item[] {
  const p = readProductHandover();
  if (!p || p.prdtSysId === undefined || !Array.isArray(p.selectedOptions)) return [];
  const adds = p.selectedAddPrdts ?? [];
  return p.selectedOptions.map((o, i) => ({
    prdtSysId: p.prdtSysId!,
    qty: o.count,
    options: o.prdtOptionSysIds ?? [],
    addingProducts:
      i === 0
        ? adds.map((a) => ({ prdtAddingProductDetailSysId: a.prdtAddingProductDetailSysId, addingQty: a.addingQty }))
        : [],
    broadcastScheduleSysId: p.broadcastScheduleSysId ?? null,
    basketSysId: null,
    planPrdtSysId: p.planPrdtSysId ?? null,
  }));
}

/** The show the product page was opened from (sales per broadcast, issue 14); the server checks it. */
export const showFromProduct = (): number | null => readProductHandover()?.fromBroadcastScheduleSysId ?? null;

export function draftFromCart(): OrderDraft | null {
  try {
    return JSON.parse(session.get(ORDER_DRAFT_STORAGE_KEY) ?? 'null') as OrderDraft | null;
  } catch {
    return null;
  }
}

/** The order exists: the guest-cart lines it took and the cart's hand-over are done with. */
export function clearCartHandover(draft: OrderDraft | null): void {
  if (draft?.guestKeys?.length) {
    const taken = new Set(draft.guestKeys);
    writeGuestCart(readGuestCart().filter((g) => !taken.has(g.key)));
  }
  session.remove(ORDER_DRAFT_STORAGE_KEY);
}
