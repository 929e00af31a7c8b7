import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { ORDER_STATUS, PAY_METHODS, type AdminOrderRow } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { ask, notify } from '../../../shared/dialog';
import { formatWon } from '../../../shared/format';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { ADMIN_KEYS } from '../api/admin-call';
import { useOrderMoves } from '../api/post-order-moves';
import { useAdminT } from '../i18n';
import { can } from '../nav';
import { DataTable } from '../ui/DataTable';
import { DispatchDialog } from '../ui/DispatchDialog';
import { kstDateTime } from '../ui/format';

const STATES = Object.values(ORDER_STATUS);

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

/** Orders: one row per line, filters, bulk prepare → dispatch → delivered; deposits awaiting and matched. */
export function OrdersPage() {
  const t = useAdminT();
  const { role } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'deposits' && can(role, 'deposits.read') ? 'deposits' : 'lines';
  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.orders')}</h1>
      <nav className="adm-subnav">
        <button type="button" aria-pressed={tab === 'lines'} onClick={() => setParams({})}>
          {t('admin.orders.lines')}
        </button>
        {can(role, 'deposits.read') ? (
          <button type="button" aria-pressed={tab === 'deposits'} onClick={() => setParams({ tab: 'deposits' })}>
            {t('admin.orders.deposits')}
          </button>
        ) : null}
      </nav>
      {tab === 'lines' ? <OrderLines /> : <Deposits />}
    </section>
  );
}

function OrderLines() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const moves = useOrderMoves();
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [payMethod, setPayMethod] = useState('');
  const [member, setMember] = useState('');
  const [searchField, setSearchField] = useState('');
  const [q, setQ] = useState('');
  const [applied, setApplied] = useState<Record<string, string | undefined>>({});
  const [dispatching, setDispatching] = useState<AdminOrderRow[] | null>(null);
  const fulfil = can(role, 'orders.fulfil');

  const columns = useMemo<ColumnDef<AdminOrderRow, unknown>[]>(
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
        accessorFn: (r) => (r.invoiceNumber ? `${r.deliveryCompanyCode ?? ''} ${r.invoiceNumber}` : ''),
      },
    ],
    [t, locale],
  );

  const run = async (kind: 'prepare' | 'delivered', lines: AdminOrderRow[], clear: () => void) => {
    if (!(await ask(t(`admin.orders.${kind}Ask`, { count: lines.length })))) return;
    moves[kind].mutate(
      lines.map((l) => l.orderPrdtSysId),
      {
        onSuccess: () => {
          clear();
          void notify(t('admin.orders.moved', { count: lines.length }));
        },
        onError: (e) => notify(e instanceof ApiError ? e.message : t('admin.error')),
      },
    );
  };

  return (
    <>
      <form
        className="adm-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied({
            status: status || undefined,
            from: from || undefined,
            to: to || undefined,
            payMethod: payMethod || undefined,
            member: member || undefined,
            searchField: q ? searchField || undefined : undefined,
            q: q || undefined,
          });
        }}
      >
        <select
          aria-label={t('admin.orders.state')}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          data-testid="filter-status"
        >
          <option value="">{t('admin.orders.allStates')}</option>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {t(`orders.status.${s}`)}
            </option>
          ))}
        </select>
        <input
          type="date"
          aria-label={t('admin.filters.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <input type="date" aria-label={t('admin.filters.to')} value={to} onChange={(e) => setTo(e.target.value)} />
        <select
          aria-label={t('admin.orders.payMethod')}
          value={payMethod}
          onChange={(e) => setPayMethod(e.target.value)}
        >
          <option value="">{t('admin.orders.allPay')}</option>
          {PAY_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`admin.payMethods.${m}`)}
            </option>
          ))}
        </select>
        <select aria-label={t('admin.orders.memberType')} value={member} onChange={(e) => setMember(e.target.value)}>
          <option value="">{t('admin.orders.allMembers')}</option>
          <option value="member">{t('admin.orders.member')}</option>
          <option value="guest">{t('admin.orders.guest')}</option>
        </select>
        <select
          aria-label={t('admin.filters.field')}
          value={searchField}
          onChange={(e) => setSearchField(e.target.value)}
        >
          <option value="">{t('admin.orders.searchAll')}</option>
          <option value="orderNumber">{t('admin.orders.number')}</option>
          <option value="name">{t('admin.orders.name')}</option>
          <option value="phone">{t('admin.orders.phone')}</option>
        </select>
        <input
          type="search"
          aria-label={t('admin.filters.search')}
          placeholder={t('admin.filters.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          data-testid="filter-q"
        />
        <button type="submit" className="adm-primary">
          {t('admin.filters.apply')}
        </button>
      </form>
      <DataTable<AdminOrderRow>
        path="orders"
        queryKey={ADMIN_KEYS.orders}
        columns={columns}
        filters={applied}
        csvName="orders"
        serverCsv
        rowId={(r) => String(r.orderPrdtSysId)}
        selectable={fulfil}
        testId="orders-table"
        bulk={(selected, clear) => {
          const paid = selected.filter((l) => l.lineStatus === ORDER_STATUS.paid);
          const preparing = selected.filter((l) => l.lineStatus === ORDER_STATUS.preparing);
          const dispatched = selected.filter((l) => l.lineStatus === ORDER_STATUS.dispatched);
          return (
            <span className="adm-bulk">
              <button
                type="button"
                disabled={paid.length === 0 || moves.prepare.isPending}
                onClick={() => void run('prepare', paid, clear)}
                data-testid="bulk-prepare"
              >
                {t('admin.orders.prepare')} ({paid.length})
              </button>
              <button
                type="button"
                disabled={preparing.length === 0}
                onClick={() => setDispatching(preparing)}
                data-testid="bulk-dispatch"
              >
                {t('admin.orders.dispatch')} ({preparing.length})
              </button>
              <button
                type="button"
                disabled={dispatched.length === 0 || moves.delivered.isPending}
                onClick={() => void run('delivered', dispatched, clear)}
                data-testid="bulk-delivered"
              >
                {t('admin.orders.delivered')} ({dispatched.length})
              </button>
            </span>
          );
        }}
      />
      {dispatching ? <DispatchDialog lines={dispatching} onDone={() => setDispatching(null)} /> : null}
    </>
  );
}

function Deposits() {
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
        <select
          aria-label={t('admin.deposits.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as typeof status)}
        >
          <option value="waiting">{t('admin.deposits.waiting')}</option>
          <option value="matched">{t('admin.deposits.matched')}</option>
        </select>
      </div>
      <DataTable<Deposit>
        path="deposits"
        queryKey={ADMIN_KEYS.deposits}
        columns={columns}
        filters={{ status }}
        csvName={`deposits-${status}`}
        rowId={(r) => String(r.paySysId)}
      />
    </>
  );
}
