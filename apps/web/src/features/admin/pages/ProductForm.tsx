import { useRef, useState } from 'react';
import { adminProductCreateRequest, adminProductUpdateRequest, type AdminProductDetail } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { useBrandOptions } from '../api/get-brands';
import { useAdminCategories } from '../api/get-categories';
import { postUpload } from '../api/post-upload';
import { useSaveProduct } from '../api/save-product';
import { useAdminT } from '../i18n';
import { Field, FormActions, validate, type FieldErrors } from '../ui/form';

interface OptionRow {
  optionGroup: string;
  optionKeyName: string;
  addedPrice: string;
  stock: string;
}
interface AddingRow {
  name: string;
  details: { name: string; price: string; stock: string }[];
}
interface Upload {
  id: number;
  name: string;
  percent: number;
  error: string | null;
}

const num = (s: string) => (s.trim() === '' ? NaN : Number(s));
/** <input type=datetime-local> (Korean wall time) ↔ ISO with the +09:00 offset the schema wants */
const toIso = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}+09:00` : null);
const fromIso = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(0, 16) : '';

/** The form's text fields: empty for a new product, else the product's values. */
function initialFields(product: AdminProductDetail | null) {
  return {
    brandSysId: product ? String(product.brandSysId) : '',
    categorySysId: product?.categorySysId ? String(product.categorySysId) : '',
    name: product?.name ?? '',
    nameEn: product?.nameEn ?? '',
    description: product?.description ?? '',
    marketPrice: product ? String(product.marketPrice) : '',
    price: product ? String(product.price) : '',
    stock: product ? String(product.stock) : '0',
    isDisplay: product ? product.isDisplay === 1 : true,
    isSoldout: product ? product.isSoldout === 1 : false,
    deliveryPriceTypeCode: product ? String(product.deliveryPriceTypeCode) : '1',
    deliveryPrice: product ? String(product.deliveryPrice) : '0',
    freeDeliveryMinAmount: product?.freeDeliveryMinAmount ? String(product.freeDeliveryMinAmount) : '',
    livePrice: product && product.livePrice !== null ? String(product.livePrice) : '',
    liveStart: fromIso(product?.livePriceStartDate ?? null),
    liveEnd: fromIso(product?.livePriceEndDate ?? null),
  };
}

/** Create or edit a product: options, stock, adding products, images with upload progress, live price window. */
export function ProductForm({ product, onDone }: { product: AdminProductDetail | null; onDone: () => void }) {
  const t = useAdminT();
  const [locale] = useLocale();
  const brands = useBrandOptions();
  const categories = useAdminCategories();
  const save = useSaveProduct();
  const [f, setF] = useState(() => initialFields(product));
  const [images, setImages] = useState<string[]>(() => product?.images ?? []);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const uploadSeq = useRef(0);
  const [options, setOptions] = useState<OptionRow[]>(() =>
    (product?.options ?? []).map((o) => ({
      optionGroup: o.optionGroup,
      optionKeyName: o.optionKeyName,
      addedPrice: String(o.addedPrice),
      stock: String(o.stock),
    })),
  );
  const [adding, setAdding] = useState<AddingRow[]>(() =>
    (product?.addingProducts ?? []).map((a) => ({
      name: a.name,
      details: a.details.map((d) => ({ name: d.name, price: String(d.price), stock: String(d.stock) })),
    })),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF((s) => ({ ...s, [k]: e.target.value }));

  const upload = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const id = ++uploadSeq.current;
      setUploads((u) => [...u, { id, name: file.name, percent: 0, error: null }]);
      const update = (p: Partial<Upload>) => setUploads((u) => u.map((x) => (x.id === id ? { ...x, ...p } : x)));
      postUpload(file, (percent) => update({ percent }))
        .then((url) => {
          setImages((list) => [...list, url]);
          setErrors(({ images: _gone, ...rest }) => rest);
        })
        .catch((e: unknown) => update({ error: e instanceof ApiError ? e.message : t('admin.error') }));
    }
  };

  const submit = () => {
    const body = {
      brandSysId: num(f.brandSysId),
      categorySysId: f.categorySysId ? num(f.categorySysId) : null,
      name: f.name,
      nameEn: f.nameEn || null,
      description: f.description || null,
      marketPrice: num(f.marketPrice),
      price: num(f.price),
      stock: num(f.stock),
      isDisplay: f.isDisplay ? 1 : 0,
      isSoldout: f.isSoldout ? 1 : 0,
      deliveryPriceTypeCode: num(f.deliveryPriceTypeCode),
      deliveryPrice: num(f.deliveryPrice),
      freeDeliveryMinAmount: f.freeDeliveryMinAmount ? num(f.freeDeliveryMinAmount) : null,
      images,
      livePrice: f.livePrice ? num(f.livePrice) : null,
      livePriceStartDate: f.livePrice ? toIso(f.liveStart) : null,
      livePriceEndDate: f.livePrice ? toIso(f.liveEnd) : null,
      options: options.map((o) => ({
        optionGroup: o.optionGroup,
        optionKeyName: o.optionKeyName,
        addedPrice: num(o.addedPrice || '0'),
        stock: num(o.stock),
      })),
      addingProducts: adding.map((a) => ({
        name: a.name,
        details: a.details.map((d) => ({ name: d.name, price: num(d.price), stock: num(d.stock) })),
      })),
    };
    setServerError(null);
    if (product) {
      const v = validate(adminProductUpdateRequest, body);
      if (!v.ok) return setErrors(v.errors);
      setErrors({});
      save.mutate(
        { prdtSysId: product.prdtSysId, body: v.data },
        { onSuccess: onDone, onError: (e) => setServerError(e instanceof ApiError ? e.message : t('admin.error')) },
      );
    } else {
      const v = validate(adminProductCreateRequest, body);
      if (!v.ok) return setErrors(v.errors);
      setErrors({});
      save.mutate(
        { prdtSysId: null, body: v.data },
        { onSuccess: onDone, onError: (e) => setServerError(e instanceof ApiError ? e.message : t('admin.error')) },
      );
    }
  };

  return (
    <form
      className="adm-form"
      data-testid="product-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="adm-h2">{product ? t('admin.products.edit', { name: product.name }) : t('admin.products.new')}</h2>
      <div className="adm-form__grid">
        <Field label={t('admin.products.brand')} name="brandSysId" errors={errors}>
          <select value={f.brandSysId} onChange={set('brandSysId')} data-testid="product-brand">
            <option value="">{t('admin.form.choose')}</option>
            {brands.data?.rows.map((b) => (
              <option key={b.brandSysId} value={b.brandSysId}>
                {locale === 'en' && b.nameEn ? b.nameEn : b.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('admin.products.category')} name="categorySysId" errors={errors}>
          <select value={f.categorySysId} onChange={set('categorySysId')}>
            <option value="">{t('admin.form.none')}</option>
            {categories.data?.rows.map((c) => (
              <option key={c.categorySysId} value={c.categorySysId}>
                {'— '.repeat(Math.max(0, c.categoryLevel - 1))}
                {locale === 'en' && c.nameEn ? c.nameEn : c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('admin.products.name')} name="name" errors={errors} wide>
          <input value={f.name} onChange={set('name')} data-testid="product-name" />
        </Field>
        <Field label={t('admin.products.nameEn')} name="nameEn" errors={errors} wide>
          <input value={f.nameEn} onChange={set('nameEn')} />
        </Field>
        <Field label={t('admin.products.marketPrice')} name="marketPrice" errors={errors}>
          <input
            inputMode="numeric"
            value={f.marketPrice}
            onChange={set('marketPrice')}
            data-testid="product-market-price"
          />
        </Field>
        <Field label={t('admin.products.price')} name="price" errors={errors}>
          <input inputMode="numeric" value={f.price} onChange={set('price')} data-testid="product-price" />
        </Field>
        <Field label={t('admin.products.stock')} name="stock" errors={errors}>
          <input inputMode="numeric" value={f.stock} onChange={set('stock')} data-testid="product-stock" />
        </Field>
        <div className="adm-field">
          <span>{t('admin.products.switches')}</span>
          <label className="adm-check">
            <input
              type="checkbox"
              checked={f.isDisplay}
              onChange={(e) => setF((s) => ({ ...s, isDisplay: e.target.checked }))}
            />
            {t('admin.products.display')}
          </label>
          <label className="adm-check">
            <input
              type="checkbox"
              checked={f.isSoldout}
              onChange={(e) => setF((s) => ({ ...s, isSoldout: e.target.checked }))}
            />
            {t('admin.products.soldout')}
          </label>
        </div>
        <Field label={t('admin.products.deliveryType')} name="deliveryPriceTypeCode" errors={errors}>
          <select value={f.deliveryPriceTypeCode} onChange={set('deliveryPriceTypeCode')}>
            {['1', '2', '3'].map((c) => (
              <option key={c} value={c}>
                {t(`admin.products.delivery${c}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('admin.products.deliveryPrice')} name="deliveryPrice" errors={errors}>
          <input inputMode="numeric" value={f.deliveryPrice} onChange={set('deliveryPrice')} />
        </Field>
        <Field label={t('admin.products.freeMin')} name="freeDeliveryMinAmount" errors={errors}>
          <input inputMode="numeric" value={f.freeDeliveryMinAmount} onChange={set('freeDeliveryMinAmount')} />
        </Field>
        <Field label={t('admin.products.livePrice')} name="livePrice" errors={errors}>
          <input inputMode="numeric" value={f.livePrice} onChange={set('livePrice')} />
        </Field>
        <Field label={t('admin.products.liveStart')} name="livePriceStartDate" errors={errors}>
          <input type="datetime-local" value={f.liveStart} onChange={set('liveStart')} />
        </Field>
        <Field label={t('admin.products.liveEnd')} name="livePriceEndDate" errors={errors}>
          <input type="datetime-local" value={f.liveEnd} onChange={set('liveEnd')} />
        </Field>
        <Field label={t('admin.products.description')} name="description" errors={errors} wide>
          <textarea rows={4} value={f.description} onChange={set('description')} />
        </Field>
      </div>

      <fieldset className="adm-fieldset">
        <legend>{t('admin.products.images')}</legend>
        <div className="adm-images">
          {images.map((url, i) => (
            <figure key={url}>
              <img src={url} alt="" width={96} height={96} data-testid="product-image" />
              <figcaption>
                {i === 0 ? t('admin.products.mainImage') : null}
                <button type="button" onClick={() => setImages((l) => l.filter((u) => u !== url))}>
                  {t('admin.form.remove')}
                </button>
              </figcaption>
            </figure>
          ))}
        </div>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          aria-label={t('admin.products.addImage')}
          data-testid="product-image-input"
          onChange={(e) => {
            upload(e.target.files);
            e.target.value = '';
          }}
        />
        {uploads.map((u) => (
          <div key={u.id} className="adm-upload" data-testid="upload-progress">
            <span>{u.name}</span>
            <progress max={100} value={u.percent} aria-label={t('admin.products.uploading', { name: u.name })} />
            <span>{u.error ?? `${u.percent}%`}</span>
          </div>
        ))}
        {errors.images ? <small className="adm-field__error">{t('admin.products.imageRequired')}</small> : null}
      </fieldset>

      <fieldset className="adm-fieldset">
        <legend>{t('admin.products.options')}</legend>
        {options.map((o, i) => (
          <div key={i} className="adm-row" data-testid="option-row">
            {(['optionGroup', 'optionKeyName', 'addedPrice', 'stock'] as const).map((k) => (
              <label key={k}>
                <span className="sr-only">{t(`admin.products.option.${k}`)}</span>
                <input
                  placeholder={t(`admin.products.option.${k}`)}
                  value={o[k]}
                  data-testid={`option-${k}`}
                  aria-invalid={!!errors[`options.${i}.${k}`]}
                  onChange={(e) => setOptions((l) => l.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)))}
                />
              </label>
            ))}
            <button type="button" onClick={() => setOptions((l) => l.filter((_, j) => j !== i))}>
              {t('admin.form.remove')}
            </button>
          </div>
        ))}
        <button
          type="button"
          data-testid="option-add"
          onClick={() =>
            setOptions((l) => [
              ...l,
              { optionGroup: l[l.length - 1]?.optionGroup ?? '', optionKeyName: '', addedPrice: '0', stock: '0' },
            ])
          }
        >
          + {t('admin.products.addOption')}
        </button>
        {Object.keys(errors).some((k) => k.startsWith('options.')) ? (
          <small className="adm-field__error" role="alert">
            {t('admin.products.optionInvalid')}
          </small>
        ) : null}
      </fieldset>

      <fieldset className="adm-fieldset">
        <legend>{t('admin.products.adding')}</legend>
        {adding.map((a, i) => (
          <div key={i} className="adm-adding">
            <input
              placeholder={t('admin.products.addingName')}
              value={a.name}
              onChange={(e) => setAdding((l) => l.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
            />
            {a.details.map((d, k) => (
              <div key={k} className="adm-row">
                {(['name', 'price', 'stock'] as const).map((field) => (
                  <input
                    key={field}
                    placeholder={t(`admin.products.addingDetail.${field}`)}
                    value={d[field]}
                    onChange={(e) =>
                      setAdding((l) =>
                        l.map((x, j) =>
                          j === i
                            ? {
                                ...x,
                                details: x.details.map((y, m) => (m === k ? { ...y, [field]: e.target.value } : y)),
                              }
                            : x,
                        ),
                      )
                    }
                  />
                ))}
              </div>
            ))}
            <button
              type="button"
              onClick={() =>
                setAdding((l) =>
                  l.map((x, j) =>
                    j === i ? { ...x, details: [...x.details, { name: '', price: '', stock: '0' }] } : x,
                  ),
                )
              }
            >
              + {t('admin.products.addingAddDetail')}
            </button>
            <button type="button" onClick={() => setAdding((l) => l.filter((_, j) => j !== i))}>
              {t('admin.form.remove')}
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() => setAdding((l) => [...l, { name: '', details: [{ name: '', price: '', stock: '0' }] }])}
        >
          + {t('admin.products.addAdding')}
        </button>
        {Object.keys(errors).some((k) => k.startsWith('addingProducts.')) ? (
          <small className="adm-field__error" role="alert">
            {t('admin.products.addingInvalid')}
          </small>
        ) : null}
      </fieldset>
      <FormActions
        error={errors._ ? t('admin.form.nothing') : serverError}
        onCancel={onDone}
        saving={save.isPending}
        saveTestId="product-save"
      />
    </form>
  );
}
