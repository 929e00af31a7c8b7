import type { VbankInfo } from '@lc/contracts';
import { formatWon } from '../../../shared/format';
import { useLocale, useT } from '../../../shared/i18n';

/** The virtual account to deposit into, while /BuyComplete waits for the deposit. */
export function DepositAccount({ vbank, amount }: { vbank: VbankInfo; amount: number }) {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  return (
    <dl className="box amounts" data-testid="vbank-info">
      <dt>{t('checkout.complete.bank')}</dt>
      <dd>{vbank.bankName}</dd>
      <dt>{t('checkout.complete.account')}</dt>
      <dd data-testid="vbank-account">{vbank.accountNumber}</dd>
      <dt>{t('checkout.complete.holder')}</dt>
      <dd>{vbank.holder}</dd>
      <dt>{t('checkout.depositor')}</dt>
      <dd>{vbank.depositorName}</dd>
      <dt>{t('checkout.complete.due')}</dt>
      <dd>
        {new Date(vbank.dueAt).toLocaleString(locale === 'en' ? 'en-GB' : 'ko-KR', {
          timeZone: 'Asia/Seoul',
        })}
      </dd>
      <dt className="total">{t('checkout.complete.depositAmount')}</dt>
      <dd className="total">{won(amount)}</dd>
    </dl>
  );
}
