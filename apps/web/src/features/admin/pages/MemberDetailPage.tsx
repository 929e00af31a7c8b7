import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { notify } from '../../../shared/dialog';
import { useSession } from '../../../shared/session';
import { Spinner } from '../../../shared/ui';
import { useAdminMember } from '../api/members';
import { useAdminT } from '../i18n';
import { can } from '../nav';
import type { FieldErrors } from '../ui/form';
import { MemberGrantForm } from './member-detail/MemberGrantForm';
import { MemberOrders } from './member-detail/MemberOrders';
import { MemberProfile } from './member-detail/MemberProfile';
import { SanctionForm } from './member-detail/SanctionForm';
import { SanctionHistory } from './member-detail/SanctionHistory';

/** A member: profile, orders, points and coupons, sanctions (add and lift), role and point grants (admins). */
export function MemberDetailPage() {
  const t = useAdminT();
  const { role } = useSession();
  const id = Number(useParams().userSysId);
  const q = useAdminMember(id);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fail = (e: unknown) => notify(e instanceof ApiError ? e.message : t('admin.error'));
  if (q.isLoading) return <Spinner label={t('common.loading')} center />;
  if (!q.data) return <p className="adm-error">{q.error instanceof ApiError ? q.error.message : t('admin.error')}</p>;
  const { member } = q.data;
  const shared = { userSysId: id, fail, errors, setErrors };

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
      <MemberProfile data={q.data} fail={fail} />
      {can(role, 'points.grant') ? <MemberGrantForm {...shared} /> : null}
      <h2 className="adm-h2">{t('admin.members.sanctions')}</h2>
      <SanctionHistory userSysId={id} sanctions={q.data.sanctions} fail={fail} />
      {can(role, 'members.sanction') ? <SanctionForm {...shared} /> : null}
      <h2 className="adm-h2">{t('admin.members.orders')}</h2>
      <MemberOrders orders={q.data.orders} />
    </section>
  );
}
