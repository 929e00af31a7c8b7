import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { CONTRACT_STATUS, type AdminContractRow } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { ask, notify } from '../../../shared/dialog';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { ADMIN_KEYS } from '../api/admin-call';
import type { AdminMemberRow } from '../api/members';
import { useContractDecision } from '../api/sales';
import { useAdminT } from '../i18n';
import { can } from '../nav';
import { DataTable } from '../ui/DataTable';
import { kstDateTime } from '../ui/format';
import { commonMemberColumns } from '../ui/table/member-columns';
import { SelectFilter, withAll } from '../ui/FilterBar';

const STATUSES = [CONTRACT_STATUS.standby, CONTRACT_STATUS.complete, CONTRACT_STATUS.withdrawn] as const;

/**
 * Sellovers: the contract requests of the caller's brands (every brand for an admin) to accept or
 * refuse, and contracts to end, through the sellers' contract table (admin/sellovers/contracts);
 * below, for staff who read members, the members with the sellover role.
 */
export function SelloversPage() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const [status, setStatus] = useState<string>(String(CONTRACT_STATUS.standby));
  const decision = useContractDecision();
  const decide = can(role, 'sellovers.decide');

  const contractColumns = useMemo<ColumnDef<AdminContractRow, unknown>[]>(() => {
    const act = async (r: AdminContractRow, accept: boolean) => {
      const question = accept
        ? 'admin.sellovers.acceptAsk'
        : r.status === 0
          ? 'admin.sellovers.refuseAsk'
          : 'admin.sellovers.endAsk';
      if (!(await ask(t(question, { name: r.sallyName, brand: r.brandName })))) return;
      decision.mutate(
        { contractSysId: r.contractSysId, accept },
        {
          onSuccess: () => notify(t(accept ? 'admin.sellovers.accepted' : 'admin.sellovers.refused')),
          onError: (e) => notify(e instanceof ApiError ? e.message : t('admin.error')),
        },
      );
    };
    return [
      { id: 'sallyName', header: t('admin.sellovers.sally'), enableSorting: false, accessorFn: (r) => r.sallyName },
      { id: 'brandName', header: t('admin.sellovers.brand'), enableSorting: false, accessorFn: (r) => r.brandName },
      {
        id: 'status',
        header: t('admin.members.status'),
        enableSorting: false,
        accessorFn: (r) => t(`admin.sellovers.statuses.${r.status}`),
      },
      {
        id: 'requestedAt',
        header: t('admin.sellovers.requestedAt'),
        accessorFn: (r) => kstDateTime(r.requestedAt, locale),
      },
      {
        id: 'decidedAt',
        header: t('admin.sellovers.decidedAt'),
        enableSorting: false,
        accessorFn: (r) => kstDateTime(r.withdrawnAt ?? r.signedAt, locale),
      },
      {
        id: '_actions',
        header: '',
        enableSorting: false,
        cell: ({ row: { original: r } }) =>
          decide ? (
            <span className="adm-bulk">
              {r.status === CONTRACT_STATUS.standby ? (
                <button type="button" className="adm-primary" onClick={() => void act(r, true)}>
                  {t('admin.sellovers.accept')}
                </button>
              ) : null}
              {r.status !== CONTRACT_STATUS.withdrawn ? (
                <button type="button" onClick={() => void act(r, false)}>
                  {t(r.status === CONTRACT_STATUS.standby ? 'admin.sellovers.refuse' : 'admin.sellovers.end')}
                </button>
              ) : null}
            </span>
          ) : null,
      },
    ];
  }, [t, locale, decision, decide]);

  const memberColumns = useMemo<ColumnDef<AdminMemberRow, unknown>[]>(() => {
    const c = commonMemberColumns(t, locale);
    return [
      c.id,
      { id: 'name', header: t('admin.members.name'), accessorFn: (r) => r.nickName },
      c.mobile,
      c.status,
      c.joined,
    ];
  }, [t, locale]);
  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.sellovers')}</h1>
      <h2 className="adm-h2">{t('admin.sellovers.requests')}</h2>
      <p className="adm-hint">{t('admin.sellovers.contracts')}</p>
      <div className="adm-filters">
        <SelectFilter
          label={t('admin.members.status')}
          options={withAll(t('admin.claims.allStatuses'), STATUSES, (s) => t(`admin.sellovers.statuses.${s}`))}
          value={status}
          onChange={setStatus}
          testId="contract-status"
        />
      </div>
      <DataTable<AdminContractRow>
        path="sellovers/contracts"
        queryKey={ADMIN_KEYS.contracts}
        columns={contractColumns}
        filters={{ status: status === '' ? undefined : status }}
        csvName="sellover-contracts"
        serverCsv
        rowId={(r) => String(r.contractSysId)}
        testId="contracts-table"
      />
      {can(role, 'members.read') ? (
        <>
          <h2 className="adm-h2">{t('admin.sellovers.members')}</h2>
          <DataTable<AdminMemberRow>
            path="members"
            queryKey={[...ADMIN_KEYS.members, 'sellovers']}
            columns={memberColumns}
            filters={{ role: 'sellover' }}
            csvName="sellovers"
            serverCsv
            rowId={(r) => String(r.userSysId)}
          />
        </>
      ) : null}
    </section>
  );
}
