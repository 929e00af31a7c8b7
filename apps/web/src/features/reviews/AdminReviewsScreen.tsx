import { useState } from 'react';
import { Link } from 'react-router';
import {
  REVIEW_REPORT_REASONS,
  REVIEW_REPORT_STATES,
  type ModerationAction,
  type ReviewReportEntry,
  type ReviewReportState,
} from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { useLocale, useT } from '../../shared/i18n';
import { useInfiniteScroll } from '../../shared/infinite';
import { Button, EmptyState, Page, ProductImage, Spinner } from '../../shared/ui';
import { useReportList } from './api/get-report-list';
import { useModerateReview } from './api/patch-moderation';
import { formatDate, ReviewVideoView, Stars } from './ReviewParts';
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

function ReportEntry({ e }: { e: ReviewReportEntry }) {
  const t = useT();
  const [locale] = useLocale();
  const moderate = useModerateReview();
  const [reason, setReason] = useState(e.moderationReason ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ModerationAction | null>(null);
  const r = e.review;
  const act = async (action: ModerationAction) => {
    if (action !== 'keep' && !reason.trim()) return setError(t('reviews.admin.needReason'));
    setBusy(action);
    setError(null);
    try {
      await moderate.mutateAsync({ reviewId: r.prdtReviewSysId, body: { action, reason: reason.trim() || null } });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('common.loadFailed'));
    } finally {
      setBusy(null);
    }
  };
  const reasonName = (code: number) => REVIEW_REPORT_REASONS.find((x) => x.code === code)?.[locale] ?? String(code);
  return (
    <li className="aitem" data-testid="report-entry">
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
      <h3 className="aitem__h">{t('reviews.admin.reports', { count: e.reportCnt })}</h3>
      <ul className="areports">
        {e.reports.map((x, i) => (
          <li key={i}>
            <b>{reasonName(x.reasonCode)}</b>
            {x.reasonText ? ` — ${x.reasonText}` : ''}
            <small>
              {t('reviews.admin.reportedBy', { nick: x.reporterNickName, date: formatDate(x.createdAt, locale) })}
            </small>
          </li>
        ))}
      </ul>
      {e.state !== 'open' ? (
        <p className="rform__note">
          {t('reviews.admin.decision', { state: t(`reviews.admin.state.${e.state}`) })}
          {e.moderationReason ? ` — ${e.moderationReason}` : ''}
        </p>
      ) : null}
      {e.state !== 'deleted' ? (
        <div className="aitem__form">
          <label className="ui-label">
            {t('reviews.admin.reason')}
            <input
              className="field__input"
              value={reason}
              maxLength={500}
              onChange={(x) => setReason(x.target.value)}
            />
          </label>
          {error ? (
            <p className="ui-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="aitem__actions">
            <Button
              size="sm"
              variant="outline"
              busy={busy === 'keep'}
              disabled={!!busy}
              onClick={() => void act('keep')}
            >
              {t('reviews.admin.keep')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              busy={busy === 'hide'}
              disabled={!!busy}
              onClick={() => void act('hide')}
            >
              {t('reviews.admin.hide')}
            </Button>
            <Button size="sm" busy={busy === 'delete'} disabled={!!busy} onClick={() => void act('delete')}>
              {t('reviews.admin.remove')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
