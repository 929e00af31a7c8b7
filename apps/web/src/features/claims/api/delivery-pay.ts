import type { DeliveryPayInfo, DeliveryPayRequest, DeliveryPayView } from '@lc/contracts';
import { api } from '../../../shared/api/client';

const base = (orderSysId: number, orderPrdtSysId: number) => `orders/${orderSysId}/products/${orderPrdtSysId}`;

/** GET orders/{id}/products/{pid}/deliverypay: the return shipping fee the open claim owes. */
export const getDeliveryPay = (orderSysId: number, orderPrdtSysId: number) =>
  api<DeliveryPayInfo>('GET', `${base(orderSysId, orderPrdtSysId)}/deliverypay`);

/** POST orders/{id}/products/{pid}/deliverypay: opens the gateway's approval page for the fee. */
export const postDeliveryPay = (orderSysId: number, orderPrdtSysId: number, body: DeliveryPayRequest) =>
  api<{ deliveryPay: DeliveryPayView; redirectUrl: string | null }>(
    'POST',
    `${base(orderSysId, orderPrdtSysId)}/deliverypay`,
    body,
  );

/** POST orders/{id}/products/{pid}/pays/deliveries: back from the gateway, the server asks it and settles the fee. */
export const postPaysDeliveries = (orderSysId: number, orderPrdtSysId: number) =>
  api<DeliveryPayInfo>('POST', `${base(orderSysId, orderPrdtSysId)}/pays/deliveries`);
