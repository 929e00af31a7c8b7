import { useEffect, useRef } from 'react';
import { LAST_VIEWED_SYNC_MS, RC, SESSION_KEYS, resultMessage, type ProductDetail } from '@lc/contracts';
import { notify } from '../../../shared/dialog';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { session } from '../../../shared/storage';
import { getLatestView, postView } from '../api/post-view';

/** Event the bottom navigation listens to after botNavPrdt changes. */
export const BOT_NAV_EVENT = 'lc:botnav';

/** The member's recent view is recorded once per page; the bottom navigation's thumbnail follows. */
export function useRecentView(p: ProductDetail) {
  const { isLogin, userSysId } = useSession();
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
}

/** The live price ends while the page is open: the user is told, and the product reloads. */
export function useLivePriceEnd(p: ProductDetail, fromLive: boolean, refetch: () => void) {
  const [locale] = useLocale();
  // the live price ends while the page is open: tell the user to reload (shopping §4)
  useEffect(() => {
    // reached from a broadcast that sells it (the server answers the schedule only then)
    if (fromLive && p.broadcastScheduleSysId !== null && p.livePriceExpired === 1)
      void notify(resultMessage(RC.LIVE_PRICE_EXPIRED, locale));
    if (p.livePriceApplied !== 1 || !p.livePriceEndDate) return;
    const ms = new Date(p.livePriceEndDate).getTime() - Date.now();
    if (ms <= 0 || ms > 2 ** 31 - 1) return;
    const timer = window.setTimeout(() => {
      void notify(resultMessage(RC.LIVE_PRICE_EXPIRED, locale));
      refetch();
    }, ms);
    return () => window.clearTimeout(timer);
  }, [fromLive, p.broadcastScheduleSysId, p.livePriceApplied, p.livePriceExpired, p.livePriceEndDate, locale, refetch]);
}
