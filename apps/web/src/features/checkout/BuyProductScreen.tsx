import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  EASY_PAY_PROVIDERS,
  ORDER_DRAFT_STORAGE_KEY,
  PAY_METHODS,
  POINT_USE_POLICY,
  POST_CODE_STORAGE_KEY,
  RC,
  VBANK_BANKS,
  addressNameMismatch,
  orderTokenStorageKey,
  type CouponOption,
  type EasyPayProvider,
  type OrderDraft,
  type PayMethod,
} from '@lc/contracts';
import { ApiError, newIdempotencyKey } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { cutName, formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { session } from '../../shared/storage';
import { Button, EmptyState, Page, Spinner, TextField } from '../../shared/ui';
import { MoneySummary } from '../../shared/ui/MoneySummary';
import { postOrder, postPay, postQuote, saveAddress, useAddresses, useMe } from './api/orders';
import {
  CheckoutLegalOptions,
  legalChoiceBody,
  legalChoiceError,
  NO_LEGAL_CHOICE,
  type LegalChoice,
} from './CheckoutLegalOptions';
import './checkout.css';

type Item = OrderDraft['items'][number];
const FORM_KEY = 'buyForm';
/** the coupons chosen on this page, kept while the buyer visits the address search */
const COUPONS_KEY = 'selectedCoupons';

/** window.confirm (the spec's offers: swap a coupon, update the address book). */
type CouponSelection = { userCouponSysId: number; lineIndex: number | null };
const ask = (message: string) => typeof window !== 'undefined' && window.confirm(message);
const errorData = (e: unknown) => (e as { data?: Record<string, unknown> }).data ?? {};

/** The product page's hand-over (shopping §3 client state: product, selectedOptions, selectedAddPrdts). */
function itemsFromProduct(): Item[] {
  try {
    const p = JSON.parse(session.get('product') ?? 'null') as {
      prdtSysId: number;
      broadcastScheduleSysId?: number | null;
      selectedOptions: { count: number; prdtOptionSysIds: number[] }[];
      selectedAddPrdts: { prdtAddingProductDetailSysId: number; addingQty: number }[];
      planPrdtSysId?: number | null;
    } | null;
    if (!p) return [];
    return p.selectedOptions.map((o, i) => ({
      prdtSysId: p.prdtSysId,
      qty: o.count,
      options: o.prdtOptionSysIds ?? [],
      addingProducts:
        i === 0
          ? p.selectedAddPrdts.map((a) => ({
              prdtAddingProductDetailSysId: a.prdtAddingProductDetailSysId,
              addingQty: a.addingQty,
            }))
          : [],
      broadcastScheduleSysId: p.broadcastScheduleSysId ?? null,
      basketSysId: null,
      planPrdtSysId: p.planPrdtSysId ?? null,
    }));
  } catch {
    return [];
  }
}
/** The show the product page was opened from (sales per broadcast, issue 14); the server checks it. */
function showFromProduct(): number | null {
  try {
    const p = JSON.parse(session.get('product') ?? 'null') as { fromBroadcastScheduleSysId?: number | null } | null;
    return p?.fromBroadcastScheduleSysId ?? null;
  } catch {
    return null;
  }
}
function draftFromCart(): OrderDraft | null {
  try {
    return JSON.parse(session.get(ORDER_DRAFT_STORAGE_KEY) ?? 'null') as OrderDraft | null;
  } catch {
    return null;
  }
}

interface Form {
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
}
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
};

