import { useLocale } from '../../../shared/i18n';
import { useBrandOptions } from '../api/get-brands';
import { useAdminT } from '../i18n';

/** A form's brand picker: "choose" first, then the brands by name (the English name in English when set). */
export function BrandSelect({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  testId?: string;
}) {
  const t = useAdminT();
  const [locale] = useLocale();
  const brands = useBrandOptions();
  return (
    <select value={value} onChange={onChange} data-testid={testId}>
      <option value="">{t('admin.form.choose')}</option>
      {brands.data?.rows.map((b) => (
        <option key={b.brandSysId} value={b.brandSysId}>
          {locale === 'en' && b.nameEn ? b.nameEn : b.name}
        </option>
      ))}
    </select>
  );
}
