import { useEffect, useState } from 'react';
import {
  ORDER_PHONE_RE,
  POST_CODE_STORAGE_KEY,
  VBANK_BANKS,
  type Address,
  type EasyPayProvider,
  type PayMethod,
} from '@lc/contracts';
import { notify } from '../../../shared/dialog';
import type { TFunction } from '../../../shared/i18n';
import { session } from '../../../shared/storage';
import { useAddresses, useMe } from '../api/orders';
import { legalChoiceError, type LegalChoice } from '../CheckoutLegalOptions';

/** the form, kept while the buyer visits the address search */
export const FORM_KEY = 'buyForm';

export interface Form {
  ordererName: string;
  ordererPhone: string;
  ordererEmail: string;
  receiverName: string;
  receiverPhone: string;
  postNumber: string;
  address: string;
  addressDetail: string;
  memo: string;
  points: number;
  payMethod: PayMethod | null;
  easyPayProvider: EasyPayProvider;
  depositorName: string;
  bankCode: string;
  agreeTerms: boolean;
  age14: boolean;
  /** issue 33: giving the buyer's details to the order's sellers (개인정보 보호법 제17조) */
  sellerProvision: boolean;
}
export type FormErrors = Partial<Record<keyof Form, string>>;
export type SetField = <K extends keyof Form>(k: K, v: Form[K]) => void;

const EMPTY: Form = {
  ordererName: '',
  ordererPhone: '',
  ordererEmail: '',
  receiverName: '',
  receiverPhone: '',
  postNumber: '',
  address: '',
  addressDetail: '',
  memo: '',
  points: 0,
  payMethod: null,
  easyPayProvider: 'kakaopay',
  depositorName: '',
  bankCode: VBANK_BANKS[0].code,
  agreeTerms: false,
  age14: false,
  sellerProvision: false,
};

/** the agreements start unticked on every visit (never restored from the session) */
const UNTICKED = { agreeTerms: false, age14: false, sellerProvision: false } as const;

/** The form survives the trip to the address search; a picked address fills the address fields. */
function restoreForm(): Form {
  let f: Form = EMPTY;
  try {
    f = { ...EMPTY, ...(JSON.parse(session.get(FORM_KEY) ?? '{}') as Partial<Form>), ...UNTICKED };
  } catch {
    /* a fresh form */
  }
  const pc = session.get(POST_CODE_STORAGE_KEY);
  if (pc) {
    try {
      const p = JSON.parse(pc) as { zonecode: string; address: string; detail?: string };
      f = { ...f, postNumber: p.zonecode, address: p.address, addressDetail: p.detail ?? f.addressDetail };
    } catch {
      /* ignore */
    }
    session.remove(POST_CODE_STORAGE_KEY);
  }
  return f;
}

const receiverOf = (ad: Address) => ({
  receiverName: ad.receiverName,
  receiverPhone: ad.receiverPhone,
  postNumber: ad.zonecode,
  address: ad.address,
  addressDetail: ad.addressDetail,
});

/**
 * The checkout form: restored from the session, saved on every change (agreements aside), filled from
 * the member's details and default address where the buyer has not typed, and the address-book entry
 * the receiver came from (for the name-mismatch offer).
 */
export function useBuyForm(member: number | null) {
  const [form, setForm] = useState<Form>(restoreForm);
  const set: SetField = (k, v) => setForm((f) => ({ ...f, [k]: v }));
  useEffect(() => {
    const { agreeTerms: _a, age14: _b, sellerProvision: _c, ...keep } = form;
    session.set(FORM_KEY, JSON.stringify(keep));
  }, [form]);

  useMe(member, (u) =>
    setForm((f) => ({
      ...f,
      ordererName: f.ordererName || u.name || u.nickName,
      ordererPhone: f.ordererPhone || u.mobile || '',
      ordererEmail: f.ordererEmail || u.userId,
      depositorName: f.depositorName || u.name || '',
    })),
  );
  const [bookId, setBookId] = useState<number | null>(null);
  const addresses = useAddresses(member, (list) => {
    const def = list.find((x) => x.isDefault) ?? list[0];
    if (!def) return;
    setForm((f) => {
      if (f.postNumber) return f;
      setBookId(def.addressSysId);
      return { ...f, ...receiverOf(def) };
    });
  });
  const pickAddress = (ad: Address) => {
    setBookId(ad.addressSysId);
    setForm((f) => ({ ...f, ...receiverOf(ad) }));
  };
  const copyOrderer = () => setForm((f) => ({ ...f, receiverName: f.ordererName, receiverPhone: f.ordererPhone }));
  return { form, set, addresses, bookId, pickAddress, copyOrderer };
}

const isPhone = (s: string) => ORDER_PHONE_RE.test(s.replace(/-/g, ''));

/** The checks before an order is sent (the server checks them too); the first problem is told. */
export function validateForm(
  form: Form,
  legal: LegalChoice,
  t: TFunction,
  setErrors: (e: FormErrors) => void,
): boolean {
  const e: FormErrors = {};
  if (!form.ordererName.trim()) e.ordererName = t('checkout.required.ordererName');
  if (!isPhone(form.ordererPhone)) e.ordererPhone = t('checkout.required.ordererPhone');
  if (!form.receiverName.trim()) e.receiverName = t('checkout.required.receiverName');
  if (!isPhone(form.receiverPhone)) e.receiverPhone = t('checkout.required.receiverPhone');
  if (!/^\d{5}$/.test(form.postNumber) || !form.address.trim()) e.address = t('checkout.required.address');
  setErrors(e);
  const first = Object.values(e)[0];
  if (first) {
    void notify(first);
    return false;
  }
  if (!form.payMethod) {
    void notify(t('checkout.required.payMethod'));
    return false;
  }
  if (!form.agreeTerms) {
    void notify(t('checkout.required.terms'));
    return false;
  }
  if (!form.age14) {
    void notify(t('checkout.required.age14'));
    return false;
  }
  if (!form.sellerProvision) {
    void notify(t('checkout.required.sellerProvision'));
    return false;
  }
  const legalError = legalChoiceError(legal, form.payMethod);
  if (legalError) {
    void notify(t(legalError));
    return false;
  }
  return true;
}
