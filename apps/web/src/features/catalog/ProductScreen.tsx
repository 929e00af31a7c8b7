import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { ProductDetail } from '@lc/contracts';
import { useProduct } from '../../shared/api/catalog';
import { CouponOffers } from '../../shared/coupon-offers';
import { useT } from '../../shared/i18n';
import { ProductSections } from '../../shared/product-sections';
import { EmptyState, Header, HeaderLink, ScrollTopButton, Spinner } from '../../shared/ui';
import { EventRules } from './EventRules';
import { SellerIdentityBlock } from './ProductCompliance';
import { ReturnExceptionsBlock } from './ReturnExceptionsBlock';
import { BuyBar } from './product/BuyBar';
import { DeliveryBlock } from './product/DeliveryBlock';
import { OptionPicker } from './product/OptionPicker';
import { ProductDetailBlock } from './product/ProductDetailBlock';
import { ProductGallery } from './product/ProductGallery';
import { ProductInfo } from './product/ProductInfo';
import { SellerNotices } from './product/SellerNotices';
import { useProductActions } from './product/useProductActions';
import { useLivePriceEnd, useRecentView } from './product/useProductEffects';
import { useProductLines } from './product/useProductLines';
import './catalog.css';

export { BOT_NAV_EVENT } from './product/useProductEffects';

const toInt = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : NaN);

/**
 * Product detail in its three route forms (shopping §2): /Product/{id}, /Product/{id}/{planPrdtSysId}
 * and /Product/{id}/Live/{broadcastScheduleSysId} (the live price applies only on the last, for members).
 */
export function ProductScreen() {
  const params = useParams();
  const id = toInt(params.prdtSysId);
  const planPrdtSysId = toInt(params.planPrdtSysId);
  const scheduleId = toInt(params.broadcastScheduleSysId ?? params.bcScheduleSysId);
  // the pinned product of a player links with its broadcast product id; the server resolves the schedule
  const pinId = toInt(params.broadcastProductSysId);
  const q = useMemo(
    () => ({
      ...(Number.isFinite(planPrdtSysId) ? { planPrdtSysId } : {}),
      ...(Number.isFinite(scheduleId) ? { broadcastScheduleSysId: scheduleId } : {}),
      ...(Number.isFinite(pinId) ? { broadcastProductSysId: pinId } : {}),
    }),
    [planPrdtSysId, scheduleId, pinId],
  );
  const t = useT();
  const query = useProduct(id, q);
  if (!Number.isFinite(id)) return <ProductMissing />;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError || !query.data) return <ProductMissing message={query.error?.message} />;
  return (
    <ProductView
      key={`${id}-${scheduleId}-${pinId}`}
      product={query.data.product}
      fromLive={Number.isFinite(scheduleId) || Number.isFinite(pinId)}
      refetch={() => void query.refetch()}
    />
  );
}

function ProductMissing({ message }: { message?: string | undefined }) {
  const t = useT();
  return (
    <div className="page">
      <Header title={t('screens.Product')} />
      <EmptyState title={message ?? t('catalog.product.notFound')} action={<Link to="/">{t('catalog.goHome')}</Link>} />
    </div>
  );
}

function ProductView({
  product: p,
  fromLive,
  refetch,
}: {
  product: ProductDetail;
  fromLive: boolean;
  refetch: () => void;
}) {
  const t = useT();
  useRecentView(p);
  useLivePriceEnd(p, fromLive, refetch);
  const sel = useProductLines(p);
  const actions = useProductActions(p, sel);
  const onSale = p.isDisplay !== 0 && p.isSoldout !== 1;
  return (
    <div className="page product">
      <Header title={t('screens.Product')} right={<HeaderLink screen="cart" />} />
      <main className="page__body product__body">
        <ProductGallery p={p} />
        <ProductInfo p={p} />
        <EventRules p={p} />
        <CouponOffers scope={{ prdtSysId: p.prdtSysId }} />
        <DeliveryBlock p={p} />
        <SellerNotices p={p} />
        {onSale ? <OptionPicker p={p} sel={sel} /> : null}
        <ProductDetailBlock p={p} />
        <ReturnExceptionsBlock p={p} />
        <SellerIdentityBlock p={p} />
        <ProductSections prdtSysId={p.prdtSysId} />
      </main>
      <ScrollTopButton />
      <BuyBar p={p} actions={actions} />
    </div>
  );
}
