import { INQUIRY_CATEGORIES, PERSONAL_INQUIRY_TYPES } from '@lc/contracts';
import { useLocale, useT } from '../../../shared/i18n';
import type { InquiryForm } from './useInquiryForm';

/** Inquiry or personal (tabs, not for an order line), then the category or the type. */
export function InquiryKindFields({ f }: { f: InquiryForm }) {
  const t = useT();
  const [locale] = useLocale();
  const { aboutOrder, mode, setMode, category, setCategory, typeCode, setTypeCode, setError } = f;
  return (
    <>
      {aboutOrder ? null : (
        <div className="qtabs" role="radiogroup" aria-label={t('questions.write.mode')}>
          {(['inquiry', 'personal'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={mode === m}
              onClick={() => {
                setMode(m);
                setError(null);
              }}
            >
              {t(m === 'inquiry' ? 'questions.write.modeInquiry' : 'questions.write.modePersonal')}
            </button>
          ))}
        </div>
      )}
      {mode === 'inquiry' ? (
        <fieldset className="qcats">
          <legend className="ui-label">{t('questions.write.category')}</legend>
          {INQUIRY_CATEGORIES.map((c) => (
            <label key={c.code} className={category === c.code ? 'qcat is-on' : 'qcat'}>
              <input type="radio" name="category" checked={category === c.code} onChange={() => setCategory(c.code)} />
              {c[locale]}
            </label>
          ))}
        </fieldset>
      ) : (
        <fieldset className="qcats qcats--three">
          <legend className="ui-label">{t('questions.write.type')}</legend>
          {PERSONAL_INQUIRY_TYPES.map((c) => (
            <label key={c.code} className={typeCode === c.code ? 'qcat is-on' : 'qcat'}>
              <input type="radio" name="type" checked={typeCode === c.code} onChange={() => setTypeCode(c.code)} />
              {c[locale]}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
