import { buildDictionary } from '../shared/i18n/translate';

// issue 19 "Speed": one chunk per locale, loaded before the first render (shared/i18n loadLocale); the
// back-office strings (admin.json) stay in the admin bundle
export default buildDictionary(
  import.meta.glob(['./ko/*.json', '!./ko/admin.json'], { eager: true, import: 'default' }),
);
