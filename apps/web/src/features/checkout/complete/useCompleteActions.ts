import { useState } from 'react';
import type { EasyPayProvider, PayMethod } from '@lc/contracts';
import { ApiError, newIdempotencyKey } from '../../../shared/api/client';
import { ask, notify } from '../../../shared/dialog';
import { useT } from '../../../shared/i18n';
import { deleteGuestableOrder, postPay } from '../api/orders';

/** /BuyComplete's two actions on an unpaid order: pay again (with the chosen method) and cancel. */
export function useCompleteActions(orderSysId: number, q: { refetch(): Promise<unknown> }) {
  const t = useT();
  const [method, setMethod] = useState<PayMethod>('card');
  const [provider, setProvider] = useState<EasyPayProvider>('kakaopay');
  const [busy, setBusy] = useState(false);

  const retry = async () => {
    setBusy(true);
    try {
      const r = await postPay(
        orderSysId,
        { payMethod: method, easyPayProvider: method === 'easypay' ? provider : null },
        newIdempotencyKey(),
      );
      if (r.redirectUrl) window.location.assign(r.redirectUrl);
      else await q.refetch();
    } catch (e) {
      void notify(e instanceof ApiError ? e.message : t('checkout.failed'));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (!(await ask(t('checkout.complete.cancelAsk')))) return;
    setBusy(true);
    try {
      await deleteGuestableOrder(orderSysId);
      void notify(t('checkout.complete.cancelDone'));
      await q.refetch();
    } catch (e) {
      void notify(e instanceof ApiError ? e.message : t('checkout.failed'));
    } finally {
      setBusy(false);
    }
  };
  return { method, setMethod, provider, setProvider, busy, retry, cancel };
}
