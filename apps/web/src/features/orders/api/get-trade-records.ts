import { apiFile } from '../../../shared/api/client';

/**
 * GET users/{id}/orders/records (issue 18): the member's own trade record (orders, lines, payments)
 * as a CSV file, saved under the name the server gives.
 */
export async function downloadTradeRecords(userSysId: number): Promise<void> {
  const { blob, fileName } = await apiFile(`users/${userSysId}/orders/records`, undefined, 'text/csv');
  const name = fileName ?? 'trade-records.csv';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
