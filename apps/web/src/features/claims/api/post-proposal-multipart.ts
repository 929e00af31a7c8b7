import type { ClaimRequest, PostOrdersProductsProposalingResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST orders/{id}/products/{pid}/proposaling/return|exchange as multipart: jsonData and photos prdtImgFile1..n. */
export function postProposalWithPhotos(
  orderSysId: number,
  orderPrdtSysId: number,
  type: 'return' | 'exchange',
  body: ClaimRequest,
  photos: File[],
) {
  const fd = new FormData();
  fd.append('jsonData', JSON.stringify(body));
  photos.forEach((f, i) => fd.append(`prdtImgFile${i + 1}`, f, f.name));
  return api<PostOrdersProductsProposalingResponse>(
    'POST',
    `orders/${orderSysId}/products/${orderPrdtSysId}/proposaling/${type}`,
    fd,
  );
}
