import type { ClaimListItem } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { ask, notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { useWithdrawClaim } from './api/delete-claim';
import '../../shared/ui/compliance.css';

/**
 * Withdraws a pending cancel, return or exchange request: one tap and one confirmation, never more
 * steps than making it (전자상거래법 제21조의2, the dark-pattern rules since 2025-02-14).
 */
export function WithdrawClaimButton({ claim }: { claim: ClaimListItem }) {
  const t = useT();
  const m = useWithdrawClaim();
  return (
    <button
      type="button"
      className="claimlist__withdraw"
      disabled={m.isPending}
      onClick={async () => {
        if (!(await ask(t('claims.withdraw.confirm')))) return;
        m.mutate(claim, {
          onSuccess: () => notify(t('claims.withdraw.done')),
          onError: (e) => notify(e instanceof ApiError ? e.message : t('common.loadFailed')),
        });
      }}
    >
      {t('claims.withdraw.button')}
    </button>
  );
}
