import { useLocale } from '../../../../shared/i18n';
import { useSession } from '../../../../shared/session';
import { useMemberActions, type AdminMemberDetail } from '../../api/members';
import { useAdminT } from '../../i18n';
import { can } from '../../nav';
import { kstDateTime } from '../../ui/format';

/** The member's sanctions with their period; an active one can be lifted by who may sanction. */
export function SanctionHistory({
  userSysId,
  sanctions,
  fail,
}: {
  userSysId: number;
  sanctions: AdminMemberDetail['sanctions'];
  fail: (e: unknown) => void;
}) {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const actions = useMemberActions(userSysId);
  return (
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
  );
}
