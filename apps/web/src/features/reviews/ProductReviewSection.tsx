import { Link } from 'react-router';
import type { ProductSectionProps } from '../../shared/product-sections';
import { useT } from '../../shared/i18n';
import { useReviewPreview } from './api/get-review-preview';
import { ReviewItem, Stars } from './ReviewParts';
import '../../shared/ui/form-parts.css';
import './reviews.css';

/** How many reviews the product page previews. */
const PREVIEW_ROWS = 3;

/** The product page's review block: average, count, the newest few reviews with photos, the full list link. */
export function ProductReviewSection({ prdtSysId }: ProductSectionProps) {
  const t = useT();
  const q = useReviewPreview(prdtSysId, PREVIEW_ROWS);
  const s = q.data?.summary;
  return (
    <section className="pblock previews" aria-labelledby="reviews-h" data-testid="product-reviews">
      <h3 id="reviews-h" className="pblock__title">
        {t('reviews.section.title')}
        {s ? <span className="previews__cnt">{s.reviewCnt.toLocaleString()}</span> : null}
      </h3>
      {s && s.reviewCnt > 0 ? (
        <>
          <p className="previews__avg">
            <Stars score={s.reviewScore} size={16} />
            <strong>{s.reviewScore.toFixed(1)}</strong>
            <span>{t('reviews.section.count', { count: s.reviewCnt.toLocaleString() })}</span>
          </p>
          <ul className="rlist">
            {q.data!.reviews.map((r) => (
              <ReviewItem key={r.prdtReviewSysId} review={r} compact />
            ))}
          </ul>
        </>
      ) : q.data ? (
        <p className="previews__empty">
          {t('reviews.section.empty')} {t('reviews.section.emptyHint')}
        </p>
      ) : null}
      <Link className="pblock__link" to={`/ReviewList/${prdtSysId}`}>
        {t('reviews.section.all')} ›
      </Link>
    </section>
  );
}
