import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../shared/api/query-keys';
import { deletePick } from './delete-pick';
import { postPick } from './post-pick';

/**
 * Pick or unpick one product (the heart), then reload the product lists: their cards show the
 * heart too (isPick). The lists are not awaited.
 */
export function useTogglePickMutation(userSysId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ prdtSysId, picked }: { prdtSysId: number; picked: boolean }) => {
      if (picked) await deletePick(userSysId!, prdtSysId);
      else await postPick(userSysId!, prdtSysId);
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.catalog.products.all }),
  });
}
