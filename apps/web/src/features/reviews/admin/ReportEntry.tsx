import { REVIEW_REPORT_REASONS, type ReviewReportEntry } from '@lc/contracts';
import { useLocale, useT } from '../../../shared/i18n';
import { formatDate } from '../ReviewParts';
import { ModerationForm } from './ModerationForm';
import { ReportedReview } from './ReportedReview';

/** One reported review: the review, its reports, the decision so far and (unless deleted) the moderation form. */
export function ReportEntry({ e }: { e: ReviewReportEntry }) {
  const t = useT();
  const [locale] = useLocale();
  const reasonName = (code: number) => REVIEW_REPORT_REASONS.find((x) => x.code === code)?.[locale] ?? String(code);
  return (
    <li className="aitem" data-testid="report-entry">
      <ReportedReview r={e.review} />
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
      {e.state !== 'deleted' ? <ModerationForm e={e} /> : null}
    </li>
  );
}
