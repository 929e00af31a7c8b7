import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  RC,
  addressNameMismatch,
  walletBlockedInApp,
  orderTokenStorageKey,
  type AddressListResponse,
  type CheckoutQuoteResponse,
  type OrderDraft,
} from '@lc/contracts';
import { ApiError, newIdempotencyKey } from '../../../shared/api/client';
import { ask, notify } from '../../../shared/dialog';
import { useT } from '../../../shared/i18n';
import { session } from '../../../shared/storage';
import { postOrder, postPay, saveAddress } from '../api/orders';
import { legalChoiceBody, type LegalChoice } from '../CheckoutLegalOptions';
import { clearCartHandover, showFromProduct, type Item } from './handover';
import { COUPONS_KEY, type CouponSelection } from './useCheckoutCoupons';
import { FORM_KEY, type Form } from './useBuyForm';

interface SubmitInput {
  member: number | null;
  items: Item[];
  draft: OrderDraft | null;
  fromCart: boolean;
  form: Form;
  legal: LegalChoice;
  coupons: CouponSelection[];
  setCoupons: (c: CouponSelection[]) => void;
  quote: UseQueryResult<CheckoutQuoteResponse>;
  addresses: UseQueryResult<AddressListResponse>;
  bookId: number | null;
}

const orderBody = (x: SubmitInput, payAmount: number) => ({
  items: x.items.map((i) => ({ ...i })),
  orderer: { name: x.form.ordererName, phone: x.form.ordererPhone, email: x.form.ordererEmail || null },
  receiver: {
    name: x.form.receiverName,
    phone: x.form.receiverPhone,
    postNumber: x.form.postNumber,
    address: x.form.address,
    addressDetail: x.form.addressDetail,
    memo: x.form.memo,
  },
  payMethod: x.form.payMethod,
  pointAmount: x.form.points,
  coupons: x.coupons,
  expectedPayAmount: payAmount,
  agreePayTerms: x.form.agreeTerms,
  confirmAge14: x.form.age14,
  agreeSellerProvision: x.form.sellerProvision,
  ...legalChoiceBody(x.legal, x.form.payMethod),
  broadcastScheduleSysId: x.fromCart ? null : showFromProduct(),
});

const payBody = (form: Form) => ({
  payMethod: form.payMethod!,
  easyPayProvider: form.payMethod === 'easypay' ? form.easyPayProvider : null,
  depositorName: form.payMethod === 'vbank' ? form.depositorName || form.ordererName : null,
  bankCode: form.payMethod === 'vbank' ? form.bankCode : null,
});

/**
 * The order and its payment: one Idempotency-Key each per attempt (a retried submit replays the first
 * answer; a definite refusal starts a new attempt), the name-mismatch offer first, then the gateway.
 */
export function useSubmitOrder() {
  const t = useT();
  const navigate = useNavigate();
  const keys = useRef({ order: newIdempotencyKey(), pay: newIdempotencyKey() });
  const [busy, setBusy] = useState(false);

  const offerAddressUpdate = async (x: SubmitInput) => {
    const entry = x.addresses.data?.addresses.find((a) => a.addressSysId === x.bookId);
    if (!x.member || !entry || !addressNameMismatch(entry, x.form.receiverName)) return;
    if (!(await ask(t('checkout.nameMismatch', { book: entry.receiverName, typed: x.form.receiverName.trim() }))))
      return;
    try {
      await saveAddress(x.member, {
        addressSysId: entry.addressSysId,
        addressName: entry.addressName,
        receiverName: x.form.receiverName.trim(),
        receiverPhone: entry.receiverPhone,
        zonecode: entry.zonecode,
        address: entry.address,
        addressDetail: entry.addressDetail,
        isDefault: entry.isDefault,
      });
      void x.addresses.refetch();
    } catch (e) {
      void notify(e instanceof ApiError ? e.message : t('checkout.addressBookFailed'));
    }
  };

  const submit = async (x: SubmitInput, payAmount: number) => {
    // shopping §8: another app's wallet does not open from an iOS in-app browser; no order is made
    if (x.form.payMethod === 'easypay' && walletBlockedInApp(navigator.userAgent, x.form.easyPayProvider)) {
      void notify(t('checkout.walletInApp', { wallet: t(`checkout.provider.${x.form.easyPayProvider}`) }));
      return;
    }
    setBusy(true);
    await offerAddressUpdate(x);
    try {
      const created = await postOrder(orderBody(x, payAmount), keys.current.order);
      const orderSysId = created.order.orderSysId;
      if (created.orderToken) session.set(orderTokenStorageKey(orderSysId), created.orderToken);
      // the order exists: the cart hand-over and the form are done with
      clearCartHandover(x.draft);
      session.remove(FORM_KEY);
      session.remove(COUPONS_KEY);
      const paid = await postPay(orderSysId, payBody(x.form), keys.current.pay);
      if (paid.redirectUrl) window.location.assign(paid.redirectUrl);
      else void navigate(`/BuyComplete?orderSysId=${orderSysId}`, { replace: true });
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError) {
        // a definite refusal: the next submit is a new request
        keys.current = { order: newIdempotencyKey(), pay: newIdempotencyKey() };
        void notify(e.message);
        if (e.code === RC.PRICE_CHANGED || e.code === RC.LIVE_PRICE_EXPIRED) void x.quote.refetch();
        if (e.code.startsWith('62')) x.setCoupons([]);
      } else void notify(t('checkout.failed'));
    }
  };
  return { busy, submit };
}
