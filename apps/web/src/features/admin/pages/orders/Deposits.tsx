import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { formatWon } from '../../../../shared/format';
import { useLocale } from '../../../../shared/i18n';
import { ADMIN_KEYS } from '../../api/admin-call';
import { useAdminT } from '../../i18n';
import { DataTable } from '../../ui/DataTable';
import { kstDateTime } from '../../ui/format';
import { SelectFilter } from '../../ui/FilterBar';

interface Deposit {
  paySysId: number;
  orderSysId: number;
  orderNumber: string;
  amount: number;
  bankName: string;
  accountNumber: string;
  depositorName: string;
  dueAt: string;
  status: string;
  approvedAt: string | null;
  createdAt: string;
}

/** The deposits tab: virtual-account deposits awaiting or matched. */
export function Deposits() {
  const t = useAdminT();
  const [locale] = useLocale();
  const [status, setStatus] = useState<'waiting' | 'matched'>('waiting');
  const columns = useMemo<ColumnDef<Deposit, unknown>[]>(
    () => [
      {
        id: 'orderNumber',
        header: t('admin.orders.number'),
        enableSorting: false,
        accessorFn: (r) => r.orderNumber,
        cell: ({ row }) => <Link to={`/admin/orders/${row.original.orderSysId}`}>{row.original.orderNumber}</Link>,
      },
      { id: 'amount', header: t('admin.orders.amount'), accessorFn: (r) => formatWon(r.amount, locale) },
      {
        id: 'account',
        header: t('admin.deposits.account'),
        enableSorting: false,
        accessorFn: (r) => `${r.bankName} ${r.accountNumber}`,
      },
      {
        id: 'depositor',
        header: t('admin.deposits.depositor'),
        enableSorting: false,
        accessorFn: (r) => r.depositorName,
      },
      {
        id: 'dueAt',
        header: t('admin.deposits.due'),
        enableSorting: false,
        accessorFn: (r) => kstDateTime(r.dueAt, locale),
      },
      {
        id: 'approvedAt',
        header: t('admin.deposits.matchedAt'),
        enableSorting: false,
        accessorFn: (r) => kstDateTime(r.approvedAt, locale),
      },
      { id: 'createdAt', header: t('admin.orders.date'), accessorFn: (r) => kstDateTime(r.createdAt, locale) },
    ],
    [t, locale],
  );
  return (
    <>
      <div className="adm-filters">
        <SelectFilter
          label={t('admin.deposits.status')}
          options={[
            { value: 'waiting', label: t('admin.deposits.waiting') },
            { value: 'matched', label: t('admin.deposits.matched') },
          ]}
          value={status}
          onChange={setStatus}
        />
      </div>
      <DataTable<Deposit>
        path="deposits"
        personalData
        queryKey={ADMIN_KEYS.deposits}
        columns={columns}
        filters={{ status }}
        csvName={`deposits-${status}`}
        rowId={(r) => String(r.paySysId)}
      />
    </>
  );
}
