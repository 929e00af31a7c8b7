import { useState } from 'react';
import type { ModerationAction, ReviewReportEntry } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { useT } from '../../../shared/i18n';
import { Button, FormError } from '../../../shared/ui';
import { useModerateReview } from '../api/patch-moderation';

/** Keep, hide or delete a reported review: hide and delete need the reason the writer sees. */
export function ModerationForm({ e }: { e: ReviewReportEntry }) {
  const t = useT();
  const moderate = useModerateReview();
  const [reason, setReason] = useState(e.moderationReason ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ModerationAction | null>(null);
  const act = async (action: ModerationAction) => {
    if (action !== 'keep' && !reason.trim()) return setError(t('reviews.admin.needReason'));
    setBusy(action);
    setError(null);
    try {
      await moderate.mutateAsync({
        reviewId: e.review.prdtReviewSysId,
        body: { action, reason: reason.trim() || null },
      });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('common.loadFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="aitem__form">
      <label className="ui-label">
        {t('reviews.admin.reason')}
        <input className="field__input" value={reason} maxLength={500} onChange={(x) => setReason(x.target.value)} />
      </label>
      <FormError message={error} />
      <div className="aitem__actions">
        <Button size="sm" variant="outline" busy={busy === 'keep'} disabled={!!busy} onClick={() => void act('keep')}>
          {t('reviews.admin.keep')}
        </Button>
        <Button size="sm" variant="secondary" busy={busy === 'hide'} disabled={!!busy} onClick={() => void act('hide')}>
          {t('reviews.admin.hide')}
        </Button>
        <Button size="sm" busy={busy === 'delete'} disabled={!!busy} onClick={() => void act('delete')}>
          {t('reviews.admin.remove')}
        </Button>
      </div>
    </div>
  );
}
