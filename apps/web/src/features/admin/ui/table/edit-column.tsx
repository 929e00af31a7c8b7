import type { ColumnDef } from '@tanstack/react-table';
import type { AdminT } from '../../i18n';

/** The last column of an editable list: an Edit button per row, or nothing for a role that may not write. */
export function editColumn<T>(t: AdminT, onEdit: ((row: T) => void) | null): ColumnDef<T, unknown> {
  return {
    id: '_actions',
    header: '',
    enableSorting: false,
    cell: ({ row }) =>
      onEdit ? (
        <button type="button" onClick={() => onEdit(row.original)}>
          {t('admin.form.edit')}
        </button>
      ) : null,
  };
}
