import { useLocale } from '../../../../shared/i18n';
import { useAdminCategories } from '../../api/get-categories';
import { useAdminT } from '../../i18n';
import { BrandSelect } from '../../ui/BrandSelect';
import { Field } from '../../ui/form';
import { AlcoholFields } from './AlcoholFields';
import type { ProductFieldsProps, ProductFieldValues } from './product-form';

/** The product's own fields: brand, category, names, prices, stock, switches, delivery, live price, description. */
export function ProductMainFields({ f, setF, errors }: ProductFieldsProps) {
  const t = useAdminT();
  const [locale] = useLocale();
  const categories = useAdminCategories();
  const set = (k: keyof ProductFieldValues) => (e: { target: { value: string } }) =>
    setF((s) => ({ ...s, [k]: e.target.value }));
  /** a numeric text field named after its key */
  const numeric = (k: keyof ProductFieldValues, label: string, testId?: string) => (
    <Field label={t(label)} name={k} errors={errors}>
      <input inputMode="numeric" value={f[k] as string} onChange={set(k)} data-testid={testId} />
    </Field>
  );
  return (
    <div className="adm-form__grid">
      <Field label={t('admin.products.brand')} name="brandSysId" errors={errors}>
        <BrandSelect value={f.brandSysId} onChange={set('brandSysId')} testId="product-brand" />
      </Field>
      <Field label={t('admin.products.category')} name="categorySysId" errors={errors}>
        <select value={f.categorySysId} onChange={set('categorySysId')}>
          <option value="">{t('admin.form.none')}</option>
          {categories.data?.rows.map((c) => (
            <option key={c.categorySysId} value={c.categorySysId}>
              {'— '.repeat(Math.max(0, c.categoryLevel - 1))}
              {locale === 'en' && c.nameEn ? c.nameEn : c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('admin.products.name')} name="name" errors={errors} wide>
        <input value={f.name} onChange={set('name')} data-testid="product-name" />
      </Field>
      <Field label={t('admin.products.nameEn')} name="nameEn" errors={errors} wide>
        <input value={f.nameEn} onChange={set('nameEn')} />
      </Field>
      {numeric('marketPrice', 'admin.products.marketPrice', 'product-market-price')}
      {numeric('price', 'admin.products.price', 'product-price')}
      {numeric('stock', 'admin.products.stock', 'product-stock')}
      <div className="adm-field">
        <span>{t('admin.products.switches')}</span>
        <label className="adm-check">
          <input
            type="checkbox"
            checked={f.isDisplay}
            onChange={(e) => setF((s) => ({ ...s, isDisplay: e.target.checked }))}
          />
          {t('admin.products.display')}
        </label>
        <label className="adm-check">
          <input
            type="checkbox"
            checked={f.isSoldout}
            onChange={(e) => setF((s) => ({ ...s, isSoldout: e.target.checked }))}
          />
          {t('admin.products.soldout')}
        </label>
      </div>
      <AlcoholFields f={f} setF={setF} errors={errors} />
      <Field label={t('admin.products.deliveryType')} name="deliveryPriceTypeCode" errors={errors}>
        <select value={f.deliveryPriceTypeCode} onChange={set('deliveryPriceTypeCode')}>
          {['1', '2', '3'].map((c) => (
            <option key={c} value={c}>
              {t(`admin.products.delivery${c}`)}
            </option>
          ))}
        </select>
      </Field>
      {numeric('deliveryPrice', 'admin.products.deliveryPrice')}
      {numeric('freeDeliveryMinAmount', 'admin.products.freeMin')}
      {numeric('livePrice', 'admin.products.livePrice')}
      <Field label={t('admin.products.liveStart')} name="livePriceStartDate" errors={errors}>
        <input type="datetime-local" value={f.liveStart} onChange={set('liveStart')} />
      </Field>
      <Field label={t('admin.products.liveEnd')} name="livePriceEndDate" errors={errors}>
        <input type="datetime-local" value={f.liveEnd} onChange={set('liveEnd')} />
      </Field>
      <Field label={t('admin.products.description')} name="description" errors={errors} wide>
        <textarea rows={4} value={f.description} onChange={set('description')} />
      </Field>
    </div>
  );
}
