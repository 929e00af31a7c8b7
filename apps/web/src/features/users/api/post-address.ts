import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressRequest } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** POST users/{id}/address: create, or update with addressSysId. */
export function postAddress(userSysId: number, body: AddressRequest) {
  return api('POST', `users/${userSysId}/address`, body);
}
export function useSaveAddressMutation(userSysId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressRequest) => postAddress(userSysId, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.users.addresses(userSysId) }),
  });
}
