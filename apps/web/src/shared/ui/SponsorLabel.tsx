import type { BroadcastSponsor } from '@lc/contracts';
import { useT } from '../i18n';
import './disclosure.css';

/**
 * The 광고 label of a sponsored show (표시광고법, 추천·보증 심사지침: clear, first, where the viewer sees
 * the recommendation): on the player (live and replay) and the share page.
 */
export function SponsorLabel({ sponsor, soft = false }: { sponsor: BroadcastSponsor | null; soft?: boolean }) {
  const t = useT();
  if (!sponsor) return null;
  return (
    <span className={soft ? 'ad-label ad-label--soft' : 'ad-label'} role="note" data-testid="sponsor-label">
      {t('disclosure.sponsor.label', { brand: sponsor.brandName })}
    </span>
  );
}
