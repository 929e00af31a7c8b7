import { SESSION_KEYS } from '@lc/contracts';
import { useEffect } from 'react';
import { ask } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { session } from '../../shared/storage';
import { EmptyState, Header, IconClock } from '../../shared/ui';
import { useDeleteViewsMutation } from './api/delete-views';
import { useViews } from './api/get-views';
import { InfiniteProducts } from './components';
import { BOT_NAV_EVENT } from './product/useProductEffects';
import './catalog.css';

/** /ViewLog (authentication required): recently viewed products, newest first. */
export function ViewLogScreen() {
  const t = useT();
  const { userSysId } = useSession();
  const q = useViews(userSysId);
  const removeViews = useDeleteViewsMutation(userSysId);
  const views = q.data?.pages.flatMap((p) => p.views) ?? [];
  const latest = views[0];
  // keep the bottom navigation's thumbnail in step with the list
  useEffect(() => {
    if (!q.isSuccess) return;
    if (latest) {
      session.set(
        SESSION_KEYS.botNavPrdt,
        JSON.stringify({
          prdtSysId: latest.prdtSysId,
          squareImageUrl: latest.squareImageUrl,
          bigImageUrl: latest.bigImageUrl,
        }),
      );
    } else session.remove(SESSION_KEYS.botNavPrdt);
    window.dispatchEvent(new Event(BOT_NAV_EVENT));
  }, [q.isSuccess, latest]);
  const clear = async () => {
    if (!(await ask(t('catalog.viewClearConfirm')))) return;
    await removeViews.mutateAsync();
  };
  return (
    <div className="page viewlog">
      <Header
        title={t('screens.ViewLog')}
        right={
          views.length ? (
            <button type="button" className="link-btn" onClick={() => void clear()}>
              {t('catalog.clearAll')}
            </button>
          ) : null
        }
      />
      <main className="page__body">
        <InfiniteProducts
          label={t('screens.ViewLog')}
          empty={<EmptyState icon={<IconClock size={32} />} title={t('catalog.viewEmpty')} />}
          query={{ ...q, products: views }}
        />
      </main>
    </div>
  );
}
