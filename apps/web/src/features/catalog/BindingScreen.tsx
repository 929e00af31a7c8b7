import { useParams } from 'react-router';
import { useT } from '../../shared/i18n';
import { EmptyState, Header } from '../../shared/ui';
import { useBundle } from './api/get-bundle';
import { InfiniteProducts } from './components';
import './catalog.css';

/** /Binding/{prdtSysId}: products the same seller ships in one parcel with this one. */
export function BindingScreen() {
  const t = useT();
  const id = Number(useParams().prdtSysId);
  const q = useBundle(id);
  const base = q.data?.pages[0]?.baseProduct;
  return (
    <div className="page">
      <Header title={t('screens.Binding')} />
      <main className="page__body">
        {base ? <p className="muted">{t('catalog.bundleIntro', { name: base.name, brand: base.brandName })}</p> : null}
        <InfiniteProducts
          label={t('screens.Binding')}
          empty={<EmptyState title={q.isError ? t('catalog.product.notFound') : t('catalog.bundleNone')} />}
          query={{ ...q, products: q.data?.pages.flatMap((p) => p.products) ?? [] }}
        />
      </main>
    </div>
  );
}
