import { useState } from 'react';
import { Link } from 'react-router';
import { REVIEW_POLICY } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { ask, notify } from '../../shared/dialog';
import { useLocale, useT } from '../../shared/i18n';
import { useInfiniteScroll } from '../../shared/infinite';
import { useSession } from '../../shared/session';
import { ButtonLink, EmptyState, Page, ProductImage, Spinner } from '../../shared/ui';
import { useMyReviews } from './api/get-my-reviews';
import { useWritable } from './api/get-writable';
import { useDeleteReview } from './api/patch-review-deleted';
import { formatDate, HiddenNote, ReviewVideoView, Stars } from './ReviewParts';
import '../../shared/ui/form-parts.css';
import './reviews.css';

type Tab = 'writable' | 'written';

/** /MyReview: the lines still open to a review (with days left and points) and the reviews written. */
export function MyReviewScreen() {
  const t = useT();
  const { userSysId } = useSession();
  const [tab, setTab] = useState<Tab>('writable');
  const writable = useWritable(userSysId);
  const written = useMyReviews(userSysId);
  const active = tab === 'writable' ? writable : written;
  useInfiniteScroll({
    hasMore: !!active.hasNextPage,
    busy: active.isFetchingNextPage,
    onMore: () => void active.fetchNextPage(),
  });
  const count = (q: { data?: { pages: { totalCount: number }[] } }) => q.data?.pages[0]?.totalCount ?? 0;
  return (
    <Page title={t('screens.MyReview')} className="reviews">
      <div className="rtabs rtabs--wide" role="tablist">
        {(['writable', 'written'] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => setTab(k)}>
            {t(`reviews.my.${k}`, { count: count(k === 'writable' ? writable : written) })}
          </button>
        ))}
      </div>
      {tab === 'writable' ? <WritableList q={writable} /> : <WrittenList q={written} />}
    </Page>
  );
}

function WritableList({ q }: { q: ReturnType<typeof useWritable> }) {
  const t = useT();
  const [locale] = useLocale();
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <p className="ui-hint rpad">
        {t('reviews.my.writableHint', { days: REVIEW_POLICY.windowDays, months: REVIEW_POLICY.writableListMonths })}
      </p>
      {q.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : items.length === 0 ? (
        <EmptyState title={q.error?.message ?? t('reviews.my.emptyWritable')} />
      ) : (
        <ul className="rmy" aria-label={t('reviews.my.writable', { count: items.length })}>
          {items.map((i) => (
            <li key={i.orderPrdtSysId} className="rmy__item" data-testid="writable-item">
              <Link to={`/Product/${i.product.prdtSysId}`} className="ui-prod rprod--flat">
                <ProductImage src={i.product.squareImageUrl} alt="" className="rprod__img" />
                <span>
                  <small>{i.product.brandName}</small>
                  {i.product.name}
                  {i.optionName ? <small>{i.optionName}</small> : null}
                  <small>
                    {t('reviews.my.confirmedAt', { date: formatDate(i.confirmedAt, locale) })} ·{' '}
                    <b className="rmy__left">{t('reviews.my.daysLeft', { days: i.daysLeft })}</b>
                  </small>
                </span>
              </Link>
              <div className="rmy__actions">
                <small>
                  {t('reviews.my.earn', { points: Math.max(i.points.text, i.points.photo, i.points.video) })}
                </small>
                <ButtonLink size="sm" to={`/ReviewWrite/${i.product.prdtSysId}/${i.orderSysId}/${i.orderPrdtSysId}/my`}>
                  {t('reviews.my.write')}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      )}
      {q.isFetchingNextPage ? <Spinner label={t('common.loading')} /> : null}
    </>
  );
}

function WrittenList({ q }: { q: ReturnType<typeof useMyReviews> }) {
  const t = useT();
  const [locale] = useLocale();
  const del = useDeleteReview();
  const reviews = q.data?.pages.flatMap((p) => p.reviews) ?? [];
  const remove = async (prdtSysId: number, id: number) => {
    if (!(await ask(t('reviews.deleteConfirm')))) return;
    try {
      await del.mutateAsync({ prdtSysId, reviewId: id });
      void notify(t('reviews.deleted'));
    } catch (e) {
      void notify(e instanceof ApiError ? e.message : t('common.loadFailed'));
    }
  };
  if (q.isPending) return <Spinner label={t('common.loading')} />;
  if (reviews.length === 0) return <EmptyState title={q.error?.message ?? t('reviews.my.emptyWritten')} />;
  return (
    <ul className="rmy">
      {reviews.map((r) => (
        <li key={r.prdtReviewSysId} className="rmy__item" data-testid="my-review">
          <Link to={`/Product/${r.product.prdtSysId}`} className="ui-prod rprod--flat">
            <ProductImage src={r.product.squareImageUrl} alt="" className="rprod__img" />
            <span>
              <small>{r.product.brandName}</small>
              {r.product.name}
            </span>
          </Link>
          <div className="ritem__head">
            <Stars score={r.score} />
            <time className="ritem__date" dateTime={r.createdAt}>
              {formatDate(r.createdAt, locale)}
            </time>
          </div>
          <HiddenNote review={r} />
          <Link to={`/ReviewDetail/${r.prdtSysId}/${r.prdtReviewSysId}`} className="ritem__body">
            {r.oneLine ? <strong className="ritem__one">{r.oneLine}</strong> : null}
            <p className="ritem__text ritem__text--clamp">{r.content}</p>
          </Link>
          {r.photos.length ? (
            <div className="ritem__media">
              {r.photos.map((p, i) => (
                <img key={p.url} className="ritem__thumb" src={p.url} alt={t('reviews.photoAlt', { n: i + 1 })} />
              ))}
            </div>
          ) : null}
          {r.video && r.video.status !== 'ready' ? <ReviewVideoView video={r.video} /> : null}
          <div className="rdetail__actions">
            <Link className="rbtn" to={`/ReviewModify/${r.prdtSysId}/${r.prdtReviewSysId}/my`}>
              {t('reviews.edit')}
            </Link>
            <button type="button" className="rbtn" onClick={() => void remove(r.prdtSysId, r.prdtReviewSysId)}>
              {t('reviews.delete')}
            </button>
          </div>
        </li>
      ))}
      {q.isFetchingNextPage ? <Spinner label={t('common.loading')} /> : null}
    </ul>
  );
}
