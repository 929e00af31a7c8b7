import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { RC, type CheckoutQuoteResponse } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { cutName, formatWon } from '../../../shared/format';
import { useLocale, useT } from '../../../shared/i18n';
import { Button, Spinner } from '../../../shared/ui';
import { errorData } from './useCheckoutCoupons';

/** The order lines as the server priced them, and why the quote was refused (a live price over, a coupon, …). */
export function ItemsSection({
  quote,
  pointError,
  onClearCoupons,
}: {
  quote: UseQueryResult<CheckoutQuoteResponse>;
  pointError: string | null;
  onClearCoupons: () => void;
}) {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  const navigate = useNavigate();
  const couponError = quote.error instanceof ApiError && quote.error.code.startsWith('62') ? quote.error.message : null;
  const liveExpired = quote.error instanceof ApiError && quote.error.code === RC.LIVE_PRICE_EXPIRED;
  return (
    <section aria-labelledby="buy-items">
      <h2 id="buy-items">{t('checkout.items')}</h2>
      {quote.isLoading ? <Spinner label={t('common.loading')} /> : null}
      {(quote.data?.lines ?? []).map((l, i) => (
        <div key={i} className="buy-line">
          <img src={l.squareImageUrl} alt="" />
          <div>
            <p>{cutName(l.name)}</p>
            <small>
              {[
                ...l.options.map((o) => o.optionKeyName),
                ...l.addingProducts.map((x) => `+${x.name}×${x.addingQty}`),
              ].join(' / ')}
              {l.options.length || l.addingProducts.length ? ' · ' : ''}
              {t('checkout.qty', { count: l.qty })}
            </small>
          </div>
          <strong>{won(l.lineAmount)}</strong>
        </div>
      ))}
      {liveExpired ? (
        <div className="err" role="alert" data-testid="live-expired">
          <p>{(quote.error as ApiError).message}</p>
          <Button
            variant="outline"
            onClick={() => {
              const id = errorData(quote.error).prdtSysId as number | undefined;
              if (id) void navigate(`/Product/${id}`);
              else void navigate(-1);
            }}
          >
            {t('checkout.reloadProduct')}
          </Button>
        </div>
      ) : quote.error instanceof ApiError && !pointError ? (
        <div className="err" role="alert">
          <p>{quote.error.message}</p>
          {couponError ? (
            <Button variant="outline" onClick={onClearCoupons}>
              {t('checkout.coupon.clear')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
