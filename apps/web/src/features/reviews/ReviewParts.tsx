import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  REVIEW_REPORT_REASONS,
  REVIEW_REPORT_TEXT_MAX,
  type Review,
  type ReviewSummary,
  type ReviewVideo,
} from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { ask, notify } from '../../shared/dialog';
import { useLocale, useT } from '../../shared/i18n';
import { rememberLandingPage, useSession } from '../../shared/session';
import { FormSheet } from '../../shared/ui';
import { reportReview } from './api/post-review-claim';
import { RewardedLabel } from './RewardedLabel';

export const formatDate = (iso: string, locale: 'ko' | 'en') =>
  new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : 'ko-KR', { timeZone: 'Asia/Seoul' });

/** Five stars filled to `score` (read-only). */
export function Stars({ score, size = 14 }: { score: number; size?: number }) {
  const t = useT();
  const pct = Math.max(0, Math.min(100, (score / 5) * 100));
  return (
    <span
      className="stars"
      role="img"
      aria-label={t('reviews.scoreLabel', { score })}
      style={{ fontSize: size }}
      data-testid="stars"
    >
      <span className="stars__base" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars__fill" aria-hidden="true" style={{ width: `${pct}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

/** Average, count and the spread of scores (shopping §7 list summary). */
export function ScoreSummary({ summary }: { summary: ReviewSummary }) {
  const t = useT();
  const max = Math.max(1, ...summary.scoreCounts);
  return (
    <div className="rsum" data-testid="review-summary">
      <div className="rsum__avg">
        <strong aria-label={t('reviews.outOf', { score: summary.reviewScore.toFixed(1) })}>
          {summary.reviewScore.toFixed(1)}
        </strong>
        <Stars score={summary.reviewScore} size={18} />
        <span className="rsum__cnt" data-testid="review-count">
          {t('reviews.section.count', { count: summary.reviewCnt.toLocaleString() })}
        </span>
      </div>
      <ol className="rsum__bars" reversed>
        {[5, 4, 3, 2, 1].map((s) => {
          const n = summary.scoreCounts[s - 1] ?? 0;
          return (
            <li key={s} aria-label={t('reviews.scoreBar', { score: s, count: n })}>
              <span aria-hidden="true">{s}</span>
              <span className="rsum__bar" aria-hidden="true">
                <span style={{ width: `${(n / max) * 100}%` }} />
              </span>
              <span className="rsum__n" aria-hidden="true">
                {n}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** A member's own review an operator hid (shopping §5): said so, with the operator's reason. */
export function HiddenNote({ review: r }: { review: { state: string; moderationReason?: string | null } }) {
  const t = useT();
  if (r.state !== 'hidden') return null;
  return (
    <p className="rform__note">
      {t('reviews.hidden')}
      {r.moderationReason ? ` (${r.moderationReason})` : ''}
    </p>
  );
}

/** A review's video: the MP4 inline with its poster, or what is happening to it. */
export function ReviewVideoView({ video }: { video: ReviewVideo }) {
  const t = useT();
  if (video.status === 'ready' && video.url) {
    return (
      <video
        className="rvideo"
        src={video.url}
        poster={video.posterUrl ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={t('reviews.videoAlt')}
        data-testid="review-video"
      />
    );
  }
  return (
    <p className="rvideo rvideo--wait" role="status">
      {video.status === 'failed' ? t('reviews.videoFailed') : t('reviews.videoProcessing')}
    </p>
  );
}

/** One review in a list: score, writer, date, option, text, photos and video; links to its detail. */
export function ReviewItem({ review: r, compact = false }: { review: Review; compact?: boolean }) {
  const t = useT();
  const [locale] = useLocale();
  const detail = `/ReviewDetail/${r.prdtSysId}/${r.prdtReviewSysId}`;
  return (
    <li className="ritem" data-testid="review-item">
      <div className="ritem__head">
        <Stars score={r.score} />
        <span className="ritem__who">
          {r.nickName}
          {r.isMine ? <span className="ritem__mine">{t('reviews.mine')}</span> : null}
        </span>
        <time className="ritem__date" dateTime={r.createdAt}>
          {formatDate(r.createdAt, locale)}
        </time>
      </div>
      {r.rewarded ? <RewardedLabel /> : null}
      {r.optionName ? <p className="ritem__opt">{t('reviews.option', { option: r.optionName })}</p> : null}
      <Link to={detail} className="ritem__body">
        {r.oneLine ? <strong className="ritem__one">{r.oneLine}</strong> : null}
        <p className={compact ? 'ritem__text ritem__text--clamp' : 'ritem__text'}>{r.content}</p>
      </Link>
      {r.photos.length > 0 || r.video ? (
        <div className="ritem__media">
          {r.video ? (
            <Link to={detail} className="ritem__thumb ritem__thumb--video" aria-label={t('reviews.videoAlt')}>
              {r.video.posterUrl ? <img src={r.video.posterUrl} alt="" loading="lazy" /> : null}
              <span aria-hidden="true">▶</span>
            </Link>
          ) : null}
          {r.photos.map((p, i) => (
            <Link key={p.url} to={detail} className="ritem__thumb">
              <img src={p.url} alt={t('reviews.photoAlt', { n: i + 1 })} loading="lazy" />
            </Link>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** The report sheet: a reason (Other needs a text), then POST …/claims. */
export function ReportSheet({
  review,
  onClose,
  onDone,
}: {
  review: Pick<Review, 'prdtSysId' | 'prdtReviewSysId'>;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const [locale] = useLocale();
  const [code, setCode] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const other = REVIEW_REPORT_REASONS.find((r) => r.key === 'other')!.code;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (code === null) return setError(t('reviews.report.needReason'));
    if (code === other && !text.trim()) return setError(t('reviews.report.needText'));
    setBusy(true);
    setError(null);
    try {
      await reportReview(review.prdtSysId, review.prdtReviewSysId, {
        reasonCode: code,
        reasonText: text.trim() || null,
      });
      void notify(t('reviews.report.done'));
      onDone();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('reviews.write.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormSheet
      title={t('reviews.report.title')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      busy={busy}
      cancelLabel={t('reviews.report.cancel')}
      submitLabel={t('reviews.report.submit')}
    >
      <fieldset className="rsheet__reasons">
        <legend>{t('reviews.report.reason')}</legend>
        {REVIEW_REPORT_REASONS.map((r) => (
          <label key={r.code} className="rsheet__reason">
            <input type="radio" name="reason" checked={code === r.code} onChange={() => setCode(r.code)} />
            {r[locale]}
          </label>
        ))}
      </fieldset>
      <label className="ui-label">
        {t('reviews.report.text')}
        <textarea
          className="ui-textarea"
          rows={3}
          maxLength={REVIEW_REPORT_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <small className="ui-hint">{t('reviews.report.textHint', { max: REVIEW_REPORT_TEXT_MAX })}</small>
      </label>
    </FormSheet>
  );
}

/** The report button: members only (a guest is offered the login). */
export function ReportButton({ review, onReported }: { review: Review; onReported: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const { isLogin } = useSession();
  const [open, setOpen] = useState(false);
  if (review.isMine) return null;
  if (review.reported) return <span className="rbtn rbtn--done">{t('reviews.report.already')}</span>;
  return (
    <>
      <button
        type="button"
        className="rbtn"
        onClick={async () => {
          if (isLogin) return setOpen(true);
          if (await ask(t('reviews.report.login'))) {
            rememberLandingPage(window.location.pathname);
            void navigate('/Login');
          }
        }}
      >
        {t('reviews.report.open')}
      </button>
      {open ? (
        <ReportSheet
          review={review}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            onReported();
          }}
        />
      ) : null}
    </>
  );
}
