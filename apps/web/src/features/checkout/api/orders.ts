import { useQuery } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  ORDER_TOKEN_HEADER,
  orderTokenStorageKey,
  type Address,
  type AddressListResponse,
  type AddressRequest,
  type CouponSelection,
  type CheckoutQuoteResponse,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type PaymentResponse,
  type PayOrderRequest,
  type PayOrderResponse,
  type UserProfile,
  type UserResponse,
  type PostUsersAddressResponse,
} from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { session } from '../../../shared/storage';
import { send } from './http';

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
}) => send<CheckoutQuoteResponse>('POST', 'orders/deliveries', body);

/** POST users/{id}/address with addressSysId: updates an address-book entry (the name-mismatch offer). */
export const saveAddress = (userSysId: number, body: AddressRequest) =>
  api<PostUsersAddressResponse>('POST', `users/${userSysId}/address`, body);

/** POST orders with an Idempotency-Key. */
export const postOrder = (body: CreateOrderRequest, key: string) =>
  send<CreateOrderResponse>('POST', 'orders', body, { [IDEMPOTENCY_HEADER]: key });

/** POST orders/{id}/pays with an Idempotency-Key. */
export const postPay = (orderSysId: number, body: PayOrderRequest, key: string) =>
  send<PayOrderResponse>('POST', `orders/${orderSysId}/pays`, body, {
    [IDEMPOTENCY_HEADER]: key,
    ...tokenHeader(orderSysId),
  });

/** PATCH orders/pays/{id}/notifies: the server asks the gateway and answers the order's payment. */
export const patchNotifies = (orderSysId: number) =>
  send<PaymentResponse>('PATCH', `orders/pays/${orderSysId}/notifies`, {}, tokenHeader(orderSysId));

export const getMe = (userSysId: number) => api<UserResponse>('GET', `users/${userSysId}`);
export const getAddresses = (userSysId: number) => api<AddressListResponse>('GET', `users/${userSysId}/listaddress`);

export function useAddresses(userSysId: number | null, onLoad: (list: Address[]) => void) {
  return useQuery({
    queryKey: ['addresses', userSysId],
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
    queryKey: ['me', userSysId],
    queryFn: async () => {
      const r = await getMe(userSysId!);
      onLoad(r.user);
      return r;
    },
    enabled: userSysId !== null,
  });
}

/** DELETE orders/{id}: cancels an order that is not paid yet (awaiting payment or the deposit). */
export const deleteUnpaidOrder = (orderSysId: number) =>
  send<{ order: unknown }>('DELETE', `orders/${orderSysId}`, undefined, tokenHeader(orderSysId));
