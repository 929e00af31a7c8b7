import { RETURN_EXCEPTIONS } from '@lc/contracts';
import { useLocale } from '../../../../shared/i18n';
import { useAdminT } from '../../i18n';
import type { ProductFieldsProps } from './product-form';

/**
 * Issue 33 (전자상거래법 제17조 ②, ⑥): the exceptions to the right of withdrawal the product page shows
 * before the purchase; only those may later refuse a return (7048). The wording is the product page's
 * own (RETURN_EXCEPTIONS), so the operator ticks what the buyer reads. Exception 1 (the buyer's own
 * damage) applies without notice: shown ticked and fixed.
 */
export function ReturnExceptionsFieldset({ f, setF, errors }: ProductFieldsProps) {
  const t = useAdminT();
  const [locale] = useLocale();
  const toggle = (code: number, on: boolean) =>
    setF((s) => ({
      ...s,
      returnExceptions: on
        ? [...new Set([...s.returnExceptions, code])].sort((a, b) => a - b)
        : s.returnExceptions.filter((c) => c !== code),
    }));
  const invalid = Object.keys(errors).some((k) => k.startsWith('returnExceptions'));
  return (
    <fieldset className="adm-fieldset" data-testid="return-exceptions-fieldset">
      <legend>{t('admin.products.returns.title')}</legend>
      <p className="adm-hint">{t('admin.products.returns.help')}</p>
      <div className="adm-checks">
        {RETURN_EXCEPTIONS.map((e) => (
          <label key={e.code} className="adm-check">
            <input
              type="checkbox"
              data-testid={`return-exception-${e.code}`}
              checked={!e.mustBeShown || f.returnExceptions.includes(e.code)}
              disabled={!e.mustBeShown}
              onChange={(ev) => toggle(e.code, ev.target.checked)}
            />
            <span>
              {e.code}. {locale === 'en' ? e.en : e.ko}
              {e.mustBeShown ? null : <small> ({t('admin.products.returns.always')})</small>}
            </span>
          </label>
        ))}
      </div>
      {invalid ? (
        <small className="adm-field__error" role="alert">
          {t('admin.products.returns.invalid')}
        </small>
      ) : null}
    </fieldset>
  );
}
