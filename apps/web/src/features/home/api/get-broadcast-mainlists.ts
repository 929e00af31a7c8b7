import { useQuery } from '@tanstack/react-query';
import type { MainListsResponse } from '@lc/contracts';
import { api, ApiError } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { keys } from '../../../shared/api/query-keys';

const EMPTY: MainListsResponse = { liveList: [], readyList: [], vodList: [] };

/**
 * GET broadcasts/mainlists (live §7, built by the broadcasts domain): on air, scheduled and replays.
 * While that call does not exist yet (404) the home shows the empty state.
 */
export async function getBroadcastMainLists(): Promise<MainListsResponse> {
  try {
    const r = await api<MainListsResponse>('GET', 'broadcasts/mainlists');
    return { liveList: r.liveList ?? [], readyList: r.readyList ?? [], vodList: r.vodList ?? [] };
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return EMPTY;
    throw e;
  }
}

export const broadcastMainListsQuery = (locale: string) => ({
  queryKey: keys.broadcasts.sub('mainlists', locale),
  queryFn: getBroadcastMainLists,
});

export function useBroadcastMainLists() {
  const [locale] = useLocale();
  return useQuery(broadcastMainListsQuery(locale));
}
