import { useState, type FormEvent } from 'react';
import { ADDRESS_BOOK_MAX, MOBILE_RE, type Address } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { ask, notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Button, EmptyState, Header, Spinner, TextField } from '../../shared/ui';
import { useDeleteAddressMutation } from './api/delete-address';
import { useAddresses } from '../../shared/api/users';
import { useSaveAddressMutation } from './api/post-address';
import './users.css';

const EMPTY = {
  addressName: '',
  receiverName: '',
  receiverPhone: '',
  zonecode: '',
  address: '',
  addressDetail: '',
  isDefault: false,
};

/** '/AddressBook': delivery addresses (up to 10, one default); manual entry of the postcode and address. */
export function AddressBookScreen() {
  const t = useT();
  const { userSysId } = useSession();
  const list = useAddresses(userSysId);
  const save = useSaveAddressMutation(userSysId ?? 0);
  const del = useDeleteAddressMutation(userSysId ?? 0);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const open = (a?: Address) => {
    setErrors({});
    setEditing(a ? a.addressSysId : 'new');
    setV(a ? { ...a } : EMPTY);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!v.addressName.trim()) errs.addressName = t('users.address.required');
    if (!v.receiverName.trim()) errs.receiverName = t('users.address.required');
    if (!MOBILE_RE.test(v.receiverPhone)) errs.receiverPhone = t('auth.verify.mobileInvalid');
    if (!/^\d{5}$/.test(v.zonecode)) errs.zonecode = t('users.address.zonecode');
    if (!v.address.trim()) errs.address = t('users.address.required');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      await save.mutateAsync({ ...v, ...(typeof editing === 'number' ? { addressSysId: editing } : {}) });
      setEditing(null);
    } catch (err) {
      void notify(err instanceof ApiError ? err.message : t('users.failed'));
    }
  };

  const input = (k: keyof typeof EMPTY, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={k}
      value={String(v[k])}
      onChange={(e) => setV({ ...v, [k]: e.target.value })}
      error={errors[k]}
      {...extra}
    />
  );

  const addresses = list.data?.addresses ?? [];
  return (
    <div className="page">
      <Header title={t('screens.AddressBook')} />
      <main className="page__body u-body">
        {editing !== null ? (
          <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
            {input('addressName', t('users.address.addressName'), {
              maxLength: 20,
              placeholder: t('users.address.namePh'),
            })}
            {input('receiverName', t('users.address.receiverName'), { maxLength: 20 })}
            {input('receiverPhone', t('users.address.receiverPhone'), { inputMode: 'numeric', maxLength: 11 })}
            {input('zonecode', t('users.address.zonecodeLabel'), { inputMode: 'numeric', maxLength: 5 })}
            {input('address', t('users.address.address'))}
            {input('addressDetail', t('users.address.addressDetail'))}
            <label className="u-check">
              <input
                type="checkbox"
                checked={v.isDefault}
                onChange={(e) => setV({ ...v, isDefault: e.target.checked })}
              />
              <span>{t('users.address.makeDefault')}</span>
            </label>
            <div className="u-actions">
              <Button variant="outline" onClick={() => setEditing(null)}>
                {t('users.cancel')}
              </Button>
              <Button type="submit" busy={save.isPending} disabled={save.isPending}>
                {t('users.save')}
              </Button>
            </div>
          </form>
        ) : list.isPending ? (
          <Spinner label={t('common.loading')} center />
        ) : (
          <>
            {addresses.length === 0 ? (
              <EmptyState title={t('users.address.empty')} />
            ) : (
              <ul className="u-cards">
                {addresses.map((a) => (
                  <li key={a.addressSysId} className="u-card">
                    <div className="u-card__head">
                      <strong>{a.addressName}</strong>
                      {a.isDefault ? <span className="chip">{t('users.address.default')}</span> : null}
                    </div>
                    <p>
                      {a.receiverName} · {a.receiverPhone}
                    </p>
                    <p>
                      ({a.zonecode}) {a.address} {a.addressDetail}
                    </p>
                    <div className="u-actions">
                      <Button size="sm" variant="outline" onClick={() => open(a)}>
                        {t('users.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={async () => {
                          if (await ask(t('users.address.confirmDelete'))) del.mutate(a.addressSysId);
                        }}
                      >
                        {t('users.delete')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <Button block size="lg" disabled={addresses.length >= ADDRESS_BOOK_MAX} onClick={() => open()}>
              {t('users.address.add', { max: ADDRESS_BOOK_MAX })}
            </Button>
          </>
        )}
      </main>
    </div>
  );
}
