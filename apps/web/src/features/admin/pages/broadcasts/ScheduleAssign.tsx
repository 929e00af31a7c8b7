import { useState } from 'react';
import { useSaveBroadcast, type AdminSchedule } from '../../api/broadcasts';
import { useAdminT } from '../../i18n';
import { parseIds } from '../../ui/format';

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
  const [products, setProducts] = useState(s.prdtSysIds.join(', '));
  const [host, setHost] = useState(s.hostUserSysId ? String(s.hostUserSysId) : '');
  const [highlight, setHighlight] = useState(s.highlightUrl ?? '');
  return (
    <div className="adm-form adm-form--inline">
      <label className="adm-field">
        <span>{t('admin.broadcasts.host')}</span>
        <input inputMode="numeric" value={host} onChange={(e) => setHost(e.target.value)} />
      </label>
      <label className="adm-field adm-field--wide">
        <span>{t('admin.broadcasts.products')}</span>
        <input value={products} onChange={(e) => setProducts(e.target.value)} />
      </label>
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
                prdtSysIds: parseIds(products),
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
