import { useSession } from '../../../shared/session';
import { useAdminT } from '../i18n';
import { can } from '../nav';
import { CouponPolicies } from './coupons/CouponPolicies';
import { PointGrantForm } from './coupons/PointGrantForm';

/** Coupons and points: point grants (or take-backs) with a reason; coupon policies and issuing (admins write). */
export function CouponsPage() {
  const t = useAdminT();
  const { role } = useSession();
  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.coupons')}</h1>
      <h2 className="adm-h2">{t('admin.points.grant')}</h2>
      {can(role, 'points.grant') ? <PointGrantForm /> : <p className="adm-hint">{t('admin.points.adminOnly')}</p>}
      <h2 className="adm-h2">{t('admin.coupons.policies')}</h2>
      <CouponPolicies />
    </section>
  );
}
