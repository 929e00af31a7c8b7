import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import {
  ADMIN_CONTENT_KINDS,
  adminBannerRequest,
  adminBannerUpdateRequest,
  adminContentsRequest,
  adminContentsUpdateRequest,
  adminFaqRequest,
  adminFaqUpdateRequest,
  adminNoticeRequest,
  adminNoticeUpdateRequest,
  adminPlanProductsRequest,
  adminPlanRequest,
  adminPlanUpdateRequest,
  type AdminContentKind,
} from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { ask, notify } from '../../../shared/dialog';
import { useLocale } from '../../../shared/i18n';
import { CONTENT_KEY, useContentActions } from '../api/content';
import { useAdminT } from '../i18n';
import { DataTable } from '../ui/DataTable';
import { Field, FormActions, validate, type FieldErrors } from '../ui/form';
import { kstDateTime } from '../ui/format';

type Row = Record<string, unknown>;
type FieldKind = 'text' | 'textarea' | 'number' | 'datetime' | 'check' | 'json' | { options: readonly string[] };
interface Spec {
  id: string;
  title: string;
  create: z.ZodType;
  update: z.ZodType;
  fields: readonly [name: string, kind: FieldKind][];
}

const SPECS: Record<AdminContentKind, Spec> = {
  plans: {
    id: 'planSysId',
    title: 'title',
    create: adminPlanRequest,
    update: adminPlanUpdateRequest,
    fields: [
      ['planType', { options: ['plan', 'event'] }],
      ['title', 'text'],
      ['titleEn', 'text'],
      ['briefComment', 'text'],
      ['bannerImageUrl', 'text'],
      ['startDate', 'datetime'],
      ['endDate', 'datetime'],
      ['isMain', 'check'],
      ['sortOrder', 'number'],
      ['content', 'textarea'],
    ],
  },
  banners: {
    id: 'bannerSysId',
    title: 'title',
    create: adminBannerRequest,
    update: adminBannerUpdateRequest,
    fields: [
      ['title', 'text'],
      ['titleEn', 'text'],
      ['imageUrl', 'text'],
      ['linkUrl', 'text'],
      ['startDate', 'datetime'],
      ['endDate', 'datetime'],
      ['sortOrder', 'number'],
    ],
  },
  notices: {
    id: 'noticeSysId',
    title: 'title',
    create: adminNoticeRequest,
    update: adminNoticeUpdateRequest,
    fields: [
      ['title', 'text'],
      ['titleEn', 'text'],
      ['isPinned', 'check'],
      ['content', 'textarea'],
      ['contentEn', 'textarea'],
    ],
  },
  faqs: {
    id: 'faqSysId',
    title: 'question',
    create: adminFaqRequest,
    update: adminFaqUpdateRequest,
    fields: [
      ['categoryCode', 'number'],
      ['sortOrder', 'number'],
      ['question', 'text'],
      ['questionEn', 'text'],
      ['answer', 'textarea'],
      ['answerEn', 'textarea'],
    ],
  },
  contents: {
    id: 'contentsSysId',
    title: 'title',
    create: adminContentsRequest,
    update: adminContentsUpdateRequest,
    fields: [
      ['kind', { options: ['page', 'terms', 'privacy', 'about'] }],
      ['title', 'text'],
      ['titleEn', 'text'],
      ['imageUrl', 'text'],
      ['chapters', 'json'],
    ],
  },
};

