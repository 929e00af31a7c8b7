import type { ReviewProduct } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { ProductImage } from '../../../shared/ui';

/** The product (and option) the review is about, at the top of the form. */
export function ReviewedProduct({ product, optionName }: { product: ReviewProduct; optionName: string | null }) {
  const t = useT();
  return (
    <div className="ui-prod" aria-label={t('reviews.write.product')}>
      <ProductImage src={product.squareImageUrl} alt="" className="rprod__img" />
      <span>
        <small>{product.brandName}</small>
        {product.name}
        {optionName ? <small>{optionName}</small> : null}
      </span>
    </div>
  );
}
