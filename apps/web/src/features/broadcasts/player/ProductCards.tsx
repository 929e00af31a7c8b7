import type { BroadcastProduct } from '@lc/contracts';
import { formatRate, formatWon } from '../../../shared/format';
import { useLocale, useT } from '../../../shared/i18n';

/** The pinned product card (live §2): shown 6 s, closable, opens the product. */
export function PinnedCard({ p, onOpen, onClose }: { p: BroadcastProduct; onOpen(): void; onClose(): void }) {
  const t = useT();
  const [locale] = useLocale();
  return (
    <div className="pinned" data-testid="pinned">
      <button type="button" className="pinned__body" onClick={onOpen}>
        <img src={p.squareImageUrl} alt="" />
        <span>
          <span className="pinned__name">{p.name}</span>
          <span className="price">
            {p.discountRate > 0 ? <em>{formatRate(p.discountRate)}</em> : null} {formatWon(p.price, locale)}
          </span>
        </span>
      </button>
      <button type="button" className="pinned__close" aria-label={t('broadcasts.player.close')} onClick={onClose}>
        ✕
      </button>
    </div>
  );
}

/** The rolling product strip (live §2, a new product every 4 s); opens the product list. */
export function ProductStrip({ p, count, onOpen }: { p: BroadcastProduct; count: number; onOpen(): void }) {
  const [locale] = useLocale();
  return (
    <button type="button" className="strip" onClick={onOpen}>
      <img src={p.squareImageUrl} alt="" />
      <span className="strip__name">{p.name}</span>
      <span className="price">{formatWon(p.price, locale)}</span>
      <span className="strip__count">{count}</span>
    </button>
  );
}
