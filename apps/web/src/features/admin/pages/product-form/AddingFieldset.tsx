import type { Dispatch, SetStateAction } from 'react';
import { useAdminT } from '../../i18n';
import type { FieldErrors } from '../../ui/form';
import type { AddingRow } from './product-form';

const EMPTY_DETAIL = { name: '', price: '', stock: '0' };

/** The adding products, each with its details (name, price, stock). */
export function AddingFieldset({
  adding,
  setAdding,
  errors,
}: {
  adding: AddingRow[];
  setAdding: Dispatch<SetStateAction<AddingRow[]>>;
  errors: FieldErrors;
}) {
  const t = useAdminT();
  /** changes the i-th adding product */
  const change = (i: number, next: (a: AddingRow) => AddingRow) =>
    setAdding((l) => l.map((x, j) => (j === i ? next(x) : x)));
  return (
    <fieldset className="adm-fieldset">
      <legend>{t('admin.products.adding')}</legend>
      {adding.map((a, i) => (
        <div key={i} className="adm-adding">
          <input
            placeholder={t('admin.products.addingName')}
            value={a.name}
            onChange={(e) => change(i, (x) => ({ ...x, name: e.target.value }))}
          />
          {a.details.map((d, k) => (
            <div key={k} className="adm-row">
              {(['name', 'price', 'stock'] as const).map((field) => (
                <input
                  key={field}
                  placeholder={t(`admin.products.addingDetail.${field}`)}
                  value={d[field]}
                  onChange={(e) =>
                    change(i, (x) => ({
                      ...x,
                      details: x.details.map((y, m) => (m === k ? { ...y, [field]: e.target.value } : y)),
                    }))
                  }
                />
              ))}
            </div>
          ))}
          <button
            type="button"
            onClick={() => change(i, (x) => ({ ...x, details: [...x.details, { ...EMPTY_DETAIL }] }))}
          >
            + {t('admin.products.addingAddDetail')}
          </button>
          <button type="button" onClick={() => setAdding((l) => l.filter((_, j) => j !== i))}>
            {t('admin.form.remove')}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => setAdding((l) => [...l, { name: '', details: [{ ...EMPTY_DETAIL }] }])}>
        + {t('admin.products.addAdding')}
      </button>
      {Object.keys(errors).some((k) => k.startsWith('addingProducts.')) ? (
        <small className="adm-field__error" role="alert">
          {t('admin.products.addingInvalid')}
        </small>
      ) : null}
    </fieldset>
  );
}
