import { useQuery } from '@tanstack/react-query';
import type { AddressListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET users/{id}/listaddress */
export function getListAddress(userSysId: number): Promise<AddressListResponse> {
  return api<AddressListResponse>('GET', `users/${userSysId}/listaddress`);
}
export const addressKey = (id: number) => ['users', id, 'addresses'] as const;
export function useAddresses(userSysId: number | null) {
  return useQuery({
    queryKey: addressKey(userSysId ?? 0),
    queryFn: () => getListAddress(userSysId!),
    enabled: !!userSysId,
  });
}
