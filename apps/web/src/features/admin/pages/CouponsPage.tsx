import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import {
  adminCouponIssueRequest,
  adminCouponRequest,
  adminCouponUpdateRequest,
  adminPointGrantRequest,
} from '@lc/contracts';
import { askText, notify } from '../../../shared/dialog';
import { formatWon } from '../../../shared/format';
import { useLocale } from '../../../shared/i18n';
import { COUPONS_KEY, useCouponActions } from '../api/coupons';
import { DataTable } from '../ui/DataTable';
import { ApiError } from '../../../shared/api/client';
import { useSession } from '../../../shared/session';
import { useMemberActions } from '../api/members';
import { useAdminT } from '../i18n';
import { can } from '../nav';
import { Field, FormError, validate, type FieldErrors } from '../ui/form';

/** Coupons and points: point grants (or take-backs) with a reason; coupon policies and issuing (admins write). */
export function CouponsPage() {
  const t = useAdminT();
  const { role } = useSession();
  const [f, setF] = useState({ userSysId: '', amount: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const actions = useMemberActions(Number(f.userSysId) || 0);
  const submit = () => {
    const v = validate(adminPointGrantRequest, {
      userSysId: Number(f.userSysId),
      amount: Number(f.amount),
      reason: f.reason,
    });
    if (!v.ok) return setErrors(v.errors);
    setErrors({});
    actions.grant.mutate(v.data, {
      onSuccess: () => {
        setMessage(t('admin.points.granted', { amount: v.data.amount, user: v.data.userSysId }));
        setF({ userSysId: '', amount: '', reason: '' });
      },
      onError: (e) => setMessage(e instanceof ApiError ? e.message : t('admin.error')),
    });
  };
  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.coupons')}</h1>
      <h2 className="adm-h2">{t('admin.points.grant')}</h2>
      {can(role, 'points.grant') ? (
        <form
          className="adm-form adm-form--inline"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field label={t('admin.points.member')} name="userSysId" errors={errors}>
            <input
              inputMode="numeric"
              value={f.userSysId}
              onChange={(e) => setF({ ...f, userSysId: e.target.value })}
            />
          </Field>
          <Field label={t('admin.points.amount')} name="amount" errors={errors}>
            <input inputMode="numeric" value={f.amount} onChange={(e) => setF({ ...f, amount: e.target.value })} />
          </Field>
          <Field label={t('admin.points.reason')} name="reason" errors={errors}>
            <input value={f.reason} onChange={(e) => setF({ ...f, reason: e.target.value })} />
          </Field>
          <button type="submit" className="adm-primary" disabled={actions.grant.isPending}>
            {t('admin.points.give')}
          </button>
          <FormError message={message} />
        </form>
      ) : (
        <p className="adm-hint">{t('admin.points.adminOnly')}</p>
      )}
      <h2 className="adm-h2">{t('admin.coupons.policies')}</h2>
      <CouponPolicies />
    </section>
  );
}

type Policy = Record<string, unknown> & { couponPolicySysId: number };
const KINDS = ['join', 'download', 'live', 'event'] as const;
const EMPTY = {
  kind: 'download',
  name: '',
  nameEn: '',
  applyTypeCode: 'cart',
  discountTypeCode: 'amount',
  discountAmount: '',
  maxDiscountAmount: '',
  minOrderAmount: '0',
  validityDays: '30',
  totalCap: '',
  isUse: true,
};

function CouponPolicies() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const write = can(role, 'coupons.write');
  const { save, issue } = useCouponActions();
  const [kind, setKind] = useState('');
  const [editing, setEditing] = useState<Policy | 'new' | null>(null);
  const [f, setF] = useState<Record<string, string | boolean>>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const fail = (e: unknown) => notify(e instanceof ApiError ? e.message : t('admin.error'));
  const open = (p: Policy | 'new') => {
    setEditing(p);
    setErrors({});
    setServerError(null);
    setF(
      p === 'new'
        ? EMPTY
        : Object.fromEntries(
            Object.entries(EMPTY).map(([k, d]) => [
              k,
              typeof d === 'boolean' ? p[k] !== false : p[k] === null || p[k] === undefined ? '' : String(p[k]),
            ]),
          ),
    );
  };
  const columns = useMemo<ColumnDef<Policy, unknown>[]>(
    () => [
      { id: 'id', header: 'ID', enableSorting: false, accessorFn: (r) => r.couponPolicySysId },
      {
        id: 'kind',
        header: t('admin.coupons.kind'),
        enableSorting: false,
        accessorFn: (r) => t(`admin.coupons.kinds.${String(r.kind)}`),
      },
      { id: 'name', header: t('admin.coupons.name'), enableSorting: false, accessorFn: (r) => r.name },
      {
        id: 'discount',
        header: t('admin.coupons.discount'),
        enableSorting: false,
        accessorFn: (r) =>
          r.discountTypeCode === 'percent'
            ? `${String(r.discountAmount)}%`
            : formatWon(Number(r.discountAmount), locale),
      },
      {
        id: 'issued',
        header: t('admin.coupons.issued'),
        enableSorting: false,
        accessorFn: (r) => `${String(r.issuedCount ?? 0)}${r.totalCap ? ` / ${String(r.totalCap)}` : ''}`,
      },
      { id: 'isUse', header: t('admin.coupons.isUse'), enableSorting: false, accessorFn: (r) => (r.isUse ? 'Y' : 'N') },
      {
        id: '_actions',
        header: '',
        enableSorting: false,
        cell: ({ row: { original: r } }) =>
          write ? (
            <span className="adm-bulk">
              <button type="button" onClick={() => open(r)}>
                {t('admin.form.edit')}
              </button>
              <button
                type="button"
                onClick={async () => {
                  const ids = await askText(t('admin.coupons.issueAsk'));
                  if (!ids) return;
                  const v = validate(adminCouponIssueRequest, {
                    userSysIds: ids
                      .split(/[\s,]+/)
                      .filter(Boolean)
                      .map(Number),
                  });
                  if (!v.ok) return notify(t('admin.coupons.issueInvalid'));
                  issue.mutate(
                    { id: r.couponPolicySysId, userSysIds: v.data.userSysIds },
                    { onSuccess: () => notify(t('admin.coupons.issuedDone')), onError: fail },
                  );
                }}
              >
                {t('admin.coupons.issue')}
              </button>
            </span>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, write, issue],
  );
  const submit = () => {
    const num = (k: string) => (f[k] === '' ? undefined : Number(f[k]));
    const body = {
      kind: f.kind,
      name: f.name,
      nameEn: f.nameEn || null,
      applyTypeCode: f.applyTypeCode,
      discountTypeCode: f.discountTypeCode,
      discountAmount: num('discountAmount'),
      maxDiscountAmount: f.maxDiscountAmount === '' ? null : num('maxDiscountAmount'),
      minOrderAmount: num('minOrderAmount') ?? 0,
      minProductAmount: 0,
      validityDays: num('validityDays'),
      totalCap: f.totalCap === '' ? null : num('totalCap'),
      isUse: !!f.isUse,
    };
    const v = validate(editing === 'new' ? adminCouponRequest : adminCouponUpdateRequest, body);
    if (!v.ok) return setErrors(v.errors);
    setErrors({});
    save.mutate(
      { id: editing === 'new' || !editing ? null : editing.couponPolicySysId, body: v.data },
      {
        onSuccess: () => setEditing(null),
        onError: (e) => setServerError(e instanceof ApiError ? e.message : t('admin.error')),
      },
    );
  };
  const input = (k: string, numeric = false) => (
    <Field label={t(`admin.coupons.f.${k}`)} name={k} errors={errors}>
      <input
        inputMode={numeric ? 'numeric' : undefined}
        value={f[k] as string}
        onChange={(e) => setF((s) => ({ ...s, [k]: e.target.value }))}
      />
    </Field>
  );
  const select = (k: string, options: readonly string[]) => (
    <Field label={t(`admin.coupons.f.${k}`)} name={k} errors={errors}>
      <select value={f[k] as string} onChange={(e) => setF((s) => ({ ...s, [k]: e.target.value }))}>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`admin.coupons.o.${o}`)}
          </option>
        ))}
      </select>
    </Field>
  );
  return (
    <>
      <div className="adm-filters">
        <select aria-label={t('admin.coupons.kind')} value={kind} onChange={(e) => setKind(e.target.value)}>
          <option value="">{t('admin.coupons.allKinds')}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`admin.coupons.kinds.${k}`)}
            </option>
          ))}
        </select>
        <span className="adm__spacer" />
        {write ? (
          <button type="button" className="adm-primary" onClick={() => open('new')}>
            + {t('admin.coupons.new')}
          </button>
        ) : null}
      </div>
      {editing ? (
        <form
          className="adm-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="adm-form__grid">
            {select('kind', KINDS)}
            {input('name')}
            {input('nameEn')}
            {select('applyTypeCode', ['cart', 'product'])}
            {select('discountTypeCode', ['amount', 'percent'])}
            {input('discountAmount', true)}
            {input('maxDiscountAmount', true)}
            {input('minOrderAmount', true)}
            {input('validityDays', true)}
            {input('totalCap', true)}
            <label className="adm-check">
              <input
                type="checkbox"
                checked={!!f.isUse}
                onChange={(e) => setF((s) => ({ ...s, isUse: e.target.checked }))}
              />
              {t('admin.coupons.isUse')}
            </label>
          </div>
          <FormError message={serverError} />
          <div className="adm-dialog__actions">
            <button type="button" onClick={() => setEditing(null)}>
              {t('admin.form.cancel')}
            </button>
            <button type="submit" className="adm-primary" disabled={save.isPending}>
              {t('admin.form.save')}
            </button>
          </div>
        </form>
      ) : null}
      <DataTable<Policy>
        path="coupons"
        queryKey={COUPONS_KEY}
        columns={columns}
        filters={{ kind: kind || undefined }}
        csvName="coupons"
        rowId={(r) => String(r.couponPolicySysId)}
      />
    </>
  );
}
