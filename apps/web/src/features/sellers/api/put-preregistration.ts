import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PutSallyPreregistrationResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';
import { sellerCall } from '../sally-store';

/** PUT sally/preregistration: ask one more vendor for a contract. */
export function putPreregistration(brandSysId: number) {
  return sellerCall(() => api<PutSallyPreregistrationResponse>('PUT', 'sally/preregistration', { brandSysId }));
}

/** Ask one more vendor, then reload the sellover's screens (not awaited). */
export function useRequestVendorMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: putPreregistration,
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.sellers.all }),
  });
}
