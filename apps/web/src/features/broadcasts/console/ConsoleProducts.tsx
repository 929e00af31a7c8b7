import type { BroadcastProduct } from '@lc/contracts';
import { formatWon } from '../../../shared/format';
import { useLocale, useT } from '../../../shared/i18n';
import { postConsoleAction } from '../api/post-console-action';
import type { ConsoleRunner } from './useConsoleAction';

/**
 * The broadcast's products: pin one (the pinned card, msgType 8), show it in the rolling strip (msgType 9),
 * or turn its live price on for the show's window / off from now.
 */
export function ConsoleProducts(p: {
  room: number;
  products: BroadcastProduct[];
  pinned: number | null;
  act: ConsoleRunner;
}) {
  const t = useT();
  const [locale] = useLocale();
  return (
    <section className="console__panel" aria-label={t('broadcasts.console.products')}>
      <h2 className="console__h">{t('broadcasts.console.products')}</h2>
      <ul className="console__products">
        {p.products.map((x) => (
          <li key={x.broadcastProductSysId} className="console__product">
            <img src={x.squareImageUrl} alt="" />
            <span className="console__product-name">
              {x.name}
              <span className="bc-muted"> {formatWon(x.price, locale)}</span>
              {p.pinned === x.prdtSysId ? (
                <span className="bcb bcb--live">{t('broadcasts.console.pinned')}</span>
              ) : null}
            </span>
            <button
              type="button"
              className="pill pill--dark"
              disabled={!!p.act.busy}
              onClick={() =>
                void p.act.run(
                  `pin-${x.prdtSysId}`,
                  (key) => postConsoleAction(p.room, 'pin', { prdtSysId: x.prdtSysId }, key),
                  t('broadcasts.console.done'),
                )
              }
            >
              {t('broadcasts.console.pin')}
            </button>
            <button
              type="button"
              className="pill pill--dark"
              disabled={!!p.act.busy}
              onClick={() =>
                void p.act.run(
                  `roll-${x.prdtSysId}`,
                  (key) => postConsoleAction(p.room, 'rolling', { prdtSysId: x.prdtSysId }, key),
                  t('broadcasts.console.done'),
                )
              }
            >
              {t('broadcasts.console.roll')}
            </button>
            <button
              type="button"
              className="pill pill--dark"
              aria-pressed={x.isLivePrice === 1}
              disabled={!!p.act.busy}
              onClick={() =>
                void p.act.run(
                  `live-price-${x.prdtSysId}`,
                  (key) =>
                    postConsoleAction(p.room, 'live-price', { prdtSysId: x.prdtSysId, on: x.isLivePrice !== 1 }, key),
                  t('broadcasts.console.done'),
                )
              }
            >
              {x.isLivePrice === 1 ? t('broadcasts.console.livePriceOff') : t('broadcasts.console.livePriceOn')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
