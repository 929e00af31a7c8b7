import { useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import { ApiError } from '../../../shared/api/client';
import { Spinner } from '../../../shared/ui';
import { useAdminT } from '../i18n';
import { DataTableHead } from './table/DataTableHead';
import { DataTablePager } from './table/DataTablePager';
import { selectColumn } from './table/select-column';
import { useCsvExport } from './table/useCsvExport';
import { PAGE_SIZE, useServerPage } from './table/useServerPage';

export { CSV_MAX_ROWS } from './table/useCsvExport';
export { PAGE_SIZE } from './table/useServerPage';

export interface DataTableProps<T> {
  /** the list endpoint under /api/v1/admin/ */
  path: string;
  /** the react-query key prefix; mutations invalidate it */
  queryKey: readonly unknown[];
  columns: ColumnDef<T, unknown>[];
  /** the filter values sent with every page */
  filters?: Record<string, string | number | undefined>;
  /** CSV file name (without .csv) */
  csvName: string;
  /** the list answers format=csv itself (orders, claims, products, members, audit) */
  serverCsv?: boolean;
  /** issue 33: its CSV holds personal data: the server's export, with a reason the staff member gives */
  personalData?: boolean;
  rowId: (row: T) => string;
  /** row selection for bulk actions */
  selectable?: boolean;
  bulk?: (selected: T[], clear: () => void) => ReactNode;
  testId?: string;
}

/**
 * A server-side table: the server sorts, filters and pages (TanStack Table in manual mode), the
 * header sorts on click, and CSV export walks every page of the current filters.
 */
export function DataTable<T>({
  path,
  queryKey,
  columns,
  filters = {},
  csvName,
  serverCsv,
  personalData,
  rowId,
  selectable,
  bulk,
  testId,
}: DataTableProps<T>) {
  const t = useAdminT();
  const { q, query, total, pageCount, pageIndex, setPageIndex, sorting, setSorting } = useServerPage<T>(
    path,
    queryKey,
    filters,
  );
  const [selection, setSelection] = useState<RowSelectionState>({});

  // TanStack Table returns fresh functions each render; this component is not compiler-memoised on purpose
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: q.data?.list ?? [],
    columns: selectable ? [selectColumn<T>(t), ...columns] : columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount,
    state: { sorting, rowSelection: selection, pagination: { pageIndex, pageSize: PAGE_SIZE } },
    onSortingChange: (u) => {
      setSorting(u);
      setPageIndex(0);
    },
    onRowSelectionChange: setSelection,
    enableRowSelection: !!selectable,
    enableMultiSort: false,
  });
  const { exporting, exportCsv } = useCsvExport<T>({ path, query, serverCsv, csvName, table, personalData });
  const selectedRows = table.getSelectedRowModel().rows.map((r) => r.original);

  return (
    <div className="adm-table" data-testid={testId}>
      <div className="adm-table__bar">
        <span data-testid="table-total">{t('admin.table.total', { count: total })}</span>
        {selectable && bulk ? bulk(selectedRows, () => setSelection({})) : null}
        <span className="adm__spacer" />
        <button type="button" disabled={exporting || total === 0} onClick={() => void exportCsv()}>
          {exporting ? t('admin.table.exporting') : t('admin.table.csv')}
        </button>
      </div>
      {q.isError ? (
        <p className="adm-error" role="alert">
          {q.error instanceof ApiError ? q.error.message : t('admin.error')}
        </p>
      ) : null}
      <div className="adm-table__scroll">
        <table>
          <DataTableHead table={table} />
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid="admin-row">
                {row.getVisibleCells().map((c) => (
                  <td key={c.id}>{flexRender(c.column.columnDef.cell, c.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {q.isLoading ? <Spinner label={t('common.loading')} /> : null}
        {!q.isLoading && total === 0 && !q.isError ? <p className="adm-empty">{t('admin.table.empty')}</p> : null}
      </div>
      <DataTablePager pageIndex={pageIndex} pageCount={pageCount} onPage={setPageIndex} />
    </div>
  );
}
