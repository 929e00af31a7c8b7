import { useState } from 'react';
import { useParams } from 'react-router';
import { REVIEW_FILTERS, REVIEW_SORTS, type ReviewFilter, type ReviewSort } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { useInfiniteScroll } from '../../shared/infinite';
import { EmptyState, Page, Spinner } from '../../shared/ui';
import { useReviewList } from './api/get-review-list';
import { ReviewItem, ScoreSummary } from './ReviewParts';
import '../../shared/ui/form-parts.css';
import './reviews.css';

/** The filters the spec's client state has (shopping §3: product, photo, movie lists). */
const FILTERS: ReviewFilter[] = REVIEW_FILTERS.filter((f) => f !== 'media');

/** /ReviewList/{prdtSysId}: average and count, filters all/photo/video, three sorts, an infinite list. */
export function ReviewListScreen() {
  const t = useT();
  const id = Number(useParams().prdtSysId);
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [sort, setSort] = useState<ReviewSort>('newest');
  const q = useReviewList(id, filter, sort);
  useInfiniteScroll({
    hasMore: !!q.hasNextPage,
    busy: q.isFetchingNextPage,
    onMore: () => void q.fetchNextPage(),
  });
  const first = q.data?.pages[0];
  const reviews = q.data?.pages.flatMap((p) => p.reviews) ?? [];
  const summary = first?.summary;
  const countOf = (f: ReviewFilter) =>
    !summary ? null : f === 'all' ? summary.reviewCnt : f === 'photo' ? summary.photoCnt : summary.videoCnt;

  return (
    <Page title={t('screens.ReviewList')} className="reviews">
      {summary ? <ScoreSummary summary={summary} /> : null}
      <div className="rbar">
        <div className="rtabs" role="group" aria-label={t('reviews.filter.label')}>
          {FILTERS.map((f) => (
            <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>
              {t(`reviews.filter.${f}`)}
              {countOf(f) !== null ? <span className="rtabs__n">{countOf(f)}</span> : null}
            </button>
          ))}
        </div>
        <select
          className="rsort"
          aria-label={t('reviews.sort.label')}
          value={sort}
          onChange={(e) => setSort(e.target.value as ReviewSort)}
        >
          {REVIEW_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`reviews.sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {q.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : q.isError ? (
        <EmptyState title={q.error.message || t('common.loadFailed')} />
      ) : reviews.length === 0 ? (
        <EmptyState title={t('reviews.empty')} />
      ) : (
        <>
          <p className="rtotal">{t('reviews.total', { count: (first?.totalCount ?? 0).toLocaleString() })}</p>
          <ul className="rlist" aria-label={t('screens.ReviewList')}>
            {reviews.map((r) => (
              <ReviewItem key={r.prdtReviewSysId} review={r} />
            ))}
          </ul>
          {q.isFetchingNextPage ? <Spinner label={t('common.loading')} /> : null}
        </>
      )}
    </Page>
  );
}
