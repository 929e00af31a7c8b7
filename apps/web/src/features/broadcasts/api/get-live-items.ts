import { useQuery } from '@tanstack/react-query';
import type { LiveItemType, GetBroadcastsListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { keys } from '../../../shared/api/query-keys';

/** GET broadcasts/list?type&startIndex&rowCount → broadcasts of one status (LiveItems). */
export const getLiveItems = (type: LiveItemType) =>
  api<GetBroadcastsListResponse>('GET', 'broadcasts/list', {
    type,
    startIndex: 0,
    rowCount: 50,
  });

export function useLiveItems(type: LiveItemType) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.broadcasts.sub('list', type, locale),
    queryFn: () => getLiveItems(type),
  });
}
