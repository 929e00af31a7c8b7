import { useState } from 'react';
import { useLocale } from '../../../../shared/i18n';
import { useBrandOptions } from '../../api/get-brands';
import { useAdminT } from '../../i18n';

/** The product list's filters (brand, display, sold out, search), applied on submit. */
export function ProductFilters({ onApply }: { onApply: (f: Record<string, string | undefined>) => void }) {
  const t = useAdminT();
  const [locale] = useLocale();
  const brands = useBrandOptions();
  const [brandSysId, setBrandSysId] = useState('');
  const [display, setDisplay] = useState('');
  const [soldout, setSoldout] = useState('');
  const [q, setQ] = useState('');
  return (
    <form
      className="adm-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply({
          brandSysId: brandSysId || undefined,
          isDisplay: display || undefined,
          isSoldout: soldout || undefined,
          q: q || undefined,
        });
      }}
    >
      <select aria-label={t('admin.products.brand')} value={brandSysId} onChange={(e) => setBrandSysId(e.target.value)}>
        <option value="">{t('admin.products.allBrands')}</option>
        {brands.data?.rows.map((b) => (
          <option key={b.brandSysId} value={b.brandSysId}>
            {locale === 'en' && b.nameEn ? b.nameEn : b.name}
          </option>
        ))}
      </select>
      <select aria-label={t('admin.products.display')} value={display} onChange={(e) => setDisplay(e.target.value)}>
        <option value="">
          {t('admin.products.display')}: {t('admin.filters.any')}
        </option>
        <option value="1">{t('admin.products.display')}: Y</option>
        <option value="0">{t('admin.products.display')}: N</option>
      </select>
      <select aria-label={t('admin.products.soldout')} value={soldout} onChange={(e) => setSoldout(e.target.value)}>
        <option value="">
          {t('admin.products.soldout')}: {t('admin.filters.any')}
        </option>
        <option value="1">{t('admin.products.soldout')}: Y</option>
        <option value="0">{t('admin.products.soldout')}: N</option>
      </select>
      <input
        type="search"
        aria-label={t('admin.filters.search')}
        placeholder={t('admin.filters.search')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <button type="submit" className="adm-primary">
        {t('admin.filters.apply')}
      </button>
    </form>
  );
}
