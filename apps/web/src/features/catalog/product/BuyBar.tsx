import type { ProductDetail } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { Button } from '../../../shared/ui';
import { PickButton } from '../components';
import type { useProductActions } from './useProductActions';

/** The bottom bar: pick, add to cart, buy (or why it cannot be bought). */
export function BuyBar({ p, actions }: { p: ProductDetail; actions: ReturnType<typeof useProductActions> }) {
  const t = useT();
  const { addToCart, buy, adding, checking } = actions;
  const notForSale = p.isDisplay === 0;
  const soldOut = p.isSoldout === 1;
  // shopping §8: a live-only product outside its broadcast's hours (the page says why)
  const closed = p.liveOnlyClosed === 1;
  return (
    <div className="buybar">
      <PickButton product={p} initial={p.isPick === 1} />
      {!notForSale && !soldOut && !closed ? (
        <Button size="lg" variant="outline" className="buybar__cart" onClick={() => void addToCart()} disabled={adding}>
          {t('catalog.product.addToCart')}
        </Button>
      ) : null}
      <Button size="lg" block onClick={() => void buy()} disabled={checking} busy={checking}>
        {notForSale || closed
          ? t('catalog.product.notForSaleShort')
          : soldOut
            ? t('product.soldOut')
            : t('catalog.product.buy')}
      </Button>
    </div>
  );
}
