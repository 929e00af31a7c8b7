import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** DELETE users/{id}/address?addressSysId */
export function deleteAddress(userSysId: number, addressSysId: number) {
  return api('DELETE', `users/${userSysId}/address?addressSysId=${addressSysId}`);
}
export function useDeleteAddressMutation(userSysId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (addressSysId: number) => deleteAddress(userSysId, addressSysId),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.users.addresses(userSysId) }),
  });
}
