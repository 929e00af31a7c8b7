import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RC, resultMessage, type ProductCard } from '@lc/contracts';
import { ask, notify } from '../../shared/dialog';
import { useLocale, useT } from '../../shared/i18n';
import { useInfiniteScroll } from '../../shared/infinite';
import { useOpenProduct } from '../../shared/product';
import { rememberLandingPage, useSession } from '../../shared/session';
import { Button, EmptyState, IconHeart, ProductGrid, Spinner } from '../../shared/ui';
import { useTogglePickMutation } from './api/toggle-pick';

/** A paged product grid with infinite scroll and loading / error / empty states. */
export function InfiniteProducts({
  query,
  label,
  empty,
  onSelect,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
    products: ProductCard[];
  };
  label: string;
  empty: ReactNode;
  onSelect?: (p: ProductCard) => void;
}) {
  const t = useT();
  const open = useOpenProduct();
  useInfiniteScroll({
    hasMore: query.hasNextPage,
    busy: query.isFetchingNextPage || query.isPending,
    onMore: () => void query.fetchNextPage(),
  });
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    return (
      <EmptyState
        title={t('common.loadFailed')}
        description={query.error?.message}
        action={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (query.products.length === 0) return <>{empty}</>;
  return (
    <>
      <ProductGrid products={query.products} label={label} onSelect={onSelect ?? open} />
      {query.isFetchingNextPage ? <Spinner label={t('common.loading')} /> : null}
    </>
  );
}

/** The confirm every login-only feature asks (shopping §6); yes remembers the page and goes to /Login. */
export function useLoginConfirm(): (messageKey?: string) => void {
  const t = useT();
  const navigate = useNavigate();
  return (messageKey = 'catalog.loginConfirm') => {
    void ask(t(messageKey)).then((yes) => {
      if (!yes) return;
      rememberLandingPage(window.location.pathname + window.location.search);
      void navigate('/Login');
    });
  };
}

/** The heart: pick / unpick; guests are asked to log in; a product not for sale cannot be picked. */
export function PickButton({
  product,
  initial,
  onChange,
}: {
  product: Pick<ProductCard, 'prdtSysId' | 'isDisplay'>;
  initial: boolean;
  onChange?: (picked: boolean) => void;
}) {
  const t = useT();
  const [locale] = useLocale();
  const { isLogin, userSysId } = useSession();
  const askLogin = useLoginConfirm();
  const [picked, setPicked] = useState(initial);
  const [busy, setBusy] = useState(false);
  const pick = useTogglePickMutation(userSysId);
  const toggle = async () => {
    if (!isLogin || !userSysId) return askLogin('catalog.pickLoginConfirm');
    if (!picked && product.isDisplay === 0) return notify(resultMessage(RC.PRODUCT_NOT_FOR_SALE, locale));
    setBusy(true);
    try {
      await pick.mutateAsync({ prdtSysId: product.prdtSysId, picked });
      setPicked(!picked);
      onChange?.(!picked);
    } catch (e) {
      void notify(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={picked ? 'pick-btn is-on' : 'pick-btn'}
      aria-pressed={picked}
      aria-label={picked ? t('catalog.unpick') : t('catalog.pick')}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <IconHeart size={24} fill={picked ? 'currentColor' : 'none'} />
    </button>
  );
}
