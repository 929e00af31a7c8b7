import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ask } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { rememberLandingPage, useSession } from '../../shared/session';
import { Button, EmptyState, Header, IconHeart } from '../../shared/ui';
import { useDeletePicksMutation } from './api/delete-pick';
import { usePicks } from './api/get-picks';
import { InfiniteProducts } from './components';
import './catalog.css';

/** /Basket (authentication required): the pick (wish) list; a guest who still lands here is asked to log in. */
export function BasketScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { isLogin, userSysId } = useSession();
  const q = usePicks(isLogin ? userSysId : null);
  const removePicks = useDeletePicksMutation(userSysId);
  const asked = useRef(false);
  useEffect(() => {
    if (isLogin || asked.current) return;
    asked.current = true;
    void ask(t('catalog.pickLoginConfirm')).then((yes) => {
      if (!yes) return;
      rememberLandingPage('/Basket');
      void navigate('/Login', { replace: true });
    });
  }, [isLogin, navigate, t]);
  const picks = q.data?.pages.flatMap((p) => p.picks) ?? [];
  const clear = async () => {
    if (!userSysId || picks.length === 0 || !(await ask(t('catalog.pickClearConfirm')))) return;
    await removePicks.mutateAsync(picks.map((p) => p.prdtSysId));
  };
  return (
    <div className="page basket">
      <Header
        title={t('screens.Basket')}
        right={
          isLogin && picks.length ? (
            <button type="button" className="link-btn" onClick={() => void clear()}>
              {t('catalog.clearAll')}
            </button>
          ) : null
        }
      />
      <main className="page__body">
        {!isLogin ? (
          <EmptyState
            icon={<IconHeart size={32} />}
            title={t('catalog.pickGuest')}
            action={
              <Button
                onClick={() => {
                  rememberLandingPage('/Basket');
                  void navigate('/Login');
                }}
              >
                {t('auth.login')}
              </Button>
            }
          />
        ) : (
          <InfiniteProducts
            label={t('screens.Basket')}
            empty={<EmptyState icon={<IconHeart size={32} />} title={t('catalog.pickEmpty')} />}
            query={{ ...q, products: picks }}
          />
        )}
      </main>
    </div>
  );
}
