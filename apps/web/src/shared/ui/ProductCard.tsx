import { useState } from 'react';
import { DELIVERY_PRICE_TYPES, type ProductCard as Product } from '@lc/contracts';
import { useLocale, useT } from '../i18n';
import { cutName, formatRate, formatWon } from '../format';
import { IconHeart, IconImage } from './icons';

/**
 * A catalog image. `eager` for the first screen's largest image (the LCP element: loaded at once, at
 * high priority); every other image loads lazily. width/height give the box before the image arrives
 * (issue 19 "Speed": no layout shift), the CSS still sizes it.
 */
export function ProductImage({
  src,
  alt,
  className,
  eager,
  width,
  height,
}: {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
  width?: number;
  height?: number;
}) {
  const [broken, setBroken] = useState(!src);
  if (broken) {
    return (
      <div className={['thumb thumb--empty', className ?? ''].join(' ')} role="img" aria-label={alt}>
        <IconImage size={28} />
      </div>
    );
  }
  return (
    <img
      className={['thumb', className ?? ''].join(' ')}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

/**
 * Issue 33 (다크패턴 지침: the total on the first screen): under a list's price, the total with the
 * delivery fee one piece must pay, where one applies (the product page's `totalPrice` at the list price).
 */
export function ProductCardTotal({ product }: { product: Pick<Product, 'deliveryFee' | 'totalPrice'> }) {
  const t = useT();
  const [locale] = useLocale();
  if (product.deliveryFee <= 0) return null;
  return (
    <p className="pcard__total" data-testid="card-total">
      {t('product.cardTotal', {
        fee: formatWon(product.deliveryFee, locale),
        total: formatWon(product.totalPrice, locale),
      })}
    </p>
  );
}

/** One product in a list (shopping §3 Product): image, brand, cut name, discount rate, price, market price. */
export function ProductCard({
  product,
  rank,
  onSelect,
}: {
  product: Product;
  rank?: number;
  onSelect: (p: Product) => void;
}) {
  const t = useT();
  const [locale] = useLocale();
  const soldOut = product.isSoldout === 1;
  const hasDiscount = product.discountRate > 0 && product.marketPrice > product.price;
  return (
    <li className="pcard">
      <button type="button" className="pcard__hit" onClick={() => onSelect(product)}>
        <div className="pcard__media">
          <ProductImage src={product.squareImageUrl} alt="" />
          {rank !== undefined ? (
            <span className="pcard__rank" aria-label={t('product.rank', { rank })}>
              {rank}
            </span>
          ) : null}
          {product.isLivePrice === 1 ? <span className="badge badge--live">{t('product.livePrice')}</span> : null}
          {soldOut ? <span className="pcard__soldout">{t('product.soldOut')}</span> : null}
          {product.isPick === 1 ? (
            <span className="pcard__pick" role="img" aria-label={t('product.picked')} data-testid="card-picked">
              <IconHeart size={18} fill="currentColor" />
            </span>
          ) : null}
        </div>
        <div className="pcard__info">
          <p className="pcard__brand">{product.brandName}</p>
          <p className="pcard__name" title={product.name}>
            {cutName(product.name)}
          </p>
          <p className="pcard__price">
            {hasDiscount ? <span className="pcard__rate">{formatRate(product.discountRate)}</span> : null}
            <strong>{formatWon(product.price, locale)}</strong>
          </p>
          {hasDiscount ? <p className="pcard__market">{formatWon(product.marketPrice, locale)}</p> : null}
          <ProductCardTotal product={product} />
          {product.reviewCnt > 0 ? (
            <p
              className="pcard__review"
              aria-label={t('product.reviewScore', { score: product.reviewScore.toFixed(1), count: product.reviewCnt })}
              data-testid="card-review"
            >
              <span aria-hidden="true">★</span> {product.reviewScore.toFixed(1)}{' '}
              <span className="pcard__review-cnt">({product.reviewCnt.toLocaleString()})</span>
            </p>
          ) : null}
          {product.deliveryPriceTypeCode === DELIVERY_PRICE_TYPES.free ? (
            <span className="tag">{t('product.freeShipping')}</span>
          ) : null}
        </div>
      </button>
    </li>
  );
}

export function ProductGrid({
  products,
  label,
  ranked,
  onSelect,
}: {
  products: readonly Product[];
  label: string;
  ranked?: boolean;
  onSelect: (p: Product) => void;
}) {
  return (
    <ul className="pgrid" aria-label={label}>
      {products.map((p, i) => (
        <ProductCard key={p.prdtSysId} product={p} rank={ranked ? i + 1 : undefined} onSelect={onSelect} />
      ))}
    </ul>
  );
}
