import { adminRoleRequest } from '@lc/contracts';
import { ask } from '../../../../shared/dialog';
import { useLocale } from '../../../../shared/i18n';
import { useSession } from '../../../../shared/session';
import { useMemberActions, type AdminMemberDetail } from '../../api/members';
import { useAdminT } from '../../i18n';
import { can } from '../../nav';
import { validate } from '../../ui/form';
import { kstDateTime } from '../../ui/format';

const ROLES = ['buyer', 'sellover', 'brand', 'manager', 'admin'] as const;

/** The member's profile (the role a select for who may change it, asked first), points and coupons. */
export function MemberProfile({ data, fail }: { data: AdminMemberDetail; fail: (e: unknown) => void }) {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const { member, pointBalance, coupons } = data;
  const actions = useMemberActions(member.userSysId);
  return (
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
  );
}
