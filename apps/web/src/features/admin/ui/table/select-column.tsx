import type { ColumnDef } from '@tanstack/react-table';
import type { AdminT } from '../../i18n';

/** The checkbox column of a selectable table (select all in the header, one per row). */
export function selectColumn<T>(t: AdminT): ColumnDef<T, unknown> {
  return {
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
}
