import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  CLAIM_POLICY,
  CLAIM_REASONS,
  CLAIM_TYPES,
  denyClaimRequest,
  ORDER_STATUS,
  RETURN_EXCEPTIONS,
  type ClaimType,
} from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { ask, askText, notify } from '../../../shared/dialog';
import { formatWon } from '../../../shared/format';
import { useLocale, type Locale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { ADMIN_KEYS } from '../api/admin-call';
import { useClaimAction, type ClaimAction } from '../api/post-claim-action';
import { useAdminT, type AdminT } from '../i18n';
import { can } from '../nav';
import { DataTable } from '../ui/DataTable';
import { DispatchDialog } from '../ui/DispatchDialog';
import { validate } from '../ui/form';
import { kstDateTime } from '../ui/format';
import { SelectFilter, withAll } from '../ui/FilterBar';

interface ClaimRow {
  claimSysId: number;
  type: ClaimType;
  status: string;
  orderSysId: number;
  orderNumber: string;
  orderPrdtSysId: number;
  lineStatus: number;
  name: string;
  brandSysId: number;
  reasonCode: number;
  reasonDetail: string;
  shippingFee: number;
  refundAmount: number;
  denyReason: string | null;
  createdAt: string;
}

const CLAIM_STATUSES = ['pending', 'approved', 'denied', 'withdrawn', 'done'] as const;
const REQUESTED: number[] = [
  ORDER_STATUS.cancelRequested,
  ORDER_STATUS.exchangeRequested,
  ORDER_STATUS.returnRequested,
];
const RECEIVABLE: number[] = [ORDER_STATUS.returnInProgress, ORDER_STATUS.exchangeInProgress];
const REFUNDABLE: number[] = [ORDER_STATUS.returnReceived];
/** an approved exchange on its way back or received: it can become a return when its goods cannot be sent */
const TO_RETURN: number[] = [ORDER_STATUS.exchangeInProgress, ORDER_STATUS.exchangePreparing];

/** the exception a return is refused under: a code, null for none, undefined when cancelled or not one */
async function askException(t: AdminT, locale: Locale): Promise<number | null | undefined> {
  const list = RETURN_EXCEPTIONS.map((e) => `${e.code}. ${locale === 'en' ? e.en : e.ko}`).join('\n'); // one a line (the dialog keeps line breaks)
  const answer = await askText(t('admin.claims.denyException', { list }));
  if (answer === null) return undefined;
  if (answer.trim() === '') return null;
  const code = RETURN_EXCEPTIONS.find((e) => String(e.code) === answer.trim())?.code;
  if (code === undefined) {
    void notify(t('admin.claims.denyExceptionInvalid'));
    return undefined;
  }
  return code;
}

/**
 * Cancel / return / exchange queues: approve, deny with a reason, received, refund; once the returned
 * item of an exchange is received (106), the exchange goods are re-dispatched here with a carrier and
 * an invoice number (POST admin/orders/dispatch: 106 → 107).
 */
export function ClaimsPage() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const [type, setType] = useState<ClaimType>('cancel');
  const [status, setStatus] = useState<string>('pending');
  const action = useClaimAction();
  const [redispatch, setRedispatch] = useState<ClaimRow | null>(null);
  const decide = can(role, 'claims.decide');
  const fulfil = can(role, 'orders.fulfil');
  const refund = can(role, 'claims.refund');

  const columns = useMemo<ColumnDef<ClaimRow, unknown>[]>(() => {
    const act = async (row: ClaimRow, a: ClaimAction) => {
      let body: unknown;
      if (a === 'deny') {
        const reason = await askText(t('admin.claims.denyReason'));
        if (reason === null) return;
        // a return inside the window is refused only under a 제17조② exception, the reason its finding (issue 33)
        const exception = row.type === 'return' ? await askException(t, locale) : null;
        if (exception === undefined) return;
        const v = validate(denyClaimRequest, {
          reason,
          exceptionCode: exception,
          exceptionReason: exception === null ? null : reason,
        });
        if (!v.ok) return notify(t('admin.claims.denyReasonRequired'));
        body = v.data;
      } else if (!(await ask(t(a === 'to-return' ? 'admin.claims.toReturnAsk' : `admin.claims.${a}Ask`)))) return;
      action.mutate(
        { claimSysId: row.claimSysId, action: a, body },
        {
          onSuccess: () => notify(t('admin.claims.done')),
          onError: (e) => notify(e instanceof ApiError ? e.message : t('admin.error')),
        },
      );
    };
    return [
      {
        id: 'orderNumber',
        header: t('admin.orders.number'),
        enableSorting: false,
        accessorFn: (r) => r.orderNumber,
        cell: ({ row }) => <Link to={`/admin/orders/${row.original.orderSysId}`}>{row.original.orderNumber}</Link>,
      },
      { id: 'createdAt', header: t('admin.claims.requestedAt'), accessorFn: (r) => kstDateTime(r.createdAt, locale) },
      { id: 'product', header: t('admin.orders.product'), enableSorting: false, accessorFn: (r) => r.name },
      {
        id: 'state',
        header: t('admin.orders.state'),
        enableSorting: false,
        accessorFn: (r) => `${t(`admin.claims.statuses.${r.status}`)} · ${t(`orders.status.${r.lineStatus}`)}`,
      },
      {
        id: 'reason',
        header: t('admin.claims.reason'),
        enableSorting: false,
        accessorFn: (r) => {
          const reason = CLAIM_REASONS.find((c) => c.code === r.reasonCode);
          return `${reason ? reason[locale] : r.reasonCode}${r.reasonDetail ? ` · ${r.reasonDetail}` : ''}`;
        },
      },
      {
        id: 'fee',
        header: t('admin.claims.shippingFee'),
        enableSorting: false,
        accessorFn: (r) => formatWon(r.shippingFee, locale),
      },
      {
        id: 'refund',
        header: t('admin.claims.refundAmount'),
        enableSorting: false,
        accessorFn: (r) => formatWon(r.refundAmount, locale),
      },
      {
        id: 'deny',
        header: t('admin.claims.denyReasonCol'),
        enableSorting: false,
        accessorFn: (r) => r.denyReason ?? '',
      },
      {
        id: '_actions',
        header: '',
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <span className="adm-bulk">
            {decide && REQUESTED.includes(r.lineStatus) ? (
              <>
                <button type="button" onClick={() => void act(r, 'approve')}>
                  {t('admin.claims.approve')}
                </button>
                <button type="button" onClick={() => void act(r, 'deny')}>
                  {t('admin.claims.deny')}
                </button>
              </>
            ) : null}
            {decide && RECEIVABLE.includes(r.lineStatus) ? (
              <button type="button" onClick={() => void act(r, 'receive')}>
                {t('admin.claims.receive')}
              </button>
            ) : null}
            {decide && r.type === 'exchange' && r.status === 'approved' && TO_RETURN.includes(r.lineStatus) ? (
              <button type="button" onClick={() => void act(r, 'to-return')} data-testid="to-return">
                {t('admin.claims.toReturn')}
              </button>
            ) : null}
            {refund && REFUNDABLE.includes(r.lineStatus) ? (
              <button type="button" onClick={() => void act(r, 'refund')}>
                {t('admin.claims.refund')}
              </button>
            ) : null}
            {fulfil && r.lineStatus === ORDER_STATUS.exchangePreparing ? (
              <button type="button" className="adm-primary" onClick={() => setRedispatch(r)} data-testid="redispatch">
                {t('admin.claims.redispatch')}
              </button>
            ) : null}
          </span>
        ),
      },
    ];
  }, [t, locale, action, decide, refund, fulfil]);

  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.claims')}</h1>
      <nav className="adm-subnav">
        {CLAIM_TYPES.map((c) => (
          <button key={c} type="button" aria-pressed={type === c} onClick={() => setType(c)}>
            {t(`admin.claims.types.${c}`)}
          </button>
        ))}
      </nav>
      <div className="adm-filters">
        <SelectFilter
          label={t('admin.claims.status')}
          options={withAll(t('admin.claims.allStatuses'), CLAIM_STATUSES, (s) => t(`admin.claims.statuses.${s}`))}
          value={status}
          onChange={setStatus}
        />
        <p className="adm-hint">
          {t('admin.claims.feeHint', { fee: formatWon(CLAIM_POLICY.customerFaultShippingFee, locale) })}
        </p>
      </div>
      <DataTable<ClaimRow>
        path="claims"
        queryKey={ADMIN_KEYS.claims}
        columns={columns}
        filters={{ type, status: status || undefined }}
        csvName={`claims-${type}`}
        serverCsv
        personalData
        rowId={(r) => String(r.claimSysId)}
      />
      {redispatch ? (
        <DispatchDialog
          title={t('admin.claims.redispatchTitle', { number: redispatch.orderNumber })}
          lines={[
            {
              orderPrdtSysId: redispatch.orderPrdtSysId,
              orderNumber: redispatch.orderNumber,
              name: redispatch.name,
              optionText: '',
              qty: 0,
            },
          ]}
          onDone={() => setRedispatch(null)}
        />
      ) : null}
    </section>
  );
}
