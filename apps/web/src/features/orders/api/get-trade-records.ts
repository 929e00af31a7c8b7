import { RC } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { apiUrl } from '../../../shared/api/http';
import { getLocale } from '../../../shared/i18n/locale';
import { getSession } from '../../../shared/session/store';
import { checkToken } from '../../../shared/session/token-watcher';

/**
 * GET users/{id}/orders/records (issue 18): the member's own trade record (orders, lines, payments)
 * as a CSV file, saved under the name the server gives.
 */
export async function downloadTradeRecords(userSysId: number): Promise<void> {
  if (!(await checkToken())) throw new ApiError(RC.LOGIN_REQUIRED, '', 401);
  const res = await fetch(apiUrl(`users/${userSysId}/orders/records`), {
    headers: { authorization: `Bearer ${getSession().accessToken ?? ''}`, 'accept-language': getLocale() },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { jsonData?: { resultCode?: string; message?: string } };
    throw new ApiError(body.jsonData?.resultCode ?? RC.INTERNAL, body.jsonData?.message ?? '', res.status);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'trade-records.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
