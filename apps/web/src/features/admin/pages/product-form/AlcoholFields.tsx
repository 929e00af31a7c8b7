import { ALCOHOL_KINDS, ONLINE_ALCOHOL_KINDS, type AlcoholKind } from '@lc/contracts';
import { useAdminT } from '../../i18n';
import { Field } from '../../ui/form';
import type { ProductFieldsProps } from './product-form';

/**
 * Issue 33 (주류의 통신판매에 관한 명령위임 고시): the operator marks an alcoholic product and its kind. Only
 * 전통주 kinds are sold online; another kind (or none) keeps it from buyers, which the form says.
 */
export function AlcoholFields({ f, setF, errors }: ProductFieldsProps) {
  const t = useAdminT();
  const blocked = f.isAlcohol && !ONLINE_ALCOHOL_KINDS.includes(f.alcoholKind as AlcoholKind);
  return (
    <>
      <div className="adm-field">
        <span>{t('admin.products.alcohol')}</span>
        <label className="adm-check">
          <input
            type="checkbox"
            data-testid="product-alcohol"
            checked={f.isAlcohol}
            onChange={(e) => setF((s) => ({ ...s, isAlcohol: e.target.checked }))}
          />
          {t('admin.products.isAlcohol')}
        </label>
      </div>
      {f.isAlcohol ? (
        <Field label={t('admin.products.alcoholKind')} name="alcoholKind" errors={errors}>
          <select
            data-testid="product-alcohol-kind"
            value={f.alcoholKind}
            onChange={(e) => setF((s) => ({ ...s, alcoholKind: e.target.value }))}
          >
            <option value="">{t('admin.products.alcoholKindNone')}</option>
            {ALCOHOL_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`admin.products.alcoholKinds.${k}`)}
              </option>
            ))}
          </select>
          {blocked ? (
            <span className="adm-warn" role="note">
              {t('admin.products.blocks.alcoholKind')}
            </span>
          ) : null}
        </Field>
      ) : null}
    </>
  );
}
