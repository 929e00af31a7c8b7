import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchSallyPreregistrationContractResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';
import { sellerCall } from '../sally-store';

/** PATCH sally/preregistration/contract/{id}: the sellover withdraws a request or a contract (status 2). */
export function patchContract(contractSysId: number, status: 1 | 2) {
  return sellerCall(() =>
    api<PatchSallyPreregistrationContractResponse>('PATCH', `sally/preregistration/contract/${contractSysId}`, {
      status,
    }),
  );
}

/** Withdraw a request or a contract, then reload the sellover's screens (not awaited). */
export function useWithdrawContractMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (contractSysId: number) => patchContract(contractSysId, 2),
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.sellers.all }),
  });
}
