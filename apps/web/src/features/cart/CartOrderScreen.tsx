import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ORDER_DRAFT_STORAGE_KEY, type OrderDraft } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { cutName, formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { session } from '../../shared/storage';
import { Button, EmptyState, Page, Spinner } from '../../shared/ui';
import { MoneySummary } from '../../shared/ui/MoneySummary';
import { postQuote } from './api/baskets';
import './cart.css';

const readDraft = (): OrderDraft | null => {
  try {
    const d = JSON.parse(session.get(ORDER_DRAFT_STORAGE_KEY) ?? 'null') as OrderDraft | null;
    return d && Array.isArray(d.items) && d.items.length > 0 ? d : null;
  } catch {
    return null;
  }
};

/** /cartOrder: the selected cart lines with the server's prices and delivery fees, before the order form. */
export function CartOrderScreen() {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  const navigate = useNavigate();
  const draft = readDraft();
  const quote = useQuery({
    queryKey: ['cart-order-quote', JSON.stringify(draft?.items ?? [])],
    queryFn: () => postQuote(draft!.items),
    enabled: !!draft,
    retry: false,
  });
  if (!draft)
    return (
      <Page title={t('screens.cartOrder')}>
        <EmptyState title={t('cart.nothingSelected')} />
      </Page>
    );
  const a = quote.data?.amounts;
  return (
    <Page title={t('screens.cartOrder')}>
      {quote.isLoading ? <Spinner label={t('common.loading')} /> : null}
      {quote.error ? (
        <p className="cart-line__blocked" role="alert" style={{ padding: 16 }}>
          {quote.error instanceof ApiError ? quote.error.message : t('cart.failed')}
        </p>
      ) : null}
      <ul className="plain-list">
        {(quote.data?.lines ?? []).map((l, i) => (
          <li key={i} className="cart-line" style={{ gridTemplateColumns: '72px 1fr' }}>
            <img src={l.squareImageUrl} alt="" />
            <div>
              <p className="cart-line__brand">{l.brandName}</p>
              <p className="cart-line__name">{cutName(l.name)}</p>
              <p className="cart-line__opt">
                {[
                  ...l.options.map((o) => `${o.optionGroup}: ${o.optionKeyName}`),
                  ...l.addingProducts.map((x) => `+ ${x.name} × ${x.addingQty}`),
                ].join(' / ')}
                {' · '}
                {t('cart.qtyN', { count: l.qty })}
              </p>
              <span className="cart-line__price">{won(l.lineAmount)}</span>
            </div>
          </li>
        ))}
      </ul>
      {a ? <MoneySummary amounts={a} totalLabel="expected" /> : null}
      <div className="sticky-cta">
        <Button block size="lg" disabled={!quote.data} onClick={() => navigate('/BuyProduct?from=cart')}>
          {t('cart.toCheckout')}
        </Button>
      </div>
    </Page>
  );
}
