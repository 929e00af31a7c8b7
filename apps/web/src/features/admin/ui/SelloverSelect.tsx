import { useBrandSellovers } from '../api/pickers';
import { useAdminT } from '../i18n';
import './pickers.css';

/**
 * A show's sellover: the sellovers with a complete contract with the show's brand, by name (a show
 * can be booked only for one of them); "none" leaves the show without a host for now.
 */
export function SelloverSelect({
  brandSysId,
  value,
  onChange,
  testId,
}: {
  brandSysId: number | null;
  /** the host's member number, '' for none */
  value: string;
  onChange: (v: string) => void;
  testId?: string;
}) {
  const t = useAdminT();
  const q = useBrandSellovers(brandSysId);
  const rows = q.data?.rows ?? [];
  const known = value === '' || rows.some((r) => String(r.userSysId) === value);
  return (
    <>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={brandSysId === null}
        data-testid={testId}
      >
        <option value="">{t(brandSysId === null ? 'admin.broadcasts.brandFirst' : 'admin.broadcasts.hostNone')}</option>
        {rows.map((r) => (
          <option key={r.contractSysId} value={r.userSysId}>
            {r.sallyName}
          </option>
        ))}
        {/* a host saved before its contract ended stays visible until it is changed */}
        {known ? null : <option value={value}>{t('admin.broadcasts.hostOther', { id: value })}</option>}
      </select>
      {brandSysId !== null && q.isSuccess && rows.length === 0 ? (
        <small className="adm-muted">{t('admin.broadcasts.hostNoContract')}</small>
      ) : null}
    </>
  );
}
