import { EASY_PAY_PROVIDERS, walletBlockedInApp, type EasyPayProvider } from '@lc/contracts';
import { useT } from '../../shared/i18n';

/** The easy-pay wallet (카카오페이, 네이버페이, 토스페이, 페이코) of an easy-pay payment: checkout and paying again. */
export function EasyPayProviderField({
  value,
  onChange,
}: {
  value: EasyPayProvider;
  onChange(p: EasyPayProvider): void;
}) {
  const t = useT();
  return (
    <label className="field" style={{ marginTop: 10 }}>
      <span className="field__label">{t('checkout.easyPayProvider')}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as EasyPayProvider)}>
        {EASY_PAY_PROVIDERS.map((p) => (
          <option key={p} value={p}>
            {t(`checkout.provider.${p}`)}
          </option>
        ))}
      </select>
      {walletBlockedInApp(navigator.userAgent, value) ? (
        <span className="field__error" role="alert" data-testid="wallet-in-app">
          {t('checkout.walletInApp', { wallet: t(`checkout.provider.${value}`) })}
        </span>
      ) : null}
    </label>
  );
}
