import { useT } from '../../../shared/i18n';
import { TextField } from '../../../shared/ui';
import type { Form, FormErrors, SetField } from './useBuyForm';

/** Who orders: name, phone, e-mail. */
export function OrdererSection({ form, set, errors }: { form: Form; set: SetField; errors: FormErrors }) {
  const t = useT();
  return (
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
  );
}
