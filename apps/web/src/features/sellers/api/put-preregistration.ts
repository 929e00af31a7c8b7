import type { PutSallyPreregistrationResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { sellerCall } from '../sally-store';

/** PUT sally/preregistration: ask one more vendor for a contract. */
export function putPreregistration(brandSysId: number) {
  return sellerCall(() => api<PutSallyPreregistrationResponse>('PUT', 'sally/preregistration', { brandSysId }));
}
