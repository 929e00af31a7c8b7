import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { useLocale } from '../../../shared/i18n';
import { ADMIN_KEYS } from '../api/admin-call';
import type { AdminMemberRow } from '../api/members';
import { useAdminT } from '../i18n';
import { DataTable } from '../ui/DataTable';
import { kstDateTime } from '../ui/format';

/**
 * Sellovers: the members with the sellover role (admin members list). Contract requests are accepted
 * or refused through the sellers' `sally/preregistration` calls, which this build does not have: the
 * page says so instead of pretending.
 */
export function SelloversPage() {
  const t = useAdminT();
  const [locale] = useLocale();
  const columns = useMemo<ColumnDef<AdminMemberRow, unknown>[]>(
    () => [
      {
        id: 'userSysId',
        header: 'ID',
        enableSorting: false,
        accessorFn: (r) => r.userSysId,
        cell: ({ row }) => <Link to={`/admin/members/${row.original.userSysId}`}>{row.original.userSysId}</Link>,
      },
      { id: 'name', header: t('admin.members.name'), accessorFn: (r) => r.nickName },
      { id: 'mobile', header: t('admin.orders.phone'), enableSorting: false, accessorFn: (r) => r.mobile ?? '' },
      {
        id: 'status',
        header: t('admin.members.status'),
        enableSorting: false,
        accessorFn: (r) => t(`admin.members.statuses.${r.status}`),
      },
      { id: 'createdAt', header: t('admin.members.joined'), accessorFn: (r) => kstDateTime(r.createdAt, locale) },
    ],
    [t, locale],
  );
  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.sellovers')}</h1>
      <p className="adm-hint">{t('admin.sellovers.contracts')}</p>
      <DataTable<AdminMemberRow>
        path="members"
        queryKey={[...ADMIN_KEYS.members, 'sellovers']}
        columns={columns}
        filters={{ role: 'sellover' }}
        csvName="sellovers"
        serverCsv
        rowId={(r) => String(r.userSysId)}
      />
    </section>
  );
}
