import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminAuditRow } from '@lc/contracts';
import { useLocale } from '../../../shared/i18n';
import { ADMIN_KEYS } from '../api/admin-call';
import { useAdminT } from '../i18n';
import { DataTable } from '../ui/DataTable';
import { FilterBar, type AppliedFilters } from '../ui/FilterBar';
import { kstDateTime } from '../ui/format';

const short = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** The audit log (admins only): who, role, what, target, before → after, when, from where. */
export function AuditPage() {
  const t = useAdminT();
  const [locale] = useLocale();
  const [applied, setApplied] = useState<AppliedFilters>({});
  const columns = useMemo<ColumnDef<AdminAuditRow, unknown>[]>(
    () => [
      { id: 'createdAt', header: t('admin.audit.at'), accessorFn: (r) => kstDateTime(r.createdAt, locale) },
      {
        id: 'actor',
        header: t('admin.audit.actor'),
        enableSorting: false,
        accessorFn: (r) => `#${r.actorUserSysId} ${t(`admin.roles.${r.actorRole}`)}`,
      },
      { id: 'action', header: t('admin.audit.action'), enableSorting: false, accessorFn: (r) => r.action },
      {
        id: 'target',
        header: t('admin.audit.target'),
        enableSorting: false,
        accessorFn: (r) => (r.targetType ? `${r.targetType} ${r.targetId ?? ''}` : ''),
      },
      {
        id: 'change',
        header: t('admin.audit.change'),
        enableSorting: false,
        accessorFn: (r) => `${short(r.before)} → ${short(r.after)}`,
        cell: ({ row }) => (
          <code className="adm-code">
            {short(row.original.before)} → {short(row.original.after)}
          </code>
        ),
      },
      { id: 'result', header: t('admin.audit.result'), enableSorting: false, accessorFn: (r) => r.resultCode },
      { id: 'ip', header: t('admin.audit.ip'), enableSorting: false, accessorFn: (r) => r.ip },
    ],
    [t, locale],
  );
  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.audit')}</h1>
      <FilterBar
        onApply={setApplied}
        fields={[
          {
            kind: 'text',
            name: 'actorUserSysId',
            label: t('admin.audit.actor'),
            placeholder: t('admin.audit.actorId'),
            numeric: true,
          },
          { kind: 'text', name: 'action', label: t('admin.audit.action'), placeholder: t('admin.audit.action') },
          {
            kind: 'text',
            name: 'targetType',
            label: t('admin.audit.targetType'),
            placeholder: t('admin.audit.targetType'),
          },
          { kind: 'text', name: 'targetId', label: t('admin.audit.targetId'), placeholder: t('admin.audit.targetId') },
          { kind: 'date', name: 'from', label: t('admin.filters.from') },
          { kind: 'date', name: 'to', label: t('admin.filters.to') },
        ]}
      />
      <DataTable<AdminAuditRow>
        path="audit"
        queryKey={ADMIN_KEYS.audit}
        columns={columns}
        filters={applied}
        csvName="audit"
        serverCsv
        personalData
        rowId={(r) => String(r.auditSysId)}
      />
    </section>
  );
}