/** /BuyProduct: orderer, receiver and address, points, payment method, agreements; the server prices everything. */
export function BuyProductScreen() {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isLogin, userSysId } = useSession();
  const member = isLogin ? userSysId : null;
  const fromCart = params.get('from') === 'cart';
  const draft = useMemo(() => (fromCart ? draftFromCart() : null), [fromCart]);
  const items: Item[] = useMemo(() => (fromCart ? (draft?.items ?? []) : itemsFromProduct()), [fromCart, draft]);

  const [form, setForm] = useState<Form>(() => {
    // the form survives the trip to the address search; a picked address fills the address fields
    let f: Form = EMPTY;
    try {
      f = {
        ...EMPTY,
        ...(JSON.parse(session.get(FORM_KEY) ?? '{}') as Partial<Form>),
        agreeTerms: false,
        age14: false,
      };
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
  });
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  useEffect(() => {
    const { agreeTerms: _a, age14: _b, ...keep } = form;
    session.set(FORM_KEY, JSON.stringify(keep));
  }, [form]);

  // the member's details and default address fill what the buyer has not typed (in the fetch callbacks)
  useMe(member, (u) =>
    setForm((f) => ({
      ...f,
      ordererName: f.ordererName || u.name || u.nickName,
      ordererPhone: f.ordererPhone || u.mobile || '',
      ordererEmail: f.ordererEmail || u.userId,
      depositorName: f.depositorName || u.name || '',
    })),
  );
  // the address-book entry the receiver came from (for the name-mismatch offer)
  const [bookId, setBookId] = useState<number | null>(null);
  const addresses = useAddresses(member, (list) => {
    const def = list.find((x) => x.isDefault) ?? list[0];
    if (!def) return;
    setForm((f) => {
      if (f.postNumber) return f;
      setBookId(def.addressSysId);
      return {
        ...f,
        receiverName: def.receiverName,
        receiverPhone: def.receiverPhone,
        postNumber: def.zonecode,
        address: def.address,
        addressDetail: def.addressDetail,
      };
    });
  });
  const [coupons, setCouponsState] = useState<CouponSelection[]>(() => {
    try {
      return JSON.parse(session.get(COUPONS_KEY) ?? '[]') as CouponSelection[];
    } catch {
      return [];
    }
  });
  const setCoupons = (c: CouponSelection[]) => {
    session.set(COUPONS_KEY, JSON.stringify(c));
    setCouponsState(c);
  };

  const validPost = /^\d{5}$/.test(form.postNumber) ? form.postNumber : null;
  const quote = useQuery({
    queryKey: ['buy-quote', member, JSON.stringify(items), validPost, form.points, JSON.stringify(coupons)],
    queryFn: () => postQuote({ items, postNumber: validPost, pointAmount: form.points, coupons }),
    enabled: items.length > 0,
    retry: false,
    placeholderData: (prev) => prev,
  });
  const keys = useRef({ order: newIdempotencyKey(), pay: newIdempotencyKey() });
  const [legal, setLegal] = useState<LegalChoice>(NO_LEGAL_CHOICE);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});

  if (items.length === 0) {
    return (
      <Page title={t('screens.BuyProduct')}>
        <EmptyState title={t('checkout.nothing')} />
      </Page>
    );
  }
  const a = quote.data?.amounts;
  const balance = quote.data?.pointBalance ?? 0;
  const pointError =
    quote.error instanceof ApiError &&
    (quote.error.code === RC.POINTS_RULE || quote.error.code === RC.POINTS_INSUFFICIENT)
      ? quote.error.message
      : null;
  const couponError = quote.error instanceof ApiError && quote.error.code.startsWith('62') ? quote.error.message : null;
  const liveExpired = quote.error instanceof ApiError && quote.error.code === RC.LIVE_PRICE_EXPIRED;
  const options: CouponOption[] = quote.data?.couponOptions ?? [];
  const discountOf = (id: number) => quote.data?.coupons.find((c) => c.userCouponSysId === id)?.discount ?? 0;

  /**
   * Tries a coupon choice against the server before keeping it. Below the minimum order amount
   * because of an applied coupon (6205 with conflicts), offers to cancel that one and apply this one.
   */
  const tryCoupons = async (next: CouponSelection[], added: number | null) => {
    const body = { items, postNumber: validPost, pointAmount: form.points };
    try {
      await postQuote({ ...body, coupons: next });
      setCoupons(next);
    } catch (e) {
      if (!(e instanceof ApiError)) return notify(t('checkout.failed'));
      const conflicts = (errorData(e).conflicts as number[] | undefined) ?? [];
      if (e.code === RC.COUPON_UNDER_MIN_ORDER && added !== null && conflicts.length > 0) {
        if (!ask(`${e.message}\n${t('checkout.coupon.swap')}`)) return;
        const swapped = next.filter((c) => !conflicts.includes(c.userCouponSysId));
        try {
          await postQuote({ ...body, coupons: swapped });
          setCoupons(swapped);
        } catch (e2) {
          notify(e2 instanceof ApiError ? e2.message : t('checkout.failed'));
        }
        return;
      }
      notify(e.message);
    }
  };
  const pickProductCoupon = (lineIndex: number, id: number | null) => {
    const rest = coupons.filter((c) => c.lineIndex !== lineIndex && c.userCouponSysId !== id);
    void tryCoupons(id ? [...rest, { userCouponSysId: id, lineIndex }] : rest, id);
  };
  const pickCartCoupon = (id: number | null) => {
    const cartIds = new Set(options.filter((o) => o.applyTypeCode === 'cart').map((o) => o.userCouponSysId));
    const rest = coupons.filter((c) => !cartIds.has(c.userCouponSysId));
    void tryCoupons(id ? [...rest, { userCouponSysId: id, lineIndex: null }] : rest, id);
  };
  const productCouponOf = (lineIndex: number) =>
    coupons.find((c) => c.lineIndex === lineIndex)?.userCouponSysId ?? null;
  const cartCoupon =
    coupons.find((c) => options.some((o) => o.userCouponSysId === c.userCouponSysId && o.applyTypeCode === 'cart'))
      ?.userCouponSysId ?? null;
  const couponLabel = (o: CouponOption, discount: number) => `${o.name} (−${won(discount)})`;

  const validate = (): boolean => {
    const e: Partial<Record<keyof Form, string>> = {};
    const phone = (s: string) => /^0\d{8,10}$/.test(s.replace(/-/g, ''));
    if (!form.ordererName.trim()) e.ordererName = t('checkout.required.ordererName');
    if (!phone(form.ordererPhone)) e.ordererPhone = t('checkout.required.ordererPhone');
    if (!form.receiverName.trim()) e.receiverName = t('checkout.required.receiverName');
    if (!phone(form.receiverPhone)) e.receiverPhone = t('checkout.required.receiverPhone');
    if (!/^\d{5}$/.test(form.postNumber) || !form.address.trim()) e.address = t('checkout.required.address');
    setErrors(e);
    const first = Object.values(e)[0];
    if (first) {
      notify(first);
      return false;
    }
    if (!form.payMethod) {
      notify(t('checkout.required.payMethod'));
      return false;
    }
    if (!form.agreeTerms) {
      notify(t('checkout.required.terms'));
      return false;
    }
    if (!form.age14) {
      notify(t('checkout.required.age14'));
      return false;
    }
    const legalError = legalChoiceError(legal, form.payMethod);
    if (legalError) {
      notify(t(legalError));
      return false;
    }
    return true;
  };

  const offerAddressUpdate = async () => {
    const entry = addresses.data?.addresses.find((x) => x.addressSysId === bookId);
    if (!member || !entry || !addressNameMismatch(entry, form.receiverName)) return;
    if (!ask(t('checkout.nameMismatch', { book: entry.receiverName, typed: form.receiverName.trim() }))) return;
    try {
      await saveAddress(member, {
        addressSysId: entry.addressSysId,
        addressName: entry.addressName,
        receiverName: form.receiverName.trim(),
        receiverPhone: entry.receiverPhone,
        zonecode: entry.zonecode,
        address: entry.address,
        addressDetail: entry.addressDetail,
        isDefault: entry.isDefault,
      });
      void addresses.refetch();
    } catch (e) {
      notify(e instanceof ApiError ? e.message : t('checkout.addressBookFailed'));
    }
  };

  const submit = async () => {
    if (!a || busy || !validate()) return;
    setBusy(true);
    await offerAddressUpdate();
    try {
      const created = await postOrder(
        {
          items: items.map((i) => ({ ...i })),
          orderer: { name: form.ordererName, phone: form.ordererPhone, email: form.ordererEmail || null },
          receiver: {
            name: form.receiverName,
            phone: form.receiverPhone,
            postNumber: form.postNumber,
            address: form.address,
            addressDetail: form.addressDetail,
            memo: form.memo,
          },
          payMethod: form.payMethod,
          pointAmount: form.points,
          coupons,
          expectedPayAmount: a.payAmount,
          agreePayTerms: form.agreeTerms,
          confirmAge14: form.age14,
          ...legalChoiceBody(legal, form.payMethod),
          broadcastScheduleSysId: fromCart ? null : showFromProduct(),
        },
        keys.current.order,
      );
      const orderSysId = created.order.orderSysId;
      if (created.orderToken) session.set(orderTokenStorageKey(orderSysId), created.orderToken);
      // the order exists: the cart hand-over and the form are done with
      if (draft?.guestKeys?.length) {
        try {
          const guest = JSON.parse(session.get('guestCart') ?? '[]') as { key: string }[];
          session.set('guestCart', JSON.stringify(guest.filter((g) => !draft.guestKeys!.includes(g.key))));
        } catch {
          /* ignore */
        }
      }
      session.remove(ORDER_DRAFT_STORAGE_KEY);
      session.remove(FORM_KEY);
      session.remove(COUPONS_KEY);
      const paid = await postPay(
        orderSysId,
        {
          payMethod: form.payMethod!,
          easyPayProvider: form.payMethod === 'easypay' ? form.easyPayProvider : null,
          depositorName: form.payMethod === 'vbank' ? form.depositorName || form.ordererName : null,
          bankCode: form.payMethod === 'vbank' ? form.bankCode : null,
        },
        keys.current.pay,
      );
      if (paid.redirectUrl) window.location.assign(paid.redirectUrl);
      else navigate(`/BuyComplete?orderSysId=${orderSysId}`, { replace: true });
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError) {
        // a definite refusal: the next submit is a new request
        keys.current = { order: newIdempotencyKey(), pay: newIdempotencyKey() };
        notify(e.message);
        if (e.code === RC.PRICE_CHANGED || e.code === RC.LIVE_PRICE_EXPIRED) void quote.refetch();
        if (e.code.startsWith('62')) setCoupons([]);
      } else notify(t('checkout.failed'));
    }
  };

  return (
    <Page title={t('screens.BuyProduct')} className="buy">
      <section aria-labelledby="buy-items">
        <h2 id="buy-items">{t('checkout.items')}</h2>
        {quote.isLoading ? <Spinner label={t('common.loading')} /> : null}
        {(quote.data?.lines ?? []).map((l, i) => (
          <div key={i} className="buy-line">
            <img src={l.squareImageUrl} alt="" />
            <div>
              <p>{cutName(l.name)}</p>
              <small>
                {[
                  ...l.options.map((o) => o.optionKeyName),
                  ...l.addingProducts.map((x) => `+${x.name}×${x.addingQty}`),
                ].join(' / ')}
                {l.options.length || l.addingProducts.length ? ' · ' : ''}
                {t('checkout.qty', { count: l.qty })}
              </small>
            </div>
            <strong>{won(l.lineAmount)}</strong>
          </div>
        ))}
        {liveExpired ? (
          <div className="err" role="alert" data-testid="live-expired">
            <p>{(quote.error as ApiError).message}</p>
            <Button
              variant="outline"
              onClick={() => {
                const id = errorData(quote.error).prdtSysId as number | undefined;
                if (id) navigate(`/Product/${id}`);
                else navigate(-1);
              }}
            >
              {t('checkout.reloadProduct')}
            </Button>
          </div>
        ) : quote.error instanceof ApiError && !pointError ? (
          <div className="err" role="alert">
            <p>{quote.error.message}</p>
            {couponError ? (
              <Button variant="outline" onClick={() => setCoupons([])}>
                {t('checkout.coupon.clear')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>

      <section aria-labelledby="buy-orderer">
        <h2 id="buy-orderer">{t('checkout.orderer')}</h2>
        <TextField
          label={t('checkout.name')}
          value={form.ordererName}
          onChange={(e) => set('ordererName', e.target.value)}
          error={errors.ordererName ?? null}
          autoComplete="name"
        />
        <TextField
          label={t('checkout.phone')}
          value={form.ordererPhone}
          inputMode="numeric"
          onChange={(e) => set('ordererPhone', e.target.value.replace(/[^\d-]/g, ''))}
          error={errors.ordererPhone ?? null}
          autoComplete="tel"
        />
        <TextField
          label={t('checkout.email')}
          value={form.ordererEmail}
          type="email"
          onChange={(e) => set('ordererEmail', e.target.value)}
          autoComplete="email"
        />
      </section>

      <section aria-labelledby="buy-receiver">
        <h2 id="buy-receiver">{t('checkout.receiver')}</h2>
        {addresses.data && addresses.data.addresses.length > 0 ? (
          <label className="field">
            <span className="field__label">{t('checkout.addressBook')}</span>
            <select
              defaultValue=""
              onChange={(e) => {
                const ad = addresses.data!.addresses.find((x) => x.addressSysId === Number(e.target.value));
                if (ad) setBookId(ad.addressSysId);
                if (ad)
                  setForm((f) => ({
                    ...f,
                    receiverName: ad.receiverName,
                    receiverPhone: ad.receiverPhone,
                    postNumber: ad.zonecode,
                    address: ad.address,
                    addressDetail: ad.addressDetail,
                  }));
              }}
            >
              <option value="">{t('checkout.addressBookPick')}</option>
              {addresses.data.addresses.map((ad) => (
                <option key={ad.addressSysId} value={ad.addressSysId}>
                  {ad.addressName} · {ad.address}
                </option>
              ))}
            </select>
          </label>
        ) : addresses.isError ? (
          <p className="hint">{t('checkout.addressBookFailed')}</p>
        ) : null}
        <label className="check">
          <input
            type="checkbox"
            onChange={(e) =>
              e.target.checked && setForm((f) => ({ ...f, receiverName: f.ordererName, receiverPhone: f.ordererPhone }))
            }
          />
          {t('checkout.sameAsOrderer')}
        </label>
        <TextField
          label={t('checkout.receiverName')}
          value={form.receiverName}
          onChange={(e) => set('receiverName', e.target.value)}
          error={errors.receiverName ?? null}
        />
        <TextField
          label={t('checkout.receiverPhone')}
          value={form.receiverPhone}
          inputMode="numeric"
          onChange={(e) => set('receiverPhone', e.target.value.replace(/[^\d-]/g, ''))}
          error={errors.receiverPhone ?? null}
        />
        <div className="row">
          <TextField label={t('checkout.postNumber')} value={form.postNumber} readOnly error={errors.address ?? null} />
          <Button
            variant="outline"
            onClick={() => navigate('/BuyProduct/searchPost')}
            style={{ marginBottom: 10, flex: '0 0 auto' }}
          >
            {t('checkout.searchAddress')}
          </Button>
        </div>
        <TextField label={t('checkout.address')} value={form.address} readOnly />
        <TextField
          label={t('checkout.addressDetail')}
          value={form.addressDetail}
          onChange={(e) => set('addressDetail', e.target.value)}
        />
        <TextField
          label={t('checkout.memo')}
          value={form.memo}
          maxLength={100}
          onChange={(e) => set('memo', e.target.value)}
        />
        {quote.data?.extraArea ? (
          <p className="hint" data-testid="extra-area">
            {t('checkout.extraArea', {
              area: quote.data.extraArea.name,
              cost: won(quote.data.amounts.addDeliveryCost),
            })}
          </p>
        ) : null}
      </section>

      {member !== null ? (
        <section aria-labelledby="buy-coupons" data-testid="coupons">
          <h2 id="buy-coupons">{t('checkout.coupon.title')}</h2>
          {options.length === 0 ? <p className="hint">{t('checkout.coupon.none')}</p> : null}
          {options.some((o) => o.applyTypeCode === 'product')
            ? (quote.data?.lines ?? []).map((l, i) => {
                const usable = options.filter((o) => o.applyTypeCode === 'product');
                const chosen = productCouponOf(i);
                return (
                  <label key={i} className="field">
                    <span className="field__label">{t('checkout.coupon.product', { name: cutName(l.name, 18) })}</span>
                    <select
                      value={chosen ?? ''}
                      onChange={(e) => pickProductCoupon(i, e.target.value ? Number(e.target.value) : null)}
                    >
                      <option value="">{t('checkout.coupon.notUsed')}</option>
                      {usable.map((o) => {
                        const target = o.targets.find((x) => x.lineIndex === i);
                        const elsewhere = coupons.some(
                          (c) => c.userCouponSysId === o.userCouponSysId && c.lineIndex !== i,
                        );
                        const blocked = !target || target.blockedCode !== null;
                        return (
                          <option key={o.userCouponSysId} value={o.userCouponSysId} disabled={blocked || elsewhere}>
                            {blocked
                              ? `${o.name} · ${t('checkout.coupon.notApplicable')}`
                              : elsewhere
                                ? `${o.name} · ${t('checkout.coupon.inUse')}`
                                : couponLabel(
                                    o,
                                    chosen === o.userCouponSysId ? discountOf(o.userCouponSysId) : target.discount,
                                  )}
                          </option>
                        );
                      })}
                    </select>
                  </label>
                );
              })
            : null}
          {options.some((o) => o.applyTypeCode === 'cart') ? (
            <label className="field">
              <span className="field__label">{t('checkout.coupon.cart')}</span>
              <select
                value={cartCoupon ?? ''}
                onChange={(e) => pickCartCoupon(e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">{t('checkout.coupon.notUsed')}</option>
                {options
                  .filter((o) => o.applyTypeCode === 'cart')
                  .map((o) => {
                    const target = o.targets[0];
                    // below the minimum order amount only because of another coupon: still offered (swap)
                    const blocked =
                      !target || (target.blockedCode !== null && target.blockedCode !== RC.COUPON_UNDER_MIN_ORDER);
                    return (
                      <option key={o.userCouponSysId} value={o.userCouponSysId} disabled={blocked}>
                        {blocked || !target
                          ? `${o.name} · ${t('checkout.coupon.notApplicable')}`
                          : target.blockedCode
                            ? `${o.name} · ${t('checkout.coupon.belowMin')}`
                            : couponLabel(
                                o,
                                cartCoupon === o.userCouponSysId ? discountOf(o.userCouponSysId) : target.discount,
                              )}
                      </option>
                    );
                  })}
              </select>
            </label>
          ) : null}
          {a && a.couponAmount > 0 ? (
            <p className="hint" data-testid="coupon-total">
              {t('checkout.coupon.total', { amount: won(a.couponAmount) })}
            </p>
          ) : null}
        </section>
      ) : null}

      {member !== null ? (
        <section aria-labelledby="buy-points">
          <h2 id="buy-points">{t('checkout.points')}</h2>
          <p className="hint">{t('checkout.pointsHeld', { points: won(balance).replace(/원|₩/g, '') })}</p>
          <div className="row">
            <TextField
              label={t('checkout.pointsUse')}
              inputMode="numeric"
              value={form.points ? String(form.points) : ''}
              disabled={balance < POINT_USE_POLICY.minHeld}
              onChange={(e) => set('points', Number(e.target.value.replace(/\D/g, '').slice(0, 9)) || 0)}
              error={pointError}
              hint={t('checkout.pointsRule', { min: POINT_USE_POLICY.minHeld, step: POINT_USE_POLICY.step })}
            />
            <Button
              variant="outline"
              disabled={balance < POINT_USE_POLICY.minHeld || !a}
              style={{ marginBottom: 30, flex: '0 0 auto' }}
              onClick={() => {
                const payable = a ? a.payAmount + a.pointAmount : 0;
                set('points', Math.floor(Math.min(balance, payable) / POINT_USE_POLICY.step) * POINT_USE_POLICY.step);
              }}
            >
              {t('checkout.pointsAll')}
            </Button>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="buy-pay">
        <h2 id="buy-pay">{t('checkout.payMethod')}</h2>
        <div className="choices" role="radiogroup" aria-labelledby="buy-pay">
          {PAY_METHODS.map((m) => (
            <label key={m} className={form.payMethod === m ? 'choice choice--on' : 'choice'}>
              <input
                type="radio"
                name="payMethod"
                value={m}
                checked={form.payMethod === m}
                onChange={() => set('payMethod', m)}
              />
              {t(`checkout.method.${m}`)}
            </label>
          ))}
        </div>
        {form.payMethod === 'easypay' ? (
          <label className="field" style={{ marginTop: 10 }}>
            <span className="field__label">{t('checkout.easyPayProvider')}</span>
            <select
              value={form.easyPayProvider}
              onChange={(e) => set('easyPayProvider', e.target.value as EasyPayProvider)}
            >
              {EASY_PAY_PROVIDERS.map((p) => (
                <option key={p} value={p}>
                  {t(`checkout.provider.${p}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {form.payMethod === 'vbank' ? (
          <div style={{ marginTop: 10 }}>
            <label className="field">
              <span className="field__label">{t('checkout.bank')}</span>
              <select value={form.bankCode} onChange={(e) => set('bankCode', e.target.value)}>
                {VBANK_BANKS.map((b) => (
                  <option key={b.code} value={b.code}>
                    {locale === 'en' ? b.en : b.ko}
                  </option>
                ))}
              </select>
            </label>
            <TextField
              label={t('checkout.depositor')}
              value={form.depositorName}
              onChange={(e) => set('depositorName', e.target.value)}
              hint={t('checkout.depositorHint')}
            />
          </div>
        ) : null}
        <CheckoutLegalOptions payMethod={form.payMethod} value={legal} onChange={setLegal} />
      </section>

      <section aria-labelledby="buy-amount">
        <h2 id="buy-amount">{t('checkout.amount')}</h2>
        {a ? (
          <MoneySummary amounts={a} totalLabel="final" totalTestId="pay-amount" className="money-summary--flat" />
        ) : null}
        <label className="check">
          <input type="checkbox" checked={form.agreeTerms} onChange={(e) => set('agreeTerms', e.target.checked)} />
          {t('checkout.agreeTerms')}
        </label>
        <label className="check">
          <input type="checkbox" checked={form.age14} onChange={(e) => set('age14', e.target.checked)} />
          {t('checkout.age14')}
        </label>
      </section>
      <div className="sticky-cta" style={{ position: 'sticky', bottom: 0, padding: 16, background: '#fff' }}>
        <Button block size="lg" busy={busy} disabled={!a || busy} onClick={() => void submit()}>
          {a ? t('checkout.pay', { amount: won(a.payAmount) }) : t('common.loading')}
        </Button>
      </div>
    </Page>
  );
}
