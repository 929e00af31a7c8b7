import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminOrderRow } from '@lc/contracts';
import { invoiceText } from '../../../../shared/carrier';
import { formatWon } from '../../../../shared/format';
import { useLocale } from '../../../../shared/i18n';
import { useAdminT } from '../../i18n';
import { kstDateTime } from '../../ui/format';

/** The order lines table's columns (one row per line). */
export function useOrderLineColumns() {
  const t = useAdminT();
  const [locale] = useLocale();
  return useMemo<ColumnDef<AdminOrderRow, unknown>[]>(
    () => [
      {
        id: 'orderNumber',
        header: t('admin.orders.number'),
        accessorFn: (r) => r.orderNumber,
        cell: ({ row }) => <Link to={`/admin/orders/${row.original.orderSysId}`}>{row.original.orderNumber}</Link>,
      },
      {
        id: 'createdAt',
        header: t('admin.orders.date'),
        accessorFn: (r) => kstDateTime(r.createdAt, locale),
      },
      {
        id: 'status',
        header: t('admin.orders.state'),
        enableSorting: false,
        accessorFn: (r) => t(`orders.status.${r.lineStatus}`),
        cell: ({ row }) => <span data-testid="line-state">{t(`orders.status.${row.original.lineStatus}`)}</span>,
      },
      {
        id: 'product',
        header: t('admin.orders.product'),
        enableSorting: false,
        accessorFn: (r) => `${r.name}${r.optionText ? ` (${r.optionText})` : ''} ×${r.qty}`,
      },
      { id: 'brand', header: t('admin.orders.brand'), enableSorting: false, accessorFn: (r) => r.brandName },
      {
        id: 'orderer',
        header: t('admin.orders.orderer'),
        enableSorting: false,
        accessorFn: (r) => `${r.ordererName} ${r.ordererPhone}${r.isMember ? '' : ` · ${t('admin.orders.guest')}`}`,
      },
      {
        id: 'payMethod',
        header: t('admin.orders.payMethod'),
        enableSorting: false,
        accessorFn: (r) => (r.payMethod ? t(`admin.payMethods.${r.payMethod}`) : ''),
      },
      { id: 'payAmount', header: t('admin.orders.amount'), accessorFn: (r) => formatWon(r.lineAmount, locale) },
      {
        id: 'invoice',
        header: t('admin.orders.invoice'),
        enableSorting: false,
        accessorFn: (r) => invoiceText(r.deliveryCompanyCode, r.invoiceNumber, locale),
      },
    ],
    [t, locale],
  );
}
