import { useState } from 'react';
import { useSession } from '../../../../shared/session';
import { COUPONS_KEY } from '../../api/coupons';
import { useAdminT } from '../../i18n';
import { can } from '../../nav';
import { DataTable } from '../../ui/DataTable';
import { KINDS, type Policy } from './coupon-policy';
import { CouponPolicyForm } from './CouponPolicyForm';
import { useCouponPolicyColumns } from './useCouponPolicyColumns';
import { SelectFilter, withAll } from '../../ui/FilterBar';

/** The coupon policies: a kind filter, the editor (admins write) and the table. */
export function CouponPolicies() {
  const t = useAdminT();
  const { role } = useSession();
  const write = can(role, 'coupons.write');
  const [kind, setKind] = useState('');
  const [editing, setEditing] = useState<Policy | 'new' | null>(null);
  // each opening starts the editor afresh (the same row opened again drops what was typed)
  const [opened, setOpened] = useState(0);
  const open = (p: Policy | 'new') => {
    setEditing(p);
    setOpened((n) => n + 1);
  };
  const columns = useCouponPolicyColumns({ write, onEdit: open });
  return (
    <>
      <div className="adm-filters">
        <SelectFilter
          label={t('admin.coupons.kind')}
          options={withAll(t('admin.coupons.allKinds'), KINDS, (k) => t(`admin.coupons.kinds.${k}`))}
          value={kind}
          onChange={setKind}
        />
        <span className="adm__spacer" />
        {write ? (
          <button type="button" className="adm-primary" onClick={() => open('new')}>
            + {t('admin.coupons.new')}
          </button>
        ) : null}
      </div>
      {editing ? <CouponPolicyForm key={opened} editing={editing} onDone={() => setEditing(null)} /> : null}
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