/** <input type=datetime-local> (Korea wall time) ↔ ISO with +09:00 */
const toIso = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}+09:00` : undefined);
const fromIso = (v: unknown) =>
  typeof v === 'string' && v ? new Date(new Date(v).getTime() + 9 * 3600_000).toISOString().slice(0, 16) : '';

/** Content: exhibitions/plans (and their products, event limits), banners, notices, FAQ, contents and terms. */
export function ContentPage() {
  const t = useAdminT();
  const [kind, setKind] = useState<AdminContentKind>('plans');
  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.content')}</h1>
      <nav className="adm-subnav">
        {ADMIN_CONTENT_KINDS.map((k) => (
          <button key={k} type="button" aria-pressed={kind === k} onClick={() => setKind(k)}>
            {t(`admin.content.${k}`)}
          </button>
        ))}
      </nav>
      <ContentKind key={kind} kind={kind} />
    </section>
  );
}

function ContentKind({ kind }: { kind: AdminContentKind }) {
  const t = useAdminT();
  const [locale] = useLocale();
  const spec = SPECS[kind];
  const actions = useContentActions(kind);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [products, setProducts] = useState<Row | null>(null);
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      { id: 'id', header: 'ID', enableSorting: false, accessorFn: (r) => r[spec.id] },
      {
        id: 'title',
        header: t(`admin.content.f.${spec.title}`),
        enableSorting: false,
        accessorFn: (r) => r[spec.title],
      },
      ...(spec.fields.some(([n]) => n === 'startDate')
        ? [
            {
              id: 'window',
              header: t('admin.content.window'),
              enableSorting: false,
              accessorFn: (r: Row) =>
                `${kstDateTime(r.startDate as string, locale)} – ${kstDateTime(r.endDate as string, locale)}`,
            },
          ]
        : []),
      ...(kind === 'plans'
        ? [
            {
              id: 'planType',
              header: t('admin.content.f.planType'),
              enableSorting: false,
              accessorFn: (r: Row) => r.planType,
            },
          ]
        : []),
      {
        id: '_actions',
        header: '',
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <span className="adm-bulk">
            <button type="button" onClick={() => setEditing(r)}>
              {t('admin.form.edit')}
            </button>
            {kind === 'plans' ? (
              <button type="button" onClick={() => setProducts(r)}>
                {t('admin.content.products')}
              </button>
            ) : null}
            <button
              type="button"
              onClick={async () => {
                if (!(await ask(t('admin.content.deleteAsk')))) return;
                actions.remove.mutate(r[spec.id] as number, {
                  onError: (e) => notify(e instanceof ApiError ? e.message : t('admin.error')),
                });
              }}
            >
              {t('admin.form.remove')}
            </button>
          </span>
        ),
      },
    ],
    [t, locale, spec, kind, actions.remove],
  );
  return (
    <>
      <div className="adm-titlebar">
        <span className="adm__spacer" />
        <button type="button" className="adm-primary" onClick={() => setEditing('new')} data-testid="content-new">
          + {t('admin.content.new')}
        </button>
      </div>
      {editing ? (
        <ContentForm
          key={editing === 'new' ? 'new' : String(editing[spec.id])}
          kind={kind}
          row={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {products ? <PlanProducts plan={products} onDone={() => setProducts(null)} /> : null}
      <DataTable<Row>
        path={`content/${kind}`}
        queryKey={[...CONTENT_KEY, kind]}
        columns={columns}
        csvName={`content-${kind}`}
        rowId={(r) => String(r[spec.id])}
      />
    </>
  );
}

function ContentForm({ kind, row, onDone }: { kind: AdminContentKind; row: Row | null; onDone: () => void }) {
  const t = useAdminT();
  const spec = SPECS[kind];
  const { save } = useContentActions(kind);
  const [values, setValues] = useState<Record<string, string | boolean>>(() =>
    Object.fromEntries(
      spec.fields.map(([name, k]) => {
        const v = row?.[name];
        if (k === 'check') return [name, row ? v === 1 : name === 'isMain'];
        if (k === 'datetime') return [name, fromIso(v)];
        if (k === 'json') return [name, JSON.stringify(v ?? [], null, 2)];
        if (typeof k === 'object') return [name, typeof v === 'string' ? v : k.options[0]!];
        return [name, v === null || v === undefined ? '' : String(v)];
      }),
    ),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = () => {
    const body: Record<string, unknown> = {};
    for (const [name, k] of spec.fields) {
      const v = values[name];
      if (k === 'check') body[name] = v ? 1 : 0;
      else if (k === 'number') body[name] = v === '' ? undefined : Number(v);
      else if (k === 'datetime') body[name] = toIso(v as string);
      else if (k === 'json') {
        try {
          body[name] = JSON.parse(v as string);
        } catch {
          return setErrors({ [name]: 'JSON' });
        }
      } else if (v === '' && name.endsWith('En')) body[name] = null;
      else if (v !== '' || !row) body[name] = v;
    }
    const v = validate(row ? spec.update : spec.create, body);
    if (!v.ok) return setErrors(v.errors);
    setErrors({});
    save.mutate(
      { id: row ? (row[spec.id] as number) : null, body: v.data },
      { onSuccess: onDone, onError: (e) => setServerError(e instanceof ApiError ? e.message : t('admin.error')) },
    );
  };
  return (
    <form
      className="adm-form"
      data-testid="content-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="adm-form__grid">
        {spec.fields.map(([name, k]) => {
          const label = t(`admin.content.f.${name}`);
          const set = (v: string | boolean) => setValues((s) => ({ ...s, [name]: v }));
          const wide = k === 'textarea' || k === 'json';
          return (
            <Field key={name} label={label} name={name} errors={errors} wide={wide}>
              {k === 'check' ? (
                <input type="checkbox" checked={!!values[name]} onChange={(e) => set(e.target.checked)} />
              ) : typeof k === 'object' ? (
                <select value={values[name] as string} onChange={(e) => set(e.target.value)}>
                  {k.options.map((o) => (
                    <option key={o} value={o}>
                      {t(`admin.content.o.${o}`)}
                    </option>
                  ))}
                </select>
              ) : k === 'textarea' || k === 'json' ? (
                <textarea
                  rows={k === 'json' ? 8 : 4}
                  value={values[name] as string}
                  onChange={(e) => set(e.target.value)}
                />
              ) : (
                <input
                  type={k === 'datetime' ? 'datetime-local' : 'text'}
                  inputMode={k === 'number' ? 'numeric' : undefined}
                  value={values[name] as string}
                  onChange={(e) => set(e.target.value)}
                />
              )}
            </Field>
          );
        })}
      </div>
      <FormActions error={serverError} onCancel={onDone} saving={save.isPending} />
    </form>
  );
}

/** A plan's products, one a line: `prdtSysId [per-person limit]` (the limit for event plans). */
function PlanProducts({ plan, onDone }: { plan: Row; onDone: () => void }) {
  const t = useAdminT();
  const { planProducts } = useContentActions('plans');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const products = text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .map((l) => {
        const [id, limit] = l.split(/[\s,]+/);
        return { prdtSysId: Number(id), maxQtyPerUser: limit ? Number(limit) : null };
      });
    const v = validate(adminPlanProductsRequest, { products });
    if (!v.ok) return setError(t('admin.content.productsInvalid'));
    planProducts.mutate(
      { id: plan.planSysId as number, body: v.data },
      { onSuccess: onDone, onError: (e) => setError(e instanceof ApiError ? e.message : t('admin.error')) },
    );
  };
  return (
    <div className="adm-dialog" role="dialog" aria-modal="true" aria-label={t('admin.content.products')}>
      <div className="adm-dialog__box">
        <h2>
          {t('admin.content.products')}: {String(plan.title)}
        </h2>
        <p className="adm-hint">
          {t(plan.planType === 'event' ? 'admin.content.productsEventHint' : 'admin.content.productsHint')}
        </p>
        <textarea rows={8} style={{ width: '100%' }} value={text} onChange={(e) => setText(e.target.value)} />
        <FormActions error={error} onCancel={onDone} saving={planProducts.isPending} onSave={submit} />
      </div>
    </div>
  );
}
