import { useState } from 'react';
import type { Table } from '@tanstack/react-table';
import { ApiError } from '../../../../shared/api/client';
import { askText, notify } from '../../../../shared/dialog';
import { fetchCsv, fetchPage, type ListQuery } from '../../api/list';
import { useAdminT } from '../../i18n';
import { downloadCsv, toCsv } from '../csv';

/** the most rows a client-side CSV export fetches (page by page, same filters and order) */
export const CSV_MAX_ROWS = 5000;

/** The table's rows as CSV: the server's export, or the visible columns' values of every page (up to the cap). */
async function buildCsv<T>(path: string, query: ListQuery, serverCsv: boolean | undefined, table: Table<T>) {
  if (serverCsv || query.reason !== undefined) return fetchCsv(path, query);
  const rows: T[] = [];
  for (let page = 1; rows.length < CSV_MAX_ROWS; page++) {
    const p = await fetchPage<T>(path, { ...query, page, size: 100 });
    rows.push(...p.list);
    if (p.list.length === 0 || rows.length >= p.totalCount) break;
  }
  const cols = table.getAllLeafColumns().filter((c) => c.id !== '_select' && c.id !== '_actions');
  const header = cols.map((c) => {
    const h = c.columnDef.header;
    return typeof h === 'string' ? h : c.id;
  });
  const body = rows.slice(0, CSV_MAX_ROWS).map((r) =>
    cols.map((c) => {
      const def = c.columnDef as { accessorFn?: (row: T, i: number) => unknown; accessorKey?: string };
      if (def.accessorFn) return def.accessorFn(r, 0);
      if (def.accessorKey) return (r as Record<string, unknown>)[def.accessorKey];
      return '';
    }),
  );
  return toCsv(header, body);
}

/** The CSV button's job: export the current filters and order to `<csvName>.csv`, a failure said in a dialog. */
export function useCsvExport<T>({
  path,
  query,
  serverCsv,
  csvName,
  table,
  personalData,
}: {
  path: string;
  query: ListQuery;
  serverCsv?: boolean;
  csvName: string;
  table: Table<T>;
  /** issue 33: the export holds personal data: the server's export, after the staff member gives a reason */
  personalData?: boolean;
}) {
  const t = useAdminT();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    let q = query;
    if (personalData) {
      const reason = await askText(t('admin.csvReason.hint'), { okLabel: t('admin.csvReason.confirm') });
      if (reason === null) return;
      q = { ...query, reason };
    }
    setExporting(true);
    try {
      downloadCsv(`${csvName}.csv`, await buildCsv(path, q, serverCsv, table));
    } catch (e) {
      void notify(e instanceof ApiError ? e.message : t('admin.error'));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}
