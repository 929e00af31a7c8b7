import { useT } from '../../../shared/i18n';

/** The score as five radio stars (the chosen one and those below it lit). */
export function ScoreStars({ score, setScore }: { score: number; setScore(s: number): void }) {
  const t = useT();
  return (
    <fieldset className="rform__stars">
      <legend>{t('reviews.write.score')}</legend>
      {[1, 2, 3, 4, 5].map((s) => (
        <label key={s} className={s <= score ? 'rstar is-on' : 'rstar'}>
          <input
            type="radio"
            name="score"
            value={s}
            checked={score === s}
            onChange={() => setScore(s)}
            aria-label={t('reviews.write.star', { score: s })}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}
