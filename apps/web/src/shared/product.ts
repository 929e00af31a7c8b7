import { useNavigate } from 'react-router';
import type { ProductCard } from '@lc/contracts';
import { useT } from './i18n';
import { notify } from './dialog';

/** Opening a product from a list: isDisplay 0 gives the 'cannot buy' alert (shopping §5). */
export function useOpenProduct(): (p: Pick<ProductCard, 'prdtSysId' | 'isDisplay'>) => void {
  const navigate = useNavigate();
  const t = useT();
  return (p) => {
    if (p.isDisplay === 0) {
      void notify(t('product.cannotBuy'));
      return;
    }
    void navigate(`/Product/${p.prdtSysId}`);
  };
}
