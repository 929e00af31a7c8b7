import { useQuery } from '@tanstack/react-query';
import type { ClaimView } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';
import { ask, notify } from '../../../shared/dialog';
import { useT } from '../../../shared/i18n';
import { getDeliveryPay } from '../api/delivery-pay';
import { useWithdrawClaim } from '../api/delete-claim';

/** One claim's round-trip fee (paid or not) and its withdrawal (asked first) for `ClaimCard`. */
export function useClaimCard(c: ClaimView) {
  const t = useT();
  const fee = useQuery({
    queryKey: keys.claims.deliveryPay(c.orderSysId, c.orderPrdtSysId),
    queryFn: () => getDeliveryPay(c.orderSysId, c.orderPrdtSysId),
    enabled: c.shippingFee > 0 && c.type !== 'cancel',
  });
  const feePaid = fee.data?.pays.some((p) => p.claimSysId === c.claimSysId && p.status === 'paid') ?? false;
  const withdraw = useWithdrawClaim();
  const onWithdraw = async () => {
    if (!(await ask(t('claims.detail.withdrawAsk')))) return;
    withdraw.mutate(
      { orderSysId: c.orderSysId, orderPrdtSysId: c.orderPrdtSysId, claimSysId: c.claimSysId },
      {
        onSuccess: () => notify(t('claims.detail.withdrawn')),
        onError: (e) => notify(e instanceof ApiError ? e.message : t('claims.detail.withdrawFailed')),
      },
    );
  };
  return { fee, feePaid, withdraw, onWithdraw };
}
