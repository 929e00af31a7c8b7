import type { PatchSallyPreregistrationContractResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { sellerCall } from '../sally-store';

/** PATCH sally/preregistration/contract/{id}: the sellover withdraws a request or a contract (status 2). */
export function patchContract(contractSysId: number, status: 1 | 2) {
  return sellerCall(() =>
    api<PatchSallyPreregistrationContractResponse>('PATCH', `sally/preregistration/contract/${contractSysId}`, {
      status,
    }),
  );
}
