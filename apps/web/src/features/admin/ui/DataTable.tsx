import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { ApiError } from '../../../shared/api/client';
import { notify } from '../../../shared/dialog';
import { Spinner } from '../../../shared/ui';
import { fetchCsv, fetchPage, type ListQuery, type Page } from '../api/list';
import { useAdminT } from '../i18n';
import { downloadCsv, toCsv } from './csv';

/** rows per page of every back-office table */
export const PAGE_SIZE = 20;
/** the most rows a client-side CSV export fetches (page by page, same filters and order) */
export const CSV_MAX_ROWS = 5000;

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
  rowId,
  selectable,
  bulk,
  testId,
}: DataTableProps<T>) {
  const t = useAdminT();
  const [pageIndex, setPageIndex] = useState(0);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [exporting, setExporting] = useState(false);
  const sort = sorting[0];
  const query: ListQuery = {
    ...filters,
    page: pageIndex + 1,
    size: PAGE_SIZE,
    ...(sort ? { sort: sort.id, order: sort.desc ? 'desc' : 'asc' } : {}),
  };
  const q = useQuery<Page<T>>({
    queryKey: [...queryKey, query],
    queryFn: () => fetchPage<T>(path, query),
    placeholderData: keepPreviousData,
  });
  const total = q.data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const selectColumn: ColumnDef<T, unknown> = {
    id: '_select',
    enableSorting: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label={t('admin.table.selectAll')}
        checked={table.getIsAllRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={t('admin.table.select')}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };

  // TanStack Table returns fresh functions each render; this component is not compiler-memoised on purpose
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: q.data?.list ?? [],
    columns: selectable ? [selectColumn, ...columns] : columns,
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

  const exportCsv = async () => {
    setExporting(true);
    try {
      if (serverCsv) {
        downloadCsv(`${csvName}.csv`, await fetchCsv(path, query));
        return;
      }
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
      downloadCsv(`${csvName}.csv`, toCsv(header, body));
    } catch (e) {
      void notify(e instanceof ApiError ? e.message : t('admin.error'));
    } finally {
      setExporting(false);
    }
  };

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
          <thead>
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => {
                  const sorted = h.column.getIsSorted();
                  return (
                    <th
                      key={h.id}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {h.column.getCanSort() ? (
                        <button type="button" className="adm-sort" onClick={h.column.getToggleSortingHandler()}>
                          {flexRender(h.column.columnDef.header, h.getContext())}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}</span>
                        </button>
                      ) : (
                        flexRender(h.column.columnDef.header, h.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
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
      <div className="adm-table__pager">
        <button type="button" disabled={pageIndex === 0} onClick={() => setPageIndex((p) => p - 1)}>
          {t('admin.table.prev')}
        </button>
        <span>{t('admin.table.page', { page: pageIndex + 1, pages: pageCount })}</span>
        <button type="button" disabled={pageIndex + 1 >= pageCount} onClick={() => setPageIndex((p) => p + 1)}>
          {t('admin.table.next')}
        </button>
      </div>
    </div>
  );
}
