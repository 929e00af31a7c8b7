import type { BroadcastProduct } from '@lc/contracts';
import { formatRate, formatWon } from '../../../shared/format';
import { useLocale, useT } from '../../../shared/i18n';

/** The broadcast's products, as a horizontal list or a vertical scroller (live §2; the choice is remembered). */
export function ProductListModal({
  products,
  mode,
  onMode,
  onPick,
  onClose,
}: {
  products: BroadcastProduct[];
  mode: 'horizontal' | 'vertical';
  onMode(m: 'horizontal' | 'vertical'): void;
  onPick(p: BroadcastProduct): void;
  onClose(): void;
}) {
  const t = useT();
  return (
    <div className="sheet" role="dialog" aria-label={t('broadcasts.player.products')}>
      <div className="sheet__head">
        <strong>
          {t('broadcasts.player.products')} {products.length}
        </strong>
        <button
          type="button"
          className="pill pill--dark"
          onClick={() => onMode(mode === 'horizontal' ? 'vertical' : 'horizontal')}
        >
          {mode === 'horizontal' ? t('broadcasts.player.vertical') : t('broadcasts.player.horizontal')}
        </button>
        <button type="button" className="pill pill--dark" onClick={onClose} aria-label={t('broadcasts.player.close')}>
          ✕
        </button>
      </div>
      <ProductPickList products={products} mode={mode} onPick={onPick} />
    </div>
  );
}

/** The products to pick from: image, brand, name, price (with its discount and market price), live benefit, sold out. */
export function ProductPickList({
  products,
  mode,
  onPick,
}: {
  products: BroadcastProduct[];
  mode: 'horizontal' | 'vertical';
  onPick(p: BroadcastProduct): void;
}) {
  const t = useT();
  const [locale] = useLocale();
  return (
    <ul className={`plist plist--${mode}`}>
      {products.map((p) => (
        <li key={p.broadcastProductSysId}>
          <button type="button" className="plist__item" onClick={() => onPick(p)}>
            <img src={p.squareImageUrl} alt="" />
            <span className="plist__brand">{p.brandName}</span>
            <span className="plist__name">{p.name}</span>
            <span className="price">
              {p.discountRate > 0 ? <em>{formatRate(p.discountRate)}</em> : null} {formatWon(p.price, locale)}
            </span>
            {p.marketPrice > p.price ? <s className="bc-muted">{formatWon(p.marketPrice, locale)}</s> : null}
            {p.isLivePrice ? <span className="bcb bcb--live">{t('broadcasts.player.liveBenefit')}</span> : null}
            {p.isSoldout ? <span className="bcb">{t('broadcasts.player.soldOut')}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
