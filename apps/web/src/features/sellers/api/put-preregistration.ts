import type { SallyContract } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { sellerCall } from '../sally-store';

/** PUT sally/preregistration: ask one more vendor for a contract. */
export function putPreregistration(brandSysId: number) {
  return sellerCall(() => api<{ contract: SallyContract }>('PUT', 'sally/preregistration', { brandSysId }));
}
