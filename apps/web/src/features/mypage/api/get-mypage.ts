import { useQuery } from '@tanstack/react-query';
import type { MyPageResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{id}/mypage → { user, points, orderCounts, coupons, blockedCount } */
export function getMyPage(userSysId: number): Promise<MyPageResponse> {
  return api<MyPageResponse>('GET', `users/${userSysId}/mypage`);
}
export function useMyPage(userSysId: number | null) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.users.sub(userSysId ?? 0, 'mypage', locale),
    queryFn: () => getMyPage(userSysId!),
    enabled: !!userSysId,
  });
}
