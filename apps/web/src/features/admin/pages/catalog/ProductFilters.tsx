import { useLocale } from '../../../../shared/i18n';
import { useBrandOptions } from '../../api/get-brands';
import { useAdminT } from '../../i18n';
import { FilterBar, type AppliedFilters, type FilterOption } from '../../ui/FilterBar';

/** The product list's filters (brand, display, sold out, search), applied on submit. */
export function ProductFilters({ onApply }: { onApply: (f: AppliedFilters) => void }) {
  const t = useAdminT();
  const [locale] = useLocale();
  const brands = useBrandOptions();
  const yesNo = (label: string): FilterOption[] => [
    { value: '', label: `${label}: ${t('admin.filters.any')}` },
    { value: '1', label: `${label}: Y` },
    { value: '0', label: `${label}: N` },
  ];
  return (
    <FilterBar
      onApply={onApply}
      fields={[
        {
          kind: 'select',
          name: 'brandSysId',
          label: t('admin.products.brand'),
          options: [
            { value: '', label: t('admin.products.allBrands') },
            ...(brands.data?.rows ?? []).map((b) => ({
              value: String(b.brandSysId),
              label: locale === 'en' && b.nameEn ? b.nameEn : b.name,
            })),
          ],
        },
        {
          kind: 'select',
          name: 'isDisplay',
          label: t('admin.products.display'),
          options: yesNo(t('admin.products.display')),
        },
        {
          kind: 'select',
          name: 'isSoldout',
          label: t('admin.products.soldout'),
          options: yesNo(t('admin.products.soldout')),
        },
        { kind: 'search', name: 'q', label: t('admin.filters.search'), placeholder: t('admin.filters.search') },
      ]}
    />
  );
}
