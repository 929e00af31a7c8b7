import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useLocale } from '../../../shared/i18n';
import { ADMIN_KEYS } from '../api/admin-call';
import { useAdminT } from '../i18n';
import { DataTable } from '../ui/DataTable';
import { kstDateTime } from '../ui/format';

interface AuditRow {
  auditSysId: number;
  actorUserSysId: number;
  actorRole: string;
  action: string;
  method: string;
  path: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  resultCode: string;
  ip: string;
  createdAt: string;
}

const short = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** The audit log (admins only): who, role, what, target, before → after, when, from where. */
export function AuditPage() {
  const t = useAdminT();
  const [locale] = useLocale();
  const [f, setF] = useState({ actorUserSysId: '', action: '', targetType: '', targetId: '', from: '', to: '' });
  const [applied, setApplied] = useState<Record<string, string | undefined>>({});
  const columns = useMemo<ColumnDef<AuditRow, unknown>[]>(
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
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF((s) => ({ ...s, [k]: e.target.value }));
  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.audit')}</h1>
      <form
        className="adm-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.trim() || undefined])));
        }}
      >
        <input
          aria-label={t('admin.audit.actor')}
          placeholder={t('admin.audit.actorId')}
          inputMode="numeric"
          value={f.actorUserSysId}
          onChange={set('actorUserSysId')}
        />
        <input
          aria-label={t('admin.audit.action')}
          placeholder={t('admin.audit.action')}
          value={f.action}
          onChange={set('action')}
        />
        <input
          aria-label={t('admin.audit.targetType')}
          placeholder={t('admin.audit.targetType')}
          value={f.targetType}
          onChange={set('targetType')}
        />
        <input
          aria-label={t('admin.audit.targetId')}
          placeholder={t('admin.audit.targetId')}
          value={f.targetId}
          onChange={set('targetId')}
        />
        <input type="date" aria-label={t('admin.filters.from')} value={f.from} onChange={set('from')} />
        <input type="date" aria-label={t('admin.filters.to')} value={f.to} onChange={set('to')} />
        <button type="submit" className="adm-primary">
          {t('admin.filters.apply')}
        </button>
      </form>
      <DataTable<AuditRow>
        path="audit"
        queryKey={ADMIN_KEYS.audit}
        columns={columns}
        filters={applied}
        csvName="audit"
        serverCsv
        rowId={(r) => String(r.auditSysId)}
      />
    </section>
  );
}
