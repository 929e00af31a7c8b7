import { useState } from 'react';
import { formatWon } from '../../../shared/format';
import { useLocale } from '../../../shared/i18n';
import { useBrandProducts } from '../api/pickers';
import { useAdminT } from '../i18n';
import './pickers.css';

/**
 * A show's products by name: the chosen ones as chips (in the show's order, each removable) and the
 * brand's products to add, narrowed by a search of their names.
 */
export function ProductPicker({
  brandSysId,
  value,
  onChange,
  testId = 'product-picker',
}: {
  brandSysId: number | null;
  value: number[];
  onChange: (ids: number[]) => void;
  testId?: string;
}) {
  const t = useAdminT();
  const [locale] = useLocale();
  const [q, setQ] = useState('');
  const all = useBrandProducts(brandSysId, '');
  const found = useBrandProducts(brandSysId, q.trim());
  const nameOf = (id: number) =>
    [...(all.data?.rows ?? []), ...(found.data?.rows ?? [])].find((p) => p.prdtSysId === id)?.name ?? `#${id}`;
  if (brandSysId === null) return <small className="adm-muted">{t('admin.broadcasts.brandFirst')}</small>;
  return (
    <div className="adm-picker" data-testid={testId}>
      {value.length > 0 ? (
        <ul className="adm-picker__chosen" aria-label={t('admin.broadcasts.productsChosen', { n: value.length })}>
          {value.map((id) => (
            <li key={id} className="adm-chip" data-testid="picked-product">
              {nameOf(id)}
              <button
                type="button"
                aria-label={t('admin.broadcasts.productRemove', { name: nameOf(id) })}
                onClick={() => onChange(value.filter((v) => v !== id))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <small className="adm-muted">{t('admin.broadcasts.productsNone')}</small>
      )}
      <input
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('admin.broadcasts.productSearch')}
        aria-label={t('admin.broadcasts.productSearch')}
        data-testid={`${testId}-search`}
      />
      <ul className="adm-picker__options">
        {(found.data?.rows ?? []).map((p) => {
          const on = value.includes(p.prdtSysId);
          return (
            <li key={p.prdtSysId}>
              <label className="adm-picker__option">
                <input
                  type="checkbox"
                  checked={on}
                  onChange={() => onChange(on ? value.filter((v) => v !== p.prdtSysId) : [...value, p.prdtSysId])}
                />
                <img src={p.squareImageUrl} alt="" width={32} height={32} />
                <span>{p.name}</span>
                <span className="adm-muted">
                  {formatWon(p.price, locale)}
                  {p.isDisplay ? '' : ` · ${t('admin.broadcasts.productHidden')}`}
                  {p.isSoldout ? ` · ${t('admin.broadcasts.productSoldOut')}` : ''}
                </span>
              </label>
            </li>
          );
        })}
        {found.isSuccess && found.data.rows.length === 0 ? (
          <li className="adm-muted">{t('admin.broadcasts.productNoMatch')}</li>
        ) : null}
      </ul>
    </div>
  );
}
