import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  DELIVERY_PRICE_TYPES,
  LAST_VIEWED_SYNC_MS,
  RC,
  SESSION_KEYS,
  resultMessage,
  type ProductDetail,
} from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { addToGuestCart } from '../../shared/guest-cart';
import { formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { session } from '../../shared/storage';
import { writeProductHandover } from '../../shared/product-handover';
import { useSession } from '../../shared/session';
import { CouponOffers } from '../../shared/coupon-offers';
import { ProductSections } from '../../shared/product-sections';
import { Button, EmptyState, Header, IconCart, ProductImage, Spinner } from '../../shared/ui';
import { useProduct } from '../../shared/api/catalog';
import { useProductDetail } from './api/get-product-detail';
import { useSellerNotice } from './api/get-seller-notice';
import { postBasket } from './api/post-basket';
import { getLatestView, postView } from './api/post-view';
import { postEventCheck } from './api/post-event-check';
import { PickButton, useLoginConfirm } from './components';
import { EventRules, eventRefusal } from './EventRules';
import { ProductTotalPrice, SellerIdentityBlock } from './ProductCompliance';
import './catalog.css';

/** Event the bottom navigation listens to after botNavPrdt changes. */
export const BOT_NAV_EVENT = 'lc:botnav';

interface Line {
  key: string;
  /** option values joined, or '' for a product without options */
  name: string;
  prdtOptionSysIds: number[];
  unitPrice: number;
  count: number;
  max: number;
}
interface AddLine {
  prdtAddingProductDetailSysId: number;
  name: string;
  price: number;
  addingQty: number;
  max: number;
}

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
  const [locale] = useLocale();
  const navigate = useNavigate();
  const { isLogin, userSysId } = useSession();
  const detail = useProductDetail(p.prdtSysId);
  const notices = useSellerNotice(p.sellerSysId, p.brandSysId);
  const [picks, setPicks] = useState<Record<string, number>>({});
  const [lines, setLines] = useState<Line[]>([]);
  const [adds, setAdds] = useState<AddLine[]>([]);
  const [image, setImage] = useState(0);
  const won = (n: number) => formatWon(n, locale);
  const soldOut = p.isSoldout === 1;
  const notForSale = p.isDisplay === 0;
  const unit = p.finalPrice;

  // recent view for members; the bottom navigation's thumbnail is synced 1 s later (shopping §9)
  const recorded = useRef(false);
  useEffect(() => {
    if (!isLogin || !userSysId || recorded.current) return;
    recorded.current = true;
    let timer: number | undefined;
    void postView(userSysId, p.prdtSysId)
      .then(() => {
        timer = window.setTimeout(() => {
          void getLatestView(userSysId)
            .then((r) => {
              const v = r.views[0];
              if (!v) return;
              session.set(
                SESSION_KEYS.botNavPrdt,
                JSON.stringify({
                  prdtSysId: v.prdtSysId,
                  squareImageUrl: v.squareImageUrl,
                  bigImageUrl: v.bigImageUrl,
                }),
              );
              window.dispatchEvent(new Event(BOT_NAV_EVENT));
            })
            .catch(() => undefined);
        }, LAST_VIEWED_SYNC_MS);
      })
      .catch(() => undefined);
    return () => window.clearTimeout(timer);
  }, [isLogin, userSysId, p.prdtSysId]);

  // the live price ends while the page is open: tell the user to reload (shopping §4)
  useEffect(() => {
    // reached from a broadcast that sells it (the server answers the schedule only then)
    if (fromLive && p.broadcastScheduleSysId !== null && p.livePriceExpired === 1)
      notify(resultMessage(RC.LIVE_PRICE_EXPIRED, locale));
    if (p.livePriceApplied !== 1 || !p.livePriceEndDate) return;
    const ms = new Date(p.livePriceEndDate).getTime() - Date.now();
    if (ms <= 0 || ms > 2 ** 31 - 1) return;
    const timer = window.setTimeout(() => {
      notify(resultMessage(RC.LIVE_PRICE_EXPIRED, locale));
      refetch();
    }, ms);
    return () => window.clearTimeout(timer);
  }, [fromLive, p.broadcastScheduleSysId, p.livePriceApplied, p.livePriceExpired, p.livePriceEndDate, locale, refetch]);

  // the broadcast goes on to the cart and checkout only while its live price is what the page shows:
  // after the window (or before it) the line is a plain one, so a reload lets the buyer order normally
  const liveSchedule = p.livePriceApplied === 1 ? p.broadcastScheduleSysId : null;

  const addLine = (line: Line) => {
    if (lines.some((l) => l.key === line.key)) return notify(t('catalog.product.optionDuplicated'));
    setLines((ls) => [...ls, line]);
  };
  const chooseOption = (group: string, value: string) => {
    const next = { ...picks, [group]: Number(value) };
    if (p.optionGroups.every((g) => next[g.name] !== undefined)) {
      const chosen = p.optionGroups.map((g) => g.productOptions.find((o) => o.prdtOptionSysId === next[g.name])!);
      addLine({
        key: chosen.map((o) => o.prdtOptionSysId).join('-'),
        name: chosen.map((o) => o.name).join(' / '),
        prdtOptionSysIds: chosen.map((o) => o.prdtOptionSysId),
        unitPrice: unit + chosen.reduce((s, o) => s + o.price, 0),
        count: 1,
        max: Math.min(...chosen.map((o) => o.count)),
      });
      setPicks({});
    } else setPicks(next);
  };
  const chooseAdding = (value: string) => {
    const d = p.addingProducts
      .flatMap((a) => a.details.map((x) => ({ ...x, group: a.name })))
      .find((x) => x.prdtAddingProductDetailSysId === Number(value));
    if (!d) return;
    if (adds.some((a) => a.prdtAddingProductDetailSysId === d.prdtAddingProductDetailSysId))
      return notify(t('catalog.product.optionDuplicated'));
    setAdds((as) => [
      ...as,
      {
        prdtAddingProductDetailSysId: d.prdtAddingProductDetailSysId,
        name: `${d.group}: ${d.name}`,
        price: d.price,
        addingQty: 1,
        max: d.count,
      },
    ]);
  };
  const effectiveLines: Line[] =
    p.isOption === 1
      ? lines
      : [{ key: 'single', name: '', prdtOptionSysIds: [], unitPrice: unit, count: lines[0]?.count ?? 1, max: p.stock }];
  const total =
    effectiveLines.reduce((s, l) => s + l.unitPrice * l.count, 0) + adds.reduce((s, a) => s + a.price * a.addingQty, 0);

  const setCount = (key: string, count: number) => {
    if (p.isOption !== 1) {
      const max = p.stock;
      if (count > max) return notify(t('catalog.product.stockExceeded'));
      setLines([{ key: 'single', name: '', prdtOptionSysIds: [], unitPrice: unit, count: Math.max(1, count), max }]);
      return;
    }
    setLines((ls) =>
      ls.map((l) => {
        if (l.key !== key) return l;
        if (count > l.max) {
          notify(t('catalog.product.stockExceeded'));
          return l;
        }
        return { ...l, count: Math.max(1, count) };
      }),
    );
  };

  /** The checks Buy and Add to cart share; returns false after telling the user why not. */
  const canOrder = () => {
    if (notForSale) return (notify(t('product.cannotBuy')), false);
    if (soldOut) return (notify(resultMessage(RC.PRODUCT_SOLD_OUT, locale)), false);
    if (p.isOption === 1 && lines.length === 0) return (notify(t('catalog.product.optionRequired')), false);
    return true;
  };

  const [adding, setAdding] = useState(false);
  /** Add to cart (shopping §5) with the chosen options: a member's cart on the server, a guest's in the session. */
  const addToCart = async () => {
    // an event product is a single order only (6006)
    if (p.planType === 'event') return notify(resultMessage(RC.CART_EVENT_PRODUCT, locale));
    if (!canOrder()) return;
    const addingProducts = adds.map((a) => ({
      prdtAddingProductDetailSysId: a.prdtAddingProductDetailSysId,
      addingQty: a.addingQty,
    }));
    if (isLogin && userSysId) {
      setAdding(true);
      try {
        await postBasket(userSysId, {
          prdtSysId: p.prdtSysId,
          broadcastScheduleSysId: liveSchedule,
          planPrdtSysId: p.planPrdtSysId,
          ...(p.isOption === 1
            ? {
                optionGroups: lines.map((l) => ({
                  optionQty: l.count,
                  productOptions: l.prdtOptionSysIds.map((id) => ({ prdtOptionSysId: id })),
                })),
              }
            : { basketQty: effectiveLines[0]!.count }),
          addingProducts,
        });
      } catch (e) {
        return notify(e instanceof ApiError ? e.message : t('catalog.product.cartFailed'));
      } finally {
        setAdding(false);
      }
    } else {
      const r = addToGuestCart(
        effectiveLines.map((l, i) => ({
          prdtSysId: p.prdtSysId,
          qty: l.count,
          options: l.prdtOptionSysIds,
          // adding products ride on the first combination, as in the member cart
          addingProducts: i === 0 ? addingProducts : [],
          broadcastScheduleSysId: liveSchedule,
          name: p.name,
          brandName: p.brandName,
          squareImageUrl: p.squareImageUrl,
          unitPrice: l.unitPrice,
          optionText: [
            ...(l.name ? [l.name] : []),
            ...(i === 0 ? adds.map((a) => `+ ${a.name} × ${a.addingQty}`) : []),
          ].join(' / '),
        })),
      );
      if (!r.ok) return notify(resultMessage(r.code, locale));
    }
    if (p.isOption === 1) setLines([]);
    setAdds([]);
    if (window.confirm(t('catalog.product.cartAdded'))) navigate('/cart');
  };

  const askLogin = useLoginConfirm();
  const [checking, setChecking] = useState(false);
  const buy = async () => {
    if (!canOrder()) return;
    // an event product: login, then the event rules for the chosen quantity, before checkout (defect 17)
    if (p.planType === 'event' && p.planPrdtSysId !== null) {
      if (!isLogin) return askLogin('catalog.event.loginConfirm');
      setChecking(true);
      const refusal = await eventRefusal(
        (qty) => postEventCheck({ planPrdtSysId: p.planPrdtSysId!, prdtSysId: p.prdtSysId, qty }),
        effectiveLines.reduce((s, l) => s + l.count, 0),
        t('common.loadFailed'),
      );
      setChecking(false);
      if (refusal) return notify(refusal);
    }
    // client state of the spec (§3): product, selectedOptions, selectedAddPrdts, finalPrice; the checkout reads it
    writeProductHandover({
      prdtSysId: p.prdtSysId,
      broadcastScheduleSysId: liveSchedule,
      // the show the page was opened from (its player, live or replay): the order's attribution (issue 14)
      fromBroadcastScheduleSysId: p.broadcastScheduleSysId ?? null,
      planPrdtSysId: p.planPrdtSysId,
      selectedOptions: effectiveLines.map((l) => ({
        name: l.name,
        count: l.count,
        price: l.unitPrice,
        prdtOptionSysIds: l.prdtOptionSysIds,
      })),
      selectedAddPrdts: adds.map((a) => ({
        prdtAddingProductDetailSysId: a.prdtAddingProductDetailSysId,
        addingQty: a.addingQty,
        price: a.price,
      })),
      finalPrice: total,
    });
    navigate('/BuyProduct');
  };

  const d = p.delivery;
  const deliveryText =
    d.deliveryPriceTypeCode === DELIVERY_PRICE_TYPES.free
      ? t('product.freeShipping')
      : d.deliveryPriceTypeCode === DELIVERY_PRICE_TYPES.conditional && d.freeDeliveryMinAmount !== null
        ? t('catalog.product.deliveryConditional', { price: won(d.deliveryPrice), min: won(d.freeDeliveryMinAmount) })
        : won(d.deliveryPrice);

  return (
    <div className="page product">
      <Header
        title={t('screens.Product')}
        right={
          <Link to="/cart" className="icon-btn" aria-label={t('screens.cart')}>
            <IconCart />
          </Link>
        }
      />
      <main className="page__body product__body">
        <div className="gallery" aria-label={t('catalog.product.images')}>
          <div
            className="gallery__track"
            onScroll={(e) => {
              const el = e.currentTarget;
              setImage(Math.round(el.scrollLeft / Math.max(el.clientWidth, 1)));
            }}
          >
            {p.images.map((src, i) => (
              <ProductImage key={src} src={src} alt={i === 0 ? p.name : ''} className="gallery__img" />
            ))}
          </div>
          <span className="gallery__count">
            {image + 1} / {p.images.length}
          </span>
          {soldOut ? <span className="gallery__flag">{t('product.soldOut')}</span> : null}
        </div>

        <section className="pinfo">
          <Link className="pinfo__brand" to={`/Planning/brandList/${p.brandSysId}`}>
            {p.brandName} ›
          </Link>
          <h2 className="pinfo__name">{p.name}</h2>
          {p.planTitle ? <p className="chip">{p.planTitle}</p> : null}
          {notForSale ? (
            <p className="pinfo__warn" role="note">
              {t('catalog.product.notForSale')}
            </p>
          ) : null}
          <div className="pinfo__price" data-testid="price">
            {p.discountRate > 0 ? <span className="pinfo__rate">{p.discountRate}%</span> : null}
            <strong className={p.livePriceApplied ? 'is-struck' : ''}>{won(p.price)}</strong>
            {p.marketPrice > p.price ? <del className="pinfo__market">{won(p.marketPrice)}</del> : null}
          </div>
          <ProductTotalPrice p={p} />
          {p.isLivePrice === 1 && p.livePrice !== null ? (
            <div className={p.livePriceApplied ? 'live-price is-on' : 'live-price'} data-testid="live-price">
              <span className="badge badge--live">{t('product.livePrice')}</span>
              <strong>{won(p.livePrice)}</strong>
              {p.liveDiscountRate ? <span className="pinfo__rate">{p.liveDiscountRate}%</span> : null}
              <p className="live-price__note">
                {p.livePriceApplied
                  ? t('catalog.product.liveApplied', {
                      end: new Date(p.livePriceEndDate!).toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-GB'),
                    })
                  : isLogin
                    ? t('catalog.product.liveFromBroadcast')
                    : t('catalog.product.liveLogin')}
              </p>
            </div>
          ) : null}
        </section>

        <EventRules p={p} />
        <CouponOffers scope={{ prdtSysId: p.prdtSysId }} />

        <section className="pblock" aria-labelledby="delivery-h">
          <h3 id="delivery-h" className="pblock__title">
            {t('catalog.product.delivery')}
          </h3>
          <dl className="kv">
            <dt>{t('catalog.product.deliveryFee')}</dt>
            <dd data-testid="delivery-fee">{deliveryText}</dd>
            <dt>{t('catalog.product.extraFee')}</dt>
            <dd>
              {t('catalog.product.extraFeeText', { jeju: won(d.jejuAddingCost), island: won(d.islandAddingCost) })}
            </dd>
            <dt>{t('catalog.product.deliveryTime')}</dt>
            <dd>{t('catalog.product.deliveryTimeText')}</dd>
          </dl>
          <Link className="pblock__link" to={`/Binding/${p.prdtSysId}`}>
            {t('catalog.product.bundleLink')} ›
          </Link>
        </section>

        {notices.data && notices.data.notices.length > 0 ? (
          <section className="pblock" aria-labelledby="notice-h">
            <h3 id="notice-h" className="pblock__title">
              {t('catalog.product.sellerNotice')}
            </h3>
            {notices.data.notices.map((n) => (
              <details key={n.sellerNoticeSysId} className="notice">
                <summary>{n.title}</summary>
                <p>{n.content}</p>
              </details>
            ))}
          </section>
        ) : null}

        {!notForSale && !soldOut ? (
          <section className="pblock" aria-labelledby="opt-h">
            <h3 id="opt-h" className="pblock__title">
              {t('catalog.product.options')}
            </h3>
            {p.optionGroups.map((g) => (
              <label key={g.name} className="field">
                <span className="field__label">{g.name}</span>
                <select
                  className="field__input"
                  value={picks[g.name] ?? ''}
                  onChange={(e) => chooseOption(g.name, e.target.value)}
                  aria-label={g.name}
                >
                  <option value="">{t('catalog.product.choose', { name: g.name })}</option>
                  {g.productOptions.map((o) => (
                    <option key={o.prdtOptionSysId} value={o.prdtOptionSysId} disabled={o.isSoldout === 1}>
                      {o.name}
                      {o.price ? ` (+${won(o.price)})` : ''}
                      {o.isSoldout ? ` - ${t('product.soldOut')}` : ''}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            {p.addingProducts.length > 0 ? (
              <label className="field">
                <span className="field__label">{t('catalog.product.adding')}</span>
                <select
                  className="field__input"
                  value=""
                  onChange={(e) => chooseAdding(e.target.value)}
                  aria-label={t('catalog.product.adding')}
                >
                  <option value="">{t('catalog.product.addingChoose')}</option>
                  {p.addingProducts.map((a) => (
                    <optgroup key={a.prdtAddingProductSysId} label={a.name}>
                      {a.details.map((x) => (
                        <option
                          key={x.prdtAddingProductDetailSysId}
                          value={x.prdtAddingProductDetailSysId}
                          disabled={x.isSoldout === 1}
                        >
                          {x.name} (+{won(x.price)}){x.isSoldout ? ` - ${t('product.soldOut')}` : ''}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </label>
            ) : null}
            <ul className="lines" aria-label={t('catalog.product.selected')}>
              {effectiveLines.map((l) => (
                <li key={l.key} className="line">
                  <span className="line__name">{l.name || p.name}</span>
                  <Stepper value={l.count} onChange={(n) => setCount(l.key, n)} label={l.name || p.name} />
                  <span className="line__price">{won(l.unitPrice * l.count)}</span>
                  {p.isOption === 1 ? (
                    <button
                      type="button"
                      className="line__x"
                      aria-label={t('catalog.product.remove')}
                      onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                    >
                      ×
                    </button>
                  ) : null}
                </li>
              ))}
              {adds.map((a) => (
                <li key={a.prdtAddingProductDetailSysId} className="line">
                  <span className="line__name">{a.name}</span>
                  <Stepper
                    value={a.addingQty}
                    onChange={(n) =>
                      n > a.max
                        ? notify(t('catalog.product.stockExceeded'))
                        : setAdds((as) => as.map((x) => (x === a ? { ...x, addingQty: Math.max(1, n) } : x)))
                    }
                    label={a.name}
                  />
                  <span className="line__price">{won(a.price * a.addingQty)}</span>
                  <button
                    type="button"
                    className="line__x"
                    aria-label={t('catalog.product.remove')}
                    onClick={() => setAdds((as) => as.filter((x) => x !== a))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <p className="total">
              <span>{t('catalog.product.total')}</span>
              <strong data-testid="total">{won(total)}</strong>
            </p>
          </section>
        ) : null}

        <section className="pblock" aria-labelledby="detail-h">
          <h3 id="detail-h" className="pblock__title">
            {t('catalog.product.detail')}
          </h3>
          {detail.data ? (
            <>
              <p className="pdesc">{detail.data.detail.description}</p>
              {detail.data.detail.detailImages.map((src) => (
                <ProductImage key={src} src={src} alt="" className="pdetail-img" />
              ))}
              <h4 className="pblock__sub">{t('catalog.product.infoNotice')}</h4>
              <dl className="kv kv--table">
                {detail.data.detail.infoNotice.map((n) => (
                  <div key={n.label} className="kv__row">
                    <dt>{n.label}</dt>
                    <dd>{n.value}</dd>
                  </div>
                ))}
              </dl>
              <h4 className="pblock__sub">{t('catalog.product.deliveryGuide')}</h4>
              <ul className="guide">
                {detail.data.detail.deliveryGuide.map((g) => (
                  <li key={g}>{g}</li>
                ))}
              </ul>
              <h4 className="pblock__sub">{t('catalog.product.returnGuide')}</h4>
              <ul className="guide">
                {detail.data.detail.returnGuide.map((g) => (
                  <li key={g}>{g}</li>
                ))}
              </ul>
            </>
          ) : (
            <Spinner label={t('common.loading')} />
          )}
        </section>
        <SellerIdentityBlock p={p} />
        <ProductSections prdtSysId={p.prdtSysId} />
      </main>
      <div className="buybar">
        <PickButton product={p} initial={p.isPick === 1} />
        {!notForSale && !soldOut ? (
          <Button
            size="lg"
            variant="outline"
            className="buybar__cart"
            onClick={() => void addToCart()}
            disabled={adding}
          >
            {t('catalog.product.addToCart')}
          </Button>
        ) : null}
        <Button size="lg" block onClick={() => void buy()} disabled={checking} busy={checking}>
          {notForSale
            ? t('catalog.product.notForSaleShort')
            : soldOut
              ? t('product.soldOut')
              : t('catalog.product.buy')}
        </Button>
      </div>
    </div>
  );
}

function Stepper({ value, onChange, label }: { value: number; onChange: (n: number) => void; label: string }) {
  const t = useT();
  return (
    <span className="stepper" role="group" aria-label={t('catalog.product.qty', { name: label })}>
      <button
        type="button"
        aria-label={t('catalog.product.minus')}
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button type="button" aria-label={t('catalog.product.plus')} onClick={() => onChange(value + 1)}>
        +
      </button>
    </span>
  );
}
