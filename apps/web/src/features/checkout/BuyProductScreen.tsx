import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { RC } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { keys } from '../../shared/api/query-keys';
import { formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Button, EmptyState, Page } from '../../shared/ui';
import { postQuote } from './api/orders';
import { NO_LEGAL_CHOICE, type LegalChoice } from './CheckoutLegalOptions';
import { AmountSection } from './buy/AmountSection';
import { CouponSection } from './buy/CouponSection';
import { draftFromCart, itemsFromProduct, type Item } from './buy/handover';
import { ItemsSection } from './buy/ItemsSection';
import { OrdererSection } from './buy/OrdererSection';
import { PaySection } from './buy/PaySection';
import { PointsSection } from './buy/PointsSection';
import { ReceiverSection } from './buy/ReceiverSection';
import { useBuyForm, validateForm, type FormErrors } from './buy/useBuyForm';
import { useCheckoutCoupons, useCouponPicker } from './buy/useCheckoutCoupons';
import { useSubmitOrder } from './buy/useSubmitOrder';
import './checkout.css';

/** /BuyProduct: orderer, receiver and address, points, payment method, agreements; the server prices everything. */
export function BuyProductScreen() {
  const t = useT();
  const [locale] = useLocale();
  const [params] = useSearchParams();
  const { isLogin, userSysId } = useSession();
  const member = isLogin ? userSysId : null;
  const fromCart = params.get('from') === 'cart';
  const draft = useMemo(() => (fromCart ? draftFromCart() : null), [fromCart]);
  const items: Item[] = useMemo(() => (fromCart ? (draft?.items ?? []) : itemsFromProduct()), [fromCart, draft]);

  const { form, set, addresses, bookId, pickAddress, copyOrderer } = useBuyForm(member);
  const couponState = useCheckoutCoupons();
  const { coupons, setCoupons } = couponState;
  const validPost = /^\d{5}$/.test(form.postNumber) ? form.postNumber : null;
  const quote = useQuery({
    queryKey: keys.checkout.quote(member, JSON.stringify(items), validPost, form.points, JSON.stringify(coupons)),
    queryFn: () => postQuote({ items, postNumber: validPost, pointAmount: form.points, coupons }),
    enabled: items.length > 0,
    retry: false,
    placeholderData: (prev) => prev,
  });
  const picker = useCouponPicker(quote.data, { items, postNumber: validPost, pointAmount: form.points }, couponState);
  const [legal, setLegal] = useState<LegalChoice>(NO_LEGAL_CHOICE);
  const [errors, setErrors] = useState<FormErrors>({});
  const { busy, submit } = useSubmitOrder();

  if (items.length === 0) {
    return (
      <Page title={t('screens.BuyProduct')}>
        <EmptyState title={t('checkout.nothing')} />
      </Page>
    );
  }
  const a = quote.data?.amounts;
  const pointError =
    quote.error instanceof ApiError &&
    (quote.error.code === RC.POINTS_RULE || quote.error.code === RC.POINTS_INSUFFICIENT)
      ? quote.error.message
      : null;
  const onPay = () => {
    if (!a || busy || !validateForm(form, legal, t, setErrors)) return;
    const input = { member, items, draft, fromCart, form, legal, coupons, setCoupons, quote, addresses, bookId };
    void submit(input, a.payAmount);
  };

  return (
    <Page title={t('screens.BuyProduct')} className="buy">
      <ItemsSection quote={quote} pointError={pointError} onClearCoupons={() => setCoupons([])} />
      <OrdererSection form={form} set={set} errors={errors} />
      <ReceiverSection
        form={form}
        set={set}
        errors={errors}
        addresses={addresses}
        onPick={pickAddress}
        onSameAsOrderer={copyOrderer}
        extra={quote.data}
      />
      {member !== null ? <CouponSection quote={quote.data} picker={picker} /> : null}
      {member !== null ? (
        <PointsSection
          quote={quote.data}
          pointError={pointError}
          points={form.points}
          onPoints={(n) => set('points', n)}
        />
      ) : null}
      <PaySection form={form} set={set} legal={legal} onLegal={setLegal} />
      <AmountSection quote={quote.data} form={form} set={set} />
      <div className="sticky-cta" style={{ position: 'sticky', bottom: 0, padding: 16, background: '#fff' }}>
        <Button block size="lg" busy={busy} disabled={!a || busy} onClick={onPay}>
          {a ? t('checkout.pay', { amount: formatWon(a.payAmount, locale) }) : t('common.loading')}
        </Button>
      </div>
    </Page>
  );
}
