import type { ReactNode } from 'react';
import type { BroadcastProduct } from '@lc/contracts';
import { formatWon } from '../../../shared/format';
import { useLocale, useT } from '../../../shared/i18n';
import { postConsoleAction, type ConsolePostAction } from '../api/post-console-action';
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
  const send = (id: string, action: ConsolePostAction, body: object) =>
    void p.act.run(id, (key) => postConsoleAction(p.room, action, body, key), t('broadcasts.console.done'));
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
            <ActionPill act={p.act} onClick={() => send(`pin-${x.prdtSysId}`, 'pin', { prdtSysId: x.prdtSysId })}>
              {t('broadcasts.console.pin')}
            </ActionPill>
            <ActionPill act={p.act} onClick={() => send(`roll-${x.prdtSysId}`, 'rolling', { prdtSysId: x.prdtSysId })}>
              {t('broadcasts.console.roll')}
            </ActionPill>
            <ActionPill
              act={p.act}
              pressed={x.isLivePrice === 1}
              onClick={() =>
                send(`live-price-${x.prdtSysId}`, 'live-price', { prdtSysId: x.prdtSysId, on: x.isLivePrice !== 1 })
              }
            >
              {x.isLivePrice === 1 ? t('broadcasts.console.livePriceOff') : t('broadcasts.console.livePriceOn')}
            </ActionPill>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A product's action button: disabled while any console action runs. */
function ActionPill({
  act,
  pressed,
  onClick,
  children,
}: {
  act: ConsoleRunner;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="pill pill--dark" aria-pressed={pressed} disabled={!!act.busy} onClick={onClick}>
      {children}
    </button>
  );
}
