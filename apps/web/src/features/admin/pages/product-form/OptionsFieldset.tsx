import type { Dispatch, SetStateAction } from 'react';
import { useAdminT } from '../../i18n';
import type { FieldErrors } from '../../ui/form';
import type { OptionRow } from './product-form';

/** The options (group, key, added price, stock): a new row repeats the last group. */
export function OptionsFieldset({
  options,
  setOptions,
  errors,
}: {
  options: OptionRow[];
  setOptions: Dispatch<SetStateAction<OptionRow[]>>;
  errors: FieldErrors;
}) {
  const t = useAdminT();
  return (
    <fieldset className="adm-fieldset">
      <legend>{t('admin.products.options')}</legend>
      {options.map((o, i) => (
        <div key={i} className="adm-row" data-testid="option-row">
          {(['optionGroup', 'optionKeyName', 'addedPrice', 'stock'] as const).map((k) => (
            <label key={k}>
              <span className="sr-only">{t(`admin.products.option.${k}`)}</span>
              <input
                placeholder={t(`admin.products.option.${k}`)}
                value={o[k]}
                data-testid={`option-${k}`}
                aria-invalid={!!errors[`options.${i}.${k}`]}
                onChange={(e) => setOptions((l) => l.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)))}
              />
            </label>
          ))}
          <button type="button" onClick={() => setOptions((l) => l.filter((_, j) => j !== i))}>
            {t('admin.form.remove')}
          </button>
        </div>
      ))}
      <button
        type="button"
        data-testid="option-add"
        onClick={() =>
          setOptions((l) => [
            ...l,
            { optionGroup: l[l.length - 1]?.optionGroup ?? '', optionKeyName: '', addedPrice: '0', stock: '0' },
          ])
        }
      >
        + {t('admin.products.addOption')}
      </button>
      {Object.keys(errors).some((k) => k.startsWith('options.')) ? (
        <small className="adm-field__error" role="alert">
          {t('admin.products.optionInvalid')}
        </small>
      ) : null}
    </fieldset>
  );
}
