import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BasketAddResponse,
  BasketListResponse,
  CheckoutQuoteResponse,
  GuestCartLine,
  ProductResponse,
  PutUsersBasketsResponse,
} from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{id}/baskets/list */
export const getBaskets = (userSysId: number) => api<BasketListResponse>('GET', `users/${userSysId}/baskets/list`);
export const basketsKey = (userSysId: number | null) => keys.cart.baskets(userSysId);
export function useBaskets(userSysId: number | null) {
  return useQuery({
    queryKey: basketsKey(userSysId),
    queryFn: () => getBaskets(userSysId!),
    enabled: userSysId !== null,
  });
}

/** POST users/{id}/baskets {items}: the guest cart merged after login (each item added or skipped). */
export const mergeBaskets = (userSysId: number, lines: GuestCartLine[]) =>
  api<BasketAddResponse>('POST', `users/${userSysId}/baskets`, {
    items: lines.map((l) => ({
      prdtSysId: l.prdtSysId,
      broadcastScheduleSysId: l.broadcastScheduleSysId,
      ...(l.options.length
        ? { optionGroups: [{ optionQty: l.qty, productOptions: l.options.map((id) => ({ prdtOptionSysId: id })) }] }
        : { basketQty: l.qty }),
      addingProducts: l.addingProducts,
    })),
  });

/** PUT users/{id}/baskets/{basketId}: quantity or option change. */
export const putBasket = (
  userSysId: number,
  basketSysId: number,
  body: { basketQty?: number; productOptions?: { prdtOptionSysId: number }[] },
) => api<PutUsersBasketsResponse>('PUT', `users/${userSysId}/baskets/${basketSysId}`, body);

/** DELETE users/{id}/baskets/{basketId} and DELETE users/{id}/baskets/list?basketSysIds= */
export const deleteBasket = (userSysId: number, basketSysId: number) =>
  api('DELETE', `users/${userSysId}/baskets/${basketSysId}`);
export const deleteBaskets = (userSysId: number, ids: number[]) =>
  api('DELETE', `users/${userSysId}/baskets/list?basketSysIds=${ids.join(',')}`);

/** Reload the member's cart after a change (not awaited: the screen goes on at once). */
function useReloadBaskets(userSysId: number | null) {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: basketsKey(userSysId) });
}

/** The guest cart merged into the member's after login; merged or not, the cart is reloaded. */
export function useMergeBasketsMutation(userSysId: number | null) {
  const reload = useReloadBaskets(userSysId);
  return useMutation({
    mutationFn: (lines: GuestCartLine[]) => mergeBaskets(userSysId!, lines),
    onSettled: reload,
  });
}

/** A line's quantity or options changed, then the cart reloaded. */
export function usePutBasketMutation(userSysId: number | null) {
  const reload = useReloadBaskets(userSysId);
  return useMutation({
    mutationFn: (v: { basketSysId: number; body: Parameters<typeof putBasket>[2] }) =>
      putBasket(userSysId!, v.basketSysId, v.body),
    onSuccess: reload,
  });
}

/** Lines deleted (one, or several in one call), then the cart reloaded. */
export function useDeleteBasketsMutation(userSysId: number | null) {
  const reload = useReloadBaskets(userSysId);
  return useMutation({
    mutationFn: (ids: number[]) =>
      ids.length === 1 ? deleteBasket(userSysId!, ids[0]!) : deleteBaskets(userSysId!, ids),
    onSuccess: reload,
  });
}

/** The cart screen's three changes, each reloading the cart. */
export function useBasketMutations(userSysId: number | null) {
  return {
    merge: useMergeBasketsMutation(userSysId),
    put: usePutBasketMutation(userSysId),
    del: useDeleteBasketsMutation(userSysId),
  };
}

/** GET products/{id}: the option groups for an option change. */
export const getProductOptions = (prdtSysId: number) => api<ProductResponse>('GET', `products/${prdtSysId}`);

/** POST orders/deliveries: the server's totals (delivery fees included) for the selected lines. */
export const postQuote = (
  items: {
    prdtSysId: number;
    qty: number;
    options: number[];
    addingProducts: unknown[];
    broadcastScheduleSysId: number | null;
  }[],
) => api<CheckoutQuoteResponse>('POST', 'orders/deliveries', { items });
