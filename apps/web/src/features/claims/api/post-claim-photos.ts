import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostOrdersProductsProposalingImagesResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** POST orders/{id}/products/{pid}/proposaling/{claimId}/images: evidence photos added to an open exchange/return. */
export function postClaimPhotos(orderSysId: number, orderPrdtSysId: number, claimSysId: number, photos: File[]) {
  const fd = new FormData();
  photos.forEach((f, i) => fd.append(`prdtImgFile${i + 1}`, f, f.name));
  return api<PostOrdersProductsProposalingImagesResponse>(
    'POST',
    `orders/${orderSysId}/products/${orderPrdtSysId}/proposaling/${claimSysId}/images`,
    fd,
  );
}

export function useAddClaimPhotos() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: { orderSysId: number; orderPrdtSysId: number; claimSysId: number; photos: File[] }) =>
      postClaimPhotos(c.orderSysId, c.orderPrdtSysId, c.claimSysId, c.photos),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: keys.claims.all });
      void qc.invalidateQueries({ queryKey: keys.orders.all });
    },
  });
}
