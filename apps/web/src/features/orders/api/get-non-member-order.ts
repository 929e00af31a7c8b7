import type { NonMemberLookupResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET orders/nonUser/product?orderNumber&phone: a non-member's order by number and orderer phone (rate limited). */
export const getNonMemberOrder = (orderNumber: string, phone: string) =>
  api<NonMemberLookupResponse>('GET', 'orders/nonUser/product', { orderNumber, phone });
