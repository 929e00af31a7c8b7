import { api } from '../../../shared/api/client';
import { sellerCall } from '../sally-store';

/** GET sally/chkdupsallyname?sallyName: isUsable 1 when the name is valid and free. */
export function getChkDupSallyName(sallyName: string) {
  return sellerCall(() =>
    api<{ isUsable: number; sallyName: string }>(
      'GET',
      `sally/chkdupsallyname?sallyName=${encodeURIComponent(sallyName)}`,
    ),
  );
}
