import { CART_POLICY, GUEST_CART_STORAGE_KEY, RC, type GuestCartLine, type ResultCode } from '@lc/contracts';
import { session } from './storage';

/**
 * The guest cart (shopping §4): a list in sessionStorage for the page session, merged into the
 * member cart after login. Shared by the product page (adds) and the cart (shows, edits, merges).
 */
export function readGuestCart(): GuestCartLine[] {
  try {
    const v = JSON.parse(session.get(GUEST_CART_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as GuestCartLine[]) : [];
  } catch {
    return [];
  }
}

export function writeGuestCart(lines: GuestCartLine[]): void {
  if (lines.length === 0) session.remove(GUEST_CART_STORAGE_KEY);
  else session.set(GUEST_CART_STORAGE_KEY, JSON.stringify(lines));
}

/** One product/option combination is one line: the same combination added again adds to its quantity. */
export const guestLineKey = (prdtSysId: number, options: number[]) =>
  `${prdtSysId}:${[...options].sort((a, b) => a - b).join(',')}`;

/**
 * Adds lines to the guest cart with the member cart's rules: at most CART_POLICY.maxItems lines
 * (6001) and CART_POLICY.maxQtyPerLine per line (6004). Nothing is written when a rule fails.
 */
export function addToGuestCart(
  add: Omit<GuestCartLine, 'key'>[],
): { ok: true; lines: GuestCartLine[] } | { ok: false; code: ResultCode } {
  const lines = readGuestCart().map((l) => ({ ...l }));
  for (const a of add) {
    const key = guestLineKey(a.prdtSysId, a.options);
    const existing = lines.find((l) => l.key === key);
    if (existing) {
      existing.qty += a.qty;
      if (existing.qty > CART_POLICY.maxQtyPerLine) return { ok: false, code: RC.CART_QTY_EXCEEDED };
      if (a.addingProducts.length > 0) existing.addingProducts = a.addingProducts;
      if (a.broadcastScheduleSysId) existing.broadcastScheduleSysId = a.broadcastScheduleSysId;
      existing.unitPrice = a.unitPrice;
    } else {
      if (lines.length >= CART_POLICY.maxItems) return { ok: false, code: RC.CART_FULL };
      lines.push({ ...a, key });
    }
  }
  writeGuestCart(lines);
  return { ok: true, lines };
}
