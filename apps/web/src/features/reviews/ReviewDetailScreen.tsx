import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { ask, notify } from '../../shared/dialog';
import { useLocale, useT } from '../../shared/i18n';
import { EmptyState, Page, ProductImage, Spinner } from '../../shared/ui';
import { useReview } from './api/get-review';
import { useDeleteReview } from './api/patch-review-deleted';
import { formatDate, HiddenNote, ReportButton, ReviewVideoView, Stars } from './ReviewParts';
import '../../shared/ui/form-parts.css';
import './reviews.css';

/** /ReviewDetail/{prdtSysId}/{prdtReviewSysId}/{type?}: the whole review, its photos and video, report/edit/delete. */
export function ReviewDetailScreen() {
  const t = useT();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const del = useDeleteReview();
  const params = useParams();
  const prdtSysId = Number(params.prdtSysId);
  const reviewId = Number(params.prdtReviewSysId);
  const q = useReview(prdtSysId, reviewId);

  if (q.isPending) return <Spinner label={t('common.loading')} />;
  if (q.isError || !q.data)
    return (
      <Page title={t('screens.ReviewDetail')}>
        <EmptyState title={q.error?.message ?? t('reviews.notFound')} />
      </Page>
    );
  const { review: r, product } = q.data;

  const remove = async () => {
    if (!(await ask(t('reviews.deleteConfirm')))) return;
    try {
      await del.mutateAsync({ prdtSysId: r.prdtSysId, reviewId: r.prdtReviewSysId });
      void notify(t('reviews.deleted'));
      void navigate(-1);
    } catch (e) {
      void notify(e instanceof ApiError ? e.message : t('common.loadFailed'));
    }
  };

  return (
    <Page title={t('screens.ReviewDetail')} className="reviews">
      <Link to={`/Product/${product.prdtSysId}`} className="ui-prod">
        <ProductImage src={product.squareImageUrl} alt="" className="rprod__img" />
        <span>
          <small>{product.brandName}</small>
          {product.name}
        </span>
      </Link>
      <article className="rdetail" data-testid="review-detail">
        <div className="ritem__head">
          <Stars score={r.score} size={18} />
          <span className="ritem__who">{r.nickName}</span>
          <time className="ritem__date" dateTime={r.createdAt}>
            {formatDate(r.createdAt, locale)}
          </time>
        </div>
        {r.optionName ? <p className="ritem__opt">{t('reviews.option', { option: r.optionName })}</p> : null}
        <HiddenNote review={r} />
        {r.oneLine ? <h2 className="rdetail__one">{r.oneLine}</h2> : null}
        <p className="rdetail__text">{r.content}</p>
        {r.video ? <ReviewVideoView video={r.video} /> : null}
        {r.photos.map((p, i) => (
          <img
            key={p.url}
            className="rdetail__photo"
            src={p.url}
            width={p.width}
            height={p.height}
            alt={t('reviews.photoAlt', { n: i + 1 })}
          />
        ))}
        <div className="rdetail__actions">
          {r.isMine ? (
            <>
              <Link className="rbtn" to={`/ReviewModify/${r.prdtSysId}/${r.prdtReviewSysId}/detail`}>
                {t('reviews.edit')}
              </Link>
              <button type="button" className="rbtn" onClick={() => void remove()}>
                {t('reviews.delete')}
              </button>
            </>
          ) : (
            <ReportButton review={r} onReported={() => void q.refetch()} />
          )}
        </div>
      </article>
    </Page>
  );
}
