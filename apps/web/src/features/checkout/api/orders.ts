import { useQuery } from '@tanstack/react-query';
import {
  DEVICE_ID_HEADER,
  ORDER_TOKEN_HEADER,
  orderTokenStorageKey,
  type Address,
  type AddressRequest,
  type CouponSelection,
  type CheckoutQuoteResponse,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type PaymentResponse,
  type PayOrderRequest,
  type PayOrderResponse,
  type UserProfile,
  type PostUsersAddressResponse,
} from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { deleteUnpaidOrder } from '../../../shared/api/orders';
import { keys } from '../../../shared/api/query-keys';
import { getAddresses, getProfile } from '../../../shared/api/users';
import { deviceId } from '../../../shared/device-id';
import { session } from '../../../shared/storage';

const tokenHeader = (orderSysId: number): Record<string, string> => {
  const tok = session.get(orderTokenStorageKey(orderSysId));
  return tok ? { [ORDER_TOKEN_HEADER]: tok } : {};
};

/** POST orders/deliveries: the server's quote (fees, Jeju/island cost, coupons, points, total). */
export const postQuote = (body: {
  items: unknown[];
  postNumber: string | null;
  pointAmount: number;
  coupons: CouponSelection[];
}) => api<CheckoutQuoteResponse>('POST', 'orders/deliveries', body);

/** POST users/{id}/address with addressSysId: updates an address-book entry (the name-mismatch offer). */
export const saveAddress = (userSysId: number, body: AddressRequest) =>
  api<PostUsersAddressResponse>('POST', `users/${userSysId}/address`, body);

/** POST orders with an Idempotency-Key and this browser's device id (guest orders are limited per device). */
export const postOrder = (body: CreateOrderRequest, key: string) =>
  api<CreateOrderResponse>('POST', 'orders', body, {
    idempotencyKey: key,
    headers: { [DEVICE_ID_HEADER]: deviceId() },
  });

/** POST orders/{id}/pays with an Idempotency-Key. */
export const postPay = (orderSysId: number, body: PayOrderRequest, key: string) =>
  api<PayOrderResponse>('POST', `orders/${orderSysId}/pays`, body, {
    idempotencyKey: key,
    headers: tokenHeader(orderSysId),
  });

/** PATCH orders/pays/{id}/notifies: the server asks the gateway and answers the order's payment. */
export const patchNotifies = (orderSysId: number) =>
  api<PaymentResponse>('PATCH', `orders/pays/${orderSysId}/notifies`, {}, { headers: tokenHeader(orderSysId) });

export function useAddresses(userSysId: number | null, onLoad: (list: Address[]) => void) {
  return useQuery({
    queryKey: keys.checkout.addresses(userSysId),
    queryFn: async () => {
      const r = await getAddresses(userSysId!);
      onLoad(r.addresses);
      return r;
    },
    enabled: userSysId !== null,
    retry: false,
  });
}
export function useMe(userSysId: number | null, onLoad: (u: UserProfile) => void) {
  return useQuery({
    queryKey: keys.checkout.me(userSysId),
    queryFn: async () => {
      const r = await getProfile(userSysId!);
      onLoad(r.user);
      return r;
    },
    enabled: userSysId !== null,
  });
}

/** DELETE orders/{id}: cancels an order that is not paid yet (awaiting payment or the deposit). */
export const deleteGuestableOrder = (orderSysId: number) => deleteUnpaidOrder(orderSysId, tokenHeader(orderSysId));
