import { EARN_POINT_POLICY, type Review, type ReviewProduct } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { Button, FormError, Page } from '../../../shared/ui';
import { P } from './media';
import { MediaFields, Progress } from './MediaFields';
import { ReviewedProduct } from './ReviewedProduct';
import { ScoreStars } from './ScoreStars';
import { useReviewFields, useSendReview, type ReviewTarget } from './useReviewForm';

/** The review form of the write and modify screens: product, score, one line, text, media, progress. */
export function ReviewForm({
  title,
  product,
  optionName,
  ...target
}: {
  title: string;
  product: ReviewProduct;
  optionName: string | null;
} & ReviewTarget) {
  const t = useT();
  const f = useReviewFields(target.existing);
  const send = useSendReview(f, target);
  const { score, setScore, oneLine, setOneLine, content, setContent, error, phase, busy, length } = f;
  const existing: Review | null = target.existing;
  return (
    <Page title={title} className="reviews rwrite">
      <form className="rform" onSubmit={(e) => void send(e)} noValidate>
        <ReviewedProduct product={product} optionName={optionName} />

        <ScoreStars score={score} setScore={setScore} />

        <label className="ui-label">
          {t('reviews.write.oneLine')}
          <input
            className="field__input"
            value={oneLine}
            maxLength={P.oneLineMaxLength}
            placeholder={t('reviews.write.oneLinePlaceholder')}
            onChange={(e) => setOneLine(e.target.value)}
          />
        </label>

        <label className="ui-label">
          {t('reviews.write.content')}
          <textarea
            className="ui-textarea"
            rows={7}
            value={content}
            maxLength={P.maxTextLength}
            placeholder={t('reviews.write.contentPlaceholder', { min: P.minTextLength })}
            onChange={(e) => setContent(e.target.value)}
          />
          <small className={length < P.minTextLength ? 'ui-hint is-short' : 'ui-hint'} aria-live="polite">
            {t('reviews.write.counter', { n: length, max: P.maxTextLength, min: P.minTextLength })}
          </small>
        </label>

        <MediaFields f={f} />
        {existing ? null : (
          <p className="rform__points">
            {t('reviews.write.points', {
              text: EARN_POINT_POLICY.reviewText,
              photo: EARN_POINT_POLICY.reviewPhoto,
              video: EARN_POINT_POLICY.reviewVideo,
            })}
          </p>
        )}

        {phase ? <Progress phase={phase} /> : null}
        <FormError message={error} />
        <Button type="submit" block size="lg" busy={busy} disabled={busy}>
          {existing ? t('reviews.write.save') : t('reviews.write.submit')}
        </Button>
      </form>
    </Page>
  );
}
