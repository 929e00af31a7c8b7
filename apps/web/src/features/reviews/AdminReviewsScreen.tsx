import { useState } from 'react';
import { Link } from 'react-router';
import { REVIEW_REPORT_STATES, type ReviewReportState } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { useT } from '../../shared/i18n';
import { useInfiniteScroll } from '../../shared/infinite';
import { EmptyState, Page, Spinner } from '../../shared/ui';
import { useReportList } from './api/get-report-list';
import { ReportEntry } from './admin/ReportEntry';
import '../../shared/ui/admin.css';
import '../../shared/ui/form-parts.css';
import './reviews.css';

/**
 * /admin/reviews: reported reviews for staff, open ones first; keep closes the reports, hide and delete
 * need a reason the writer sees. A report hides nothing by itself. A page a back-office links to.
 */
export function AdminReviewsScreen() {
  const t = useT();
  const [state, setState] = useState<ReviewReportState>('open');
  const q = useReportList(state);
  useInfiniteScroll({ hasMore: !!q.hasNextPage, busy: q.isFetchingNextPage, onMore: () => void q.fetchNextPage() });
  const entries = q.data?.pages.flatMap((p) => p.entries) ?? [];
  const refused = q.error instanceof ApiError && (q.error.status === 403 || q.error.status === 401);
  return (
    <Page title={t('screens.AdminReviews')} className="admin reviews">
      <nav className="anav">
        <Link to="/admin/questions">{t('reviews.admin.questions')} ›</Link>
      </nav>
      {refused ? (
        <EmptyState title={t('reviews.admin.forbidden')} description={q.error?.message} />
      ) : (
        <>
          <div className="rbar">
            <div className="rtabs" role="group" aria-label={t('screens.AdminReviews')}>
              {REVIEW_REPORT_STATES.map((s) => (
                <button key={s} type="button" aria-pressed={state === s} onClick={() => setState(s)}>
                  {t(`reviews.admin.state.${s}`)}
                </button>
              ))}
            </div>
          </div>
          {q.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : entries.length === 0 ? (
            <EmptyState title={q.error?.message ?? t('reviews.admin.empty')} />
          ) : (
            <ul className="alist">
              {entries.map((e) => (
                <ReportEntry key={e.review.prdtReviewSysId} e={e} />
              ))}
            </ul>
          )}
          {q.isFetchingNextPage ? <Spinner label={t('common.loading')} /> : null}
        </>
      )}
    </Page>
  );
}
