import { useQuery } from '@tanstack/react-query';
import type { ProductResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';

/** GET products/{id}?broadcastScheduleSysId|broadcastProductSysId&planPrdtSysId */
export function getProduct(
  id: number,
  q: { broadcastScheduleSysId?: number; broadcastProductSysId?: number; planPrdtSysId?: number },
) {
  return api<ProductResponse>('GET', `products/${id}`, q);
}

export function useProduct(
  id: number,
  q: { broadcastScheduleSysId?: number; broadcastProductSysId?: number; planPrdtSysId?: number },
) {
  const [locale] = useLocale();
  const { userSysId } = useSession();
  return useQuery({
    queryKey: ['product', id, q, locale, userSysId ?? 0],
    queryFn: () => getProduct(id, q),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
