import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ADMIN_SANCTION_KINDS, adminPointGrantRequest, adminRoleRequest, adminSanctionRequest } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { ask, notify } from '../../../shared/dialog';
import { formatWon } from '../../../shared/format';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { Spinner } from '../../../shared/ui';
import { useAdminMember, useMemberActions } from '../api/members';
import { useAdminT } from '../i18n';
import { can } from '../nav';
import { Field, validate, type FieldErrors } from '../ui/form';
import { kstDateTime } from '../ui/format';

const ROLES = ['buyer', 'sellover', 'brand', 'manager', 'admin'] as const;

/** A member: profile, orders, points and coupons, sanctions (add and lift), role and point grants (admins). */
export function MemberDetailPage() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const id = Number(useParams().userSysId);
  const q = useAdminMember(id);
  const actions = useMemberActions(id);
  const [sanction, setSanction] = useState({ kind: 'chatBan', reason: '', days: '7' });
  const [grant, setGrant] = useState({ amount: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const fail = (e: unknown) => notify(e instanceof ApiError ? e.message : t('admin.error'));
  if (q.isLoading) return <Spinner label={t('common.loading')} center />;
  if (!q.data) return <p className="adm-error">{q.error instanceof ApiError ? q.error.message : t('admin.error')}</p>;
  const { member, pointBalance, coupons, orders, sanctions } = q.data;

  const addSanction = () => {
    const v = validate(adminSanctionRequest, {
      kind: sanction.kind,
      reason: sanction.reason,
      days: sanction.kind === 'permanentExit' || !sanction.days ? null : Number(sanction.days),
    });
    if (!v.ok) return setErrors(Object.fromEntries(Object.entries(v.errors).map(([k, m]) => [`s.${k}`, m])));
    setErrors({});
    actions.sanction.mutate(v.data, {
      onSuccess: () => setSanction({ kind: 'chatBan', reason: '', days: '7' }),
      onError: fail,
    });
  };
  const addGrant = () => {
    const v = validate(adminPointGrantRequest, { userSysId: id, amount: Number(grant.amount), reason: grant.reason });
    if (!v.ok) return setErrors(Object.fromEntries(Object.entries(v.errors).map(([k, m]) => [`g.${k}`, m])));
    setErrors({});
    actions.grant.mutate(v.data, { onSuccess: () => setGrant({ amount: '', reason: '' }), onError: fail });
  };

  return (
    <section>
      <p>
        <Link to="/admin/members">← {t('admin.nav.members')}</Link>
      </p>
      <h1 className="adm-h1">
        {member.nickName}{' '}
        <small>
          #{member.userSysId} · {member.userId}
        </small>
      </h1>
      <div className="adm-grid2">
        <dl className="adm-dl">
          <dt>{t('admin.members.name')}</dt>
          <dd>{member.name ?? '-'}</dd>
          <dt>{t('admin.orders.phone')}</dt>
          <dd>{member.mobile ?? '-'}</dd>
          <dt>{t('admin.members.status')}</dt>
          <dd>{t(`admin.members.statuses.${member.status}`)}</dd>
          <dt>{t('admin.members.joined')}</dt>
          <dd>{kstDateTime(member.createdAt, locale)}</dd>
          <dt>{t('admin.members.role')}</dt>
          <dd>
            {can(role, 'members.role') ? (
              <select
                aria-label={t('admin.members.role')}
                value={member.role}
                onChange={(e) => {
                  const v = validate(adminRoleRequest, { role: e.target.value });
                  if (!v.ok) return;
                  void ask(t('admin.members.roleAsk', { role: t(`admin.roles.${v.data.role}`) })).then(
                    (yes) => yes && actions.role.mutate(v.data, { onError: fail }),
                  );
                }}
              >
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`admin.roles.${r}`)}
                  </option>
                ))}
              </select>
            ) : (
              t(`admin.roles.${member.role}`)
            )}
          </dd>
        </dl>
        <dl className="adm-dl">
          <dt>{t('admin.members.points')}</dt>
          <dd data-testid="member-points">
            {t('admin.members.pointsValue', { points: pointBalance.toLocaleString('ko-KR') })}
          </dd>
          <dt>{t('admin.members.coupons')}</dt>
          <dd>
            {coupons.length === 0
              ? '-'
              : coupons.map((c, i) => (
                  <div key={i}>
                    {c.name} ·{' '}
                    {c.usedAt
                      ? t('admin.members.couponUsed')
                      : t('admin.members.couponUntil', { date: kstDateTime(c.expiresAt, locale) })}
                  </div>
                ))}
          </dd>
        </dl>
      </div>
      {can(role, 'points.grant') ? (
        <form
          className="adm-form adm-form--inline"
          onSubmit={(e) => {
            e.preventDefault();
            addGrant();
          }}
        >
          <h2 className="adm-h2">{t('admin.points.grant')}</h2>
          <Field label={t('admin.points.amount')} name="g.amount" errors={errors}>
            <input
              inputMode="numeric"
              value={grant.amount}
              onChange={(e) => setGrant({ ...grant, amount: e.target.value })}
            />
          </Field>
          <Field label={t('admin.points.reason')} name="g.reason" errors={errors}>
            <input value={grant.reason} onChange={(e) => setGrant({ ...grant, reason: e.target.value })} />
          </Field>
          <button type="submit" className="adm-primary" disabled={actions.grant.isPending}>
            {t('admin.points.give')}
          </button>
        </form>
      ) : null}
      <h2 className="adm-h2">{t('admin.members.sanctions')}</h2>
      <table className="adm-history">
        <thead>
          <tr>
            <th>{t('admin.sanctions.kind')}</th>
            <th>{t('admin.sanctions.reason')}</th>
            <th>{t('admin.sanctions.period')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {sanctions.map((s) => (
            <tr key={s.sanctionSysId}>
              <td>{t(`admin.sanctions.kinds.${s.kind}`)}</td>
              <td>{s.reason}</td>
              <td>
                {kstDateTime(s.startsAt, locale)} –{' '}
                {s.endsAt ? kstDateTime(s.endsAt, locale) : t('admin.sanctions.untilLifted')}
              </td>
              <td>
                {s.active && can(role, 'members.sanction') ? (
                  <button type="button" onClick={() => actions.lift.mutate(s.sanctionSysId, { onError: fail })}>
                    {t('admin.sanctions.lift')}
                  </button>
                ) : s.active ? (
                  t('admin.sanctions.active')
                ) : (
                  t('admin.sanctions.ended')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {can(role, 'members.sanction') ? (
        <form
          className="adm-form adm-form--inline"
          onSubmit={(e) => {
            e.preventDefault();
            addSanction();
          }}
        >
          <Field label={t('admin.sanctions.kind')} name="s.kind" errors={errors}>
            <select value={sanction.kind} onChange={(e) => setSanction({ ...sanction, kind: e.target.value })}>
              {ADMIN_SANCTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`admin.sanctions.kinds.${k}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('admin.sanctions.days')} name="s.days" errors={errors}>
            <input
              inputMode="numeric"
              disabled={sanction.kind === 'permanentExit'}
              value={sanction.kind === 'permanentExit' ? '' : sanction.days}
              placeholder={t('admin.sanctions.untilLifted')}
              onChange={(e) => setSanction({ ...sanction, days: e.target.value })}
            />
          </Field>
          <Field label={t('admin.sanctions.reason')} name="s.reason" errors={errors}>
            <input value={sanction.reason} onChange={(e) => setSanction({ ...sanction, reason: e.target.value })} />
          </Field>
          <button type="submit" className="adm-primary" disabled={actions.sanction.isPending}>
            {t('admin.sanctions.add')}
          </button>
        </form>
      ) : null}
      <h2 className="adm-h2">{t('admin.members.orders')}</h2>
      <table className="adm-history">
        <tbody>
          {orders.map((o) => (
            <tr key={o.orderSysId}>
              <td>
                <Link to={`/admin/orders/${o.orderSysId}`}>{o.orderNumber}</Link>
              </td>
              <td>{kstDateTime(o.createdAt, locale)}</td>
              <td>{t(`orders.status.${o.status}`)}</td>
              <td>{formatWon(o.payAmount, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
