import type { BasketAddRequest, BasketAddResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST users/{id}/baskets: one product with its option combinations (or a quantity) and adding products. */
export function postBasket(userSysId: number, item: BasketAddRequest) {
  return api<BasketAddResponse>('POST', `users/${userSysId}/baskets`, item);
}
