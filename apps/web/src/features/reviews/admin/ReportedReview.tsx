import type { ReviewReportEntry } from '@lc/contracts';
import { useLocale, useT } from '../../../shared/i18n';
import { ProductImage } from '../../../shared/ui';
import { formatDate, ReviewVideoView, Stars } from '../ReviewParts';

/** The reported review as its writer posted it: product, score, writer, text, photos, video. */
export function ReportedReview({ r }: { r: ReviewReportEntry['review'] }) {
  const t = useT();
  const [locale] = useLocale();
  return (
    <>
      <div className="ui-prod rprod--flat">
        <ProductImage src={r.product.squareImageUrl} alt="" className="rprod__img" />
        <span>
          <small>{r.product.brandName}</small>
          {r.product.name}
        </span>
      </div>
      <div className="ritem__head">
        <Stars score={r.score} />
        <span className="ritem__who">{r.nickName}</span>
        <time className="ritem__date">{formatDate(r.createdAt, locale)}</time>
      </div>
      {r.oneLine ? <strong className="ritem__one">{r.oneLine}</strong> : null}
      <p className="ritem__text">{r.content}</p>
      {r.photos.length ? (
        <div className="ritem__media">
          {r.photos.map((p, i) => (
            <a key={p.url} href={p.url} target="_blank" rel="noreferrer" className="ritem__thumb">
              <img src={p.url} alt={t('reviews.photoAlt', { n: i + 1 })} />
            </a>
          ))}
        </div>
      ) : null}
      {r.video ? <ReviewVideoView video={r.video} /> : null}
    </>
  );
}
