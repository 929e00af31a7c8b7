import type { UseQueryResult } from '@tanstack/react-query';
import type { Address, AddressListResponse } from '@lc/contracts';
import { useT } from '../../../shared/i18n';

/** The member's address book as a select (or a hint when it failed to load); picking fills the receiver. */
export function AddressBookPicker({
  addresses,
  onPick,
}: {
  addresses: UseQueryResult<AddressListResponse>;
  onPick: (ad: Address) => void;
}) {
  const t = useT();
  return addresses.data && addresses.data.addresses.length > 0 ? (
    <label className="field">
      <span className="field__label">{t('checkout.addressBook')}</span>
      <select
        defaultValue=""
        onChange={(e) => {
          const ad = addresses.data!.addresses.find((x) => x.addressSysId === Number(e.target.value));
          if (ad) onPick(ad);
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
  ) : null;
}
