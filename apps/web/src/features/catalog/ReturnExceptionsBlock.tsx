import { RETURN_EXCEPTIONS, type ProductDetail } from '@lc/contracts';
import '../../shared/ui/disclosure.css';
import { useLocale, useT } from '../../shared/i18n';

/**
 * The limits of the right of withdrawal, shown before the purchase (전자상거래법 제17조 ⑥): the buyer's
 * own damage always, and the exceptions this product names (only those may be cited to refuse a return).
 */
export function ReturnExceptionsBlock({ p }: { p: ProductDetail }) {
  const t = useT();
  const [locale] = useLocale();
  const shown = RETURN_EXCEPTIONS.filter((e) => !e.mustBeShown || p.returnExceptions.includes(e.code));
  return (
    <section className="pblock" aria-labelledby="return-exceptions-h" data-testid="return-exceptions">
      <h3 id="return-exceptions-h" className="pblock__title">
        {t('disclosure.returns.title')}
      </h3>
      <p className="legal-note">{t('disclosure.returns.intro')}</p>
      <ul className="legal-list">
        {shown.map((e) => (
          <li key={e.code} data-code={e.code}>
            {locale === 'en' ? e.en : e.ko}
          </li>
        ))}
      </ul>
      <p className="legal-note">{t('disclosure.returns.sellerFault')}</p>
    </section>
  );
}
