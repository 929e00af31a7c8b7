import { api, apiFile } from '../../../shared/api/client';

/** The table's query: 1-based page and size, translated to the admin lists' startIndex/rowCount. */
export type ListQuery = Record<string, string | number | undefined> & { page: number; size: number };
export interface Page<T> {
  list: T[];
  totalCount: number;
}

function toServer(query: ListQuery): Record<string, string | number> {
  const { page, size, ...rest } = query;
  const out: Record<string, string | number> = { startIndex: (page - 1) * size, rowCount: size };
  for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

/** GET admin/<path> one page: `{ rows, totalCount }` (admin lists, contracts/admin). */
export async function fetchPage<T>(path: string, query: ListQuery): Promise<Page<T>> {
  const r = await api<{ rows: T[]; totalCount: number }>('GET', `admin/${path}`, toServer(query));
  return { list: r.rows, totalCount: r.totalCount };
}

/** GET admin/<path>?format=csv: the server's own export (UTF-8 with BOM), every row of the filters. */
export async function fetchCsv(path: string, query: ListQuery): Promise<string> {
  const { startIndex: _s, rowCount: _r, ...filters } = toServer(query);
  const { blob } = await apiFile(`admin/${path}`, { ...filters, format: 'csv' }, 'text/csv');
  return blob.text();
}
