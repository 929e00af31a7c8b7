import { SELLER_PROVISION, type QuoteLine } from '@lc/contracts';
import { useLocale, useT } from '../../../shared/i18n';

/** the order's sellers (brands), each with the names of its lines, in the order's order */
function sellersOf(lines: readonly Pick<QuoteLine, 'brandName' | 'name'>[]): [string, string[]][] {
  const by = new Map<string, string[]>();
  for (const l of lines) by.set(l.brandName, [...(by.get(l.brandName) ?? []), l.name]);
  return [...by];
}

/**
 * Issue 33 (개인정보 보호법 제17조): the required, unticked consent to give the buyer's details to the
 * independent seller(s) of this order, naming them, their items, what is given, why and for how long.
 * The server refuses the order without it (6160) and keeps the time it was ticked.
 */
export function SellerProvisionConsent({
  lines,
  checked,
  onChange,
}: {
  lines: readonly Pick<QuoteLine, 'brandName' | 'name'>[];
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const t = useT();
  const [locale] = useLocale();
  const lang = locale === 'ko' ? 'ko' : 'en';
  const sellers = sellersOf(lines);
  return (
    <div className="provision" data-testid="seller-provision">
      <label className="check">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        {t('checkout.sellerProvision.label')}
      </label>
      <dl className="provision__terms">
        <dt>{t('checkout.sellerProvision.to')}</dt>
        <dd>
          {sellers.map(([seller, items]) => (
            <span key={seller} className="provision__seller">
              <strong>{seller}</strong> ({items.join(', ')})
            </span>
          ))}
        </dd>
        <dt>{t('checkout.sellerProvision.items')}</dt>
        <dd>{SELLER_PROVISION.items[lang]}</dd>
        <dt>{t('checkout.sellerProvision.purpose')}</dt>
        <dd>{SELLER_PROVISION.purpose[lang]}</dd>
        <dt>{t('checkout.sellerProvision.period')}</dt>
        <dd>{t('checkout.sellerProvision.periodValue', { years: SELLER_PROVISION.retentionYears })}</dd>
      </dl>
      <p className="provision__refuse">{t('checkout.sellerProvision.refuse')}</p>
    </div>
  );
}
