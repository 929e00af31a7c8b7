import { useT } from '../../shared/i18n';
import '../../shared/ui/disclosure.css';

/** A review whose writer got points for it says so (추천·보증 심사지침: the economic interest is disclosed). */
export function RewardedLabel() {
  const t = useT();
  return (
    <p className="ritem__opt">
      <span
        className="ad-label ad-label--soft"
        title={t('disclosure.review.rewardedHelp')}
        data-testid="review-rewarded"
      >
        {t('disclosure.review.rewarded')}
      </span>
    </p>
  );
}
