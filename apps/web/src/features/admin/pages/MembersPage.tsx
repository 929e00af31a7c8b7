import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { USER_STATUSES } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { notify } from '../../../shared/dialog';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { ADMIN_KEYS } from '../api/admin-call';
import { useResolveReport, type AdminMemberRow } from '../api/members';
import { useAdminT } from '../i18n';
import { can } from '../nav';
import { DataTable } from '../ui/DataTable';
import { FilterBar, SelectFilter, type AppliedFilters, withAll } from '../ui/FilterBar';
import { kstDateTime } from '../ui/format';
import { commonMemberColumns } from '../ui/table/member-columns';

interface ReportRow {
  reportSysId: number;
  reporterSysId: number;
  targetUserSysId: number;
  broadcastScheduleSysId: number | null;
  reason: string;
  detail: string;
  status: string;
  createdAt: string;
  handledAt: string | null;
}

const ROLES = ['buyer', 'sellover', 'brand', 'manager', 'admin'] as const;
const STATUSES = USER_STATUSES;
const REPORT_STATUSES = ['received', 'reviewing', 'actioned', 'rejected'] as const;

/** Members: search and open a member; the reports queue. */
export function MembersPage() {
  const t = useAdminT();
  const { role } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'reports' && can(role, 'reports.read') ? 'reports' : 'members';
  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.members')}</h1>
      <nav className="adm-subnav">
        <button type="button" aria-pressed={tab === 'members'} onClick={() => setParams({})}>
          {t('admin.members.list')}
        </button>
        {can(role, 'reports.read') ? (
          <button type="button" aria-pressed={tab === 'reports'} onClick={() => setParams({ tab: 'reports' })}>
            {t('admin.members.reports')}
          </button>
        ) : null}
      </nav>
      {tab === 'members' ? <Members /> : <Reports />}
    </section>
  );
}

function Members() {
  const t = useAdminT();
  const [locale] = useLocale();
  const [applied, setApplied] = useState<AppliedFilters>({});
  const columns = useMemo<ColumnDef<AdminMemberRow, unknown>[]>(() => {
    const c = commonMemberColumns(t, locale);
    return [
      c.id,
      { id: 'userId', header: t('admin.members.userId'), enableSorting: false, accessorFn: (r) => r.userId },
      {
        id: 'name',
        header: t('admin.members.name'),
        accessorFn: (r) => `${r.nickName}${r.name ? ` (${r.name})` : ''}`,
      },
      c.mobile,
      {
        id: 'role',
        header: t('admin.members.role'),
        enableSorting: false,
        accessorFn: (r) => t(`admin.roles.${r.role}`),
      },
      c.status,
      c.joined,
    ];
  }, [t, locale]);
  return (
    <>
      <FilterBar
        onApply={setApplied}
        fields={[
          {
            kind: 'select',
            name: 'role',
            label: t('admin.members.role'),
            options: withAll(t('admin.members.allRoles'), ROLES, (r) => t(`admin.roles.${r}`)),
          },
          {
            kind: 'select',
            name: 'status',
            label: t('admin.members.status'),
            options: withAll(t('admin.members.allStatuses'), STATUSES, (st) => t(`admin.members.statuses.${st}`)),
          },
          {
            kind: 'search',
            name: 'q',
            label: t('admin.filters.search'),
            placeholder: t('admin.members.searchHint'),
            testId: 'filter-q',
          },
        ]}
      />
      <DataTable<AdminMemberRow>
        path="members"
        queryKey={ADMIN_KEYS.members}
        columns={columns}
        filters={applied}
        csvName="members"
        serverCsv
        personalData
        rowId={(r) => String(r.userSysId)}
      />
    </>
  );
}

function Reports() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const resolve = useResolveReport();
  const [status, setStatus] = useState('received');
  const act = can(role, 'reports.resolve');
  const columns = useMemo<ColumnDef<ReportRow, unknown>[]>(
    () => [
      { id: 'createdAt', header: t('admin.reports.at'), accessorFn: (r) => kstDateTime(r.createdAt, locale) },
      {
        id: 'target',
        header: t('admin.reports.target'),
        enableSorting: false,
        accessorFn: (r) => r.targetUserSysId,
        cell: ({ row }) => (
          <Link to={`/admin/members/${row.original.targetUserSysId}`}>#{row.original.targetUserSysId}</Link>
        ),
      },
      { id: 'reporter', header: t('admin.reports.reporter'), enableSorting: false, accessorFn: (r) => r.reporterSysId },
      {
        id: 'reason',
        header: t('admin.reports.reason'),
        enableSorting: false,
        accessorFn: (r) => `${t(`users.reports.reason.${r.reason}`)}${r.detail ? ` · ${r.detail}` : ''}`,
      },
      {
        id: 'status',
        header: t('admin.members.status'),
        enableSorting: false,
        accessorFn: (r) => t(`admin.reports.statuses.${r.status}`),
      },
      {
        id: '_actions',
        header: '',
        enableSorting: false,
        cell: ({ row: { original: r } }) =>
          act && (r.status === 'received' || r.status === 'reviewing') ? (
            <span className="adm-bulk">
              {(['reviewing', 'actioned', 'rejected'] as const)
                .filter((s) => s !== r.status)
                .map((s) => (
                  <button
                    key={s}
                    type="button"
                    onClick={() =>
                      resolve.mutate(
                        { reportSysId: r.reportSysId, status: s },
                        { onError: (e) => notify(e instanceof ApiError ? e.message : t('admin.error')) },
                      )
                    }
                  >
                    {t(`admin.reports.to.${s}`)}
                  </button>
                ))}
            </span>
          ) : null,
      },
    ],
    [t, locale, act, resolve],
  );
  return (
    <>
      <div className="adm-filters">
        <SelectFilter
          label={t('admin.members.status')}
          options={withAll(t('admin.members.allStatuses'), REPORT_STATUSES, (s) => t(`admin.reports.statuses.${s}`))}
          value={status}
          onChange={setStatus}
        />
      </div>
      <DataTable<ReportRow>
        path="reports"
        queryKey={ADMIN_KEYS.reports}
        columns={columns}
        filters={{ status: status || undefined }}
        csvName="reports"
        rowId={(r) => String(r.reportSysId)}
      />
    </>
  );
}
