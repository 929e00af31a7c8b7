import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminMemberRow } from '../../api/members';
import type { AdminT } from '../../i18n';
import { kstDateTime } from '../format';
import type { Locale } from '../../../../shared/i18n';

type MemberColumn = ColumnDef<AdminMemberRow, unknown>;

/**
 * Columns every member list shows (the members page and the sellovers' member tab): the member
 * number linking to the member's page, phone, status and join date.
 */
export function commonMemberColumns(t: AdminT, locale: Locale) {
  const id: MemberColumn = {
    id: 'userSysId',
    header: 'ID',
    enableSorting: false,
    accessorFn: (r) => r.userSysId,
    cell: ({ row }) => <Link to={`/admin/members/${row.original.userSysId}`}>{row.original.userSysId}</Link>,
  };
  const mobile: MemberColumn = {
    id: 'mobile',
    header: t('admin.orders.phone'),
    enableSorting: false,
    accessorFn: (r) => r.mobile ?? '',
  };
  const status: MemberColumn = {
    id: 'status',
    header: t('admin.members.status'),
    enableSorting: false,
    accessorFn: (r) => t(`admin.members.statuses.${r.status}`),
  };
  const joined: MemberColumn = {
    id: 'createdAt',
    header: t('admin.members.joined'),
    accessorFn: (r) => kstDateTime(r.createdAt, locale),
  };
  return { id, mobile, status, joined };
}
