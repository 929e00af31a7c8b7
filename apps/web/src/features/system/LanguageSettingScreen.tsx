import { LOCALES, useLocale, useT } from '../../shared/i18n';
import { Header } from '../../shared/ui';

const NATIVE_NAMES = { ko: '한국어', en: 'English' } as const;

/** '/LanguageSetting': the interface language, stored in localStorage 'locale' (shopping §1). */
export function LanguageSettingScreen() {
  const t = useT();
  const [locale, setLocale] = useLocale();
  return (
    <div className="page">
      <Header title={t('screens.LanguageSetting')} />
      <main className="page__body">
        <fieldset className="radio-list">
          <legend className="radio-list__legend">{t('system.language.legend')}</legend>
          {LOCALES.map((l) => (
            <label key={l} className="radio-list__item">
              <span lang={l}>{NATIVE_NAMES[l]}</span>
              <input type="radio" name="locale" value={l} checked={locale === l} onChange={() => setLocale(l)} />
            </label>
          ))}
        </fieldset>
      </main>
    </div>
  );
}
