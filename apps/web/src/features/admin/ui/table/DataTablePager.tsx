import { useAdminT } from '../../i18n';

/** Previous / "page n of m" / next under the table. */
export function DataTablePager({
  pageIndex,
  pageCount,
  onPage,
}: {
  pageIndex: number;
  pageCount: number;
  onPage: (step: (p: number) => number) => void;
}) {
  const t = useAdminT();
  return (
    <div className="adm-table__pager">
      <button type="button" disabled={pageIndex === 0} onClick={() => onPage((p) => p - 1)}>
        {t('admin.table.prev')}
      </button>
      <span>{t('admin.table.page', { page: pageIndex + 1, pages: pageCount })}</span>
      <button type="button" disabled={pageIndex + 1 >= pageCount} onClick={() => onPage((p) => p + 1)}>
        {t('admin.table.next')}
      </button>
    </div>
  );
}
