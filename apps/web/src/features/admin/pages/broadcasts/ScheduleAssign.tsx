import { useState } from 'react';
import { useSaveBroadcast, type AdminSchedule } from '../../api/broadcasts';
import { useAdminT } from '../../i18n';
import { ProductPicker } from '../../ui/ProductPicker';
import { SelloverSelect } from '../../ui/SelloverSelect';

/** The airing's sellover (host), products and highlight clip, saved together; closes the dialog when saved. */
export function ScheduleAssign({
  s,
  onSaved,
  fail,
}: {
  s: AdminSchedule;
  onSaved: () => void;
  fail: (e: unknown) => void;
}) {
  const t = useAdminT();
  const save = useSaveBroadcast();
  const [products, setProducts] = useState(s.prdtSysIds);
  const [host, setHost] = useState(s.hostUserSysId ? String(s.hostUserSysId) : '');
  const [highlight, setHighlight] = useState(s.highlightUrl ?? '');
  return (
    <div className="adm-form adm-form--inline">
      <label className="adm-field">
        <span>{t('admin.broadcasts.host')}</span>
        <SelloverSelect brandSysId={s.brandSysId} value={host} onChange={setHost} testId="assign-host" />
      </label>
      <div className="adm-field adm-field--wide">
        <span>{t('admin.broadcasts.products')}</span>
        <ProductPicker brandSysId={s.brandSysId} value={products} onChange={setProducts} testId="assign-products" />
      </div>
      <label className="adm-field adm-field--wide">
        <span>{t('admin.broadcasts.highlight')}</span>
        <input value={highlight} onChange={(e) => setHighlight(e.target.value)} />
      </label>
      <button
        type="button"
        className="adm-primary"
        onClick={() =>
          save.mutate(
            {
              broadcastSysId: s.broadcastSysId,
              body: {
                hostUserSysId: host ? Number(host) : null,
                prdtSysIds: products,
                highlights: [{ broadcastScheduleSysId: s.broadcastScheduleSysId, highlightUrl: highlight || null }],
              },
            },
            { onSuccess: onSaved, onError: fail },
          )
        }
      >
        {t('admin.form.save')}
      </button>
    </div>
  );
}
