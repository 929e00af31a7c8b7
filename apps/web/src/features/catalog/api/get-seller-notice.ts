import { useQuery } from '@tanstack/react-query';
import type { SellerNoticeResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';

/** GET sellers/{id}/notice?brandSysId */
export function getSellerNotice(sellerSysId: number, brandSysId: number) {
  return api<SellerNoticeResponse>('GET', `sellers/${sellerSysId}/notice`, { brandSysId });
}

export function useSellerNotice(sellerSysId: number | undefined, brandSysId: number | undefined) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: ['seller', sellerSysId, 'notice', brandSysId, locale],
    queryFn: () => getSellerNotice(sellerSysId!, brandSysId!),
    enabled: !!sellerSysId && !!brandSysId,
  });
}
