import { useState, type FormEvent } from 'react';
import { orderTokenStorageKey, type NonMemberLookupResponse } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { cutName, formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { session } from '../../shared/storage';
import { Button, Page, TextField } from '../../shared/ui';
import { MoneySummary } from '../../shared/ui/MoneySummary';
import { getNonMemberOrder } from './api/get-non-member-order';

/** /nonMemberOrder: a non-member finds an order by its number and the orderer's phone. */
export function NonMemberOrderScreen() {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  const [orderNumber, setOrderNumber] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<NonMemberLookupResponse | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!orderNumber.trim() || !phone.trim()) return setError(t('orders.lookup.required'));
    setBusy(true);
    setError(null);
    try {
      const r = await getNonMemberOrder(orderNumber.trim(), phone.replace(/-/g, ''));
      session.set(orderTokenStorageKey(r.order.orderSysId), r.orderToken);
      setFound(r);
    } catch (err) {
      setFound(null);
      setError(err instanceof ApiError ? err.message : t('orders.lookup.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('screens.nonMemberOrder')}>
      <form onSubmit={(e) => void submit(e)} style={{ padding: 16 }} noValidate>
        <TextField
          label={t('orders.lookup.orderNumber')}
          value={orderNumber}
          inputMode="numeric"
          onChange={(e) => setOrderNumber(e.target.value)}
        />
        <TextField
          label={t('orders.lookup.phone')}
          value={phone}
          inputMode="numeric"
          onChange={(e) => setPhone(e.target.value.replace(/[^\d-]/g, ''))}
          error={error}
        />
        <Button type="submit" block size="lg" busy={busy}>
          {t('orders.lookup.submit')}
        </Button>
      </form>
      {found ? (
        <section style={{ padding: 16 }} data-testid="non-member-order">
          <h2 style={{ fontSize: 16 }}>{t('orders.lookup.result', { number: found.order.orderNumber })}</h2>
          <p data-testid="non-member-status">{t(`orders.status.${found.order.status}`)}</p>
          <ul style={{ listStyle: 'none', padding: 0 }}>
            {found.products.map((p) => (
              <li
                key={p.orderPrdtSysId}
                style={{ display: 'flex', justifyContent: 'space-between', padding: '6px 0', fontSize: 14 }}
              >
                <span>
                  {p.parentOrderPrdtSysId ? '+ ' : ''}
                  {cutName(p.name)} {p.optionText ? `(${p.optionText})` : ''} × {p.qty}
                </span>
                <span>{won(p.lineAmount)}</span>
              </li>
            ))}
          </ul>
          <MoneySummary
            amounts={found.order.amounts}
            totalLabel={found.order.paidAt !== null ? 'paid' : 'due'}
            className="money-summary--flat"
          />
          {found.payment?.vbank && found.order.status === 1 ? (
            <p style={{ fontSize: 13 }}>
              {found.payment.vbank.bankName} {found.payment.vbank.accountNumber} ({found.payment.vbank.holder})
            </p>
          ) : null}
        </section>
      ) : null}
    </Page>
  );
}
