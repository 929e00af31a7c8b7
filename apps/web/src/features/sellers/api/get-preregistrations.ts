import { useQuery } from '@tanstack/react-query';
import type { PreregistrationListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { sellerCall } from '../sally-store';

/** GET sally/preregistration/list: the contracts of the last three months and the vendors. */
export function getPreregistrations() {
  return sellerCall(() => api<PreregistrationListResponse>('GET', 'sally/preregistration/list'));
}
export function usePreregistrations(enabled = true) {
  const [lang] = useLocale();
  return useQuery({ queryKey: ['sellers', 'contracts', lang], queryFn: getPreregistrations, enabled });
}
