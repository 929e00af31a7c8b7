import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Address, AddressListResponse, CheckoutQuoteResponse } from '@lc/contracts';
import { formatWon } from '../../../shared/format';
import { useLocale, useT } from '../../../shared/i18n';
import { Button, TextField } from '../../../shared/ui';
import { AddressBookPicker } from './AddressBookPicker';
import type { Form, FormErrors, SetField } from './useBuyForm';

/** Who receives, where: the address book, the address search, the island surcharge notice. */
export function ReceiverSection({
  form,
  set,
  errors,
  addresses,
  onPick,
  onSameAsOrderer,
  extra,
}: {
  form: Form;
  set: SetField;
  errors: FormErrors;
  addresses: UseQueryResult<AddressListResponse>;
  onPick: (ad: Address) => void;
  onSameAsOrderer: () => void;
  extra: CheckoutQuoteResponse | undefined;
}) {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  const navigate = useNavigate();
  return (
    <section aria-labelledby="buy-receiver">
      <h2 id="buy-receiver">{t('checkout.receiver')}</h2>
      <AddressBookPicker addresses={addresses} onPick={onPick} />
      <label className="check">
        <input type="checkbox" onChange={(e) => e.target.checked && onSameAsOrderer()} />
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
      {extra?.extraArea ? (
        <p className="hint" data-testid="extra-area">
          {t('checkout.extraArea', {
            area: extra.extraArea.name,
            cost: won(extra.amounts.addDeliveryCost),
          })}
        </p>
      ) : null}
    </section>
  );
}
