import { useState } from 'react';
import { adminBroadcastCreateRequest } from '@lc/contracts';
import { ApiError } from '../../../../shared/api/client';
import { notify } from '../../../../shared/dialog';
import { useSaveBroadcast } from '../../api/broadcasts';
import { useAdminT } from '../../i18n';
import { BrandSelect } from '../../ui/BrandSelect';
import { Field, FormActions, validate, type FieldErrors } from '../../ui/form';
import { kstDay } from '../../ui/format';
import { ProductPicker } from '../../ui/ProductPicker';
import { SelloverSelect } from '../../ui/SelloverSelect';

/**
 * A new show: brand, its sellover and products picked by name, titles, one airing (date, start,
 * end) and a brief. Saved: the operator is told what was booked, and the calendar shows its month.
 */
export function BroadcastForm({ onDone }: { onDone: (saved?: { startDate: string }) => void }) {
  const t = useAdminT();
  const save = useSaveBroadcast();
  const [f, setF] = useState(() => ({
    brandSysId: '',
    hostUserSysId: '',
    title: '',
    titleEn: '',
    briefComment: '',
    startDate: kstDay(Date.now()),
    startTime: '20:00',
    endTime: '21:00',
  }));
  const [prdtSysIds, setPrdtSysIds] = useState<number[]>([]);
  const brand = f.brandSysId ? Number(f.brandSysId) : null;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF((s) => ({ ...s, [k]: e.target.value }));
  const submit = () => {
    const v = validate(adminBroadcastCreateRequest, {
      brandSysId: Number(f.brandSysId),
      hostUserSysId: f.hostUserSysId ? Number(f.hostUserSysId) : null,
      title: f.title,
      titleEn: f.titleEn || null,
      briefComment: f.briefComment,
      schedules: [{ startDate: f.startDate, startTime: f.startTime, endTime: f.endTime }],
      prdtSysIds,
    });
    if (!v.ok) return setErrors(v.errors);
    setErrors({});
    save.mutate(
      { broadcastSysId: null, body: v.data },
      {
        onSuccess: () => {
          const { startDate, startTime } = v.data.schedules[0]!;
          void notify(t('admin.broadcasts.booked', { title: v.data.title, date: startDate, time: startTime }));
          onDone({ startDate });
        },
        onError: (e) => setServerError(e instanceof ApiError ? e.message : t('admin.error')),
      },
    );
  };
  return (
    <form
      className="adm-form"
      data-testid="broadcast-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="adm-form__grid">
        <Field label={t('admin.products.brand')} name="brandSysId" errors={errors}>
          <BrandSelect
            value={f.brandSysId}
            onChange={(e) => {
              // the sellover and the products belong to the brand: a new brand starts them over
              setF((s) => ({ ...s, brandSysId: e.target.value, hostUserSysId: '' }));
              setPrdtSysIds([]);
            }}
            testId="broadcast-brand"
          />
        </Field>
        <Field label={t('admin.broadcasts.host')} name="hostUserSysId" errors={errors}>
          <SelloverSelect
            brandSysId={brand}
            value={f.hostUserSysId}
            onChange={(v) => setF((s) => ({ ...s, hostUserSysId: v }))}
            testId="broadcast-host"
          />
        </Field>
        <Field label={t('admin.broadcasts.title')} name="title" errors={errors} wide>
          <input value={f.title} onChange={set('title')} data-testid="broadcast-title" />
        </Field>
        <Field label={t('admin.broadcasts.titleEn')} name="titleEn" errors={errors} wide>
          <input value={f.titleEn} onChange={set('titleEn')} />
        </Field>
        <Field label={t('admin.broadcasts.date')} name="schedules.0.startDate" errors={errors}>
          <input type="date" value={f.startDate} onChange={set('startDate')} data-testid="broadcast-date" />
        </Field>
        <Field label={t('admin.broadcasts.start')} name="schedules.0.startTime" errors={errors}>
          <input type="time" value={f.startTime} onChange={set('startTime')} data-testid="broadcast-start" />
        </Field>
        <Field label={t('admin.broadcasts.end')} name="schedules.0.endTime" errors={errors}>
          <input type="time" value={f.endTime} onChange={set('endTime')} data-testid="broadcast-end" />
        </Field>
        <Field label={t('admin.broadcasts.products')} name="prdtSysIds" errors={errors} wide group>
          <ProductPicker brandSysId={brand} value={prdtSysIds} onChange={setPrdtSysIds} testId="broadcast-products" />
        </Field>
        <Field label={t('admin.broadcasts.brief')} name="briefComment" errors={errors} wide>
          <textarea rows={2} value={f.briefComment} onChange={set('briefComment')} />
        </Field>
      </div>
      <FormActions error={serverError} onCancel={onDone} saving={save.isPending} saveTestId="broadcast-save" />
    </form>
  );
}
