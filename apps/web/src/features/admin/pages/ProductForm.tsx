import { useState } from 'react';
import { adminProductCreateRequest, adminProductUpdateRequest, type AdminProductDetail } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { useSaveProduct } from '../api/save-product';
import { useAdminT } from '../i18n';
import { FormActions, validate, type FieldErrors } from '../ui/form';
import { AddingFieldset } from './product-form/AddingFieldset';
import { ImagesFieldset } from './product-form/ImagesFieldset';
import { OptionsFieldset } from './product-form/OptionsFieldset';
import { initialAdding, initialFields, initialOptions, toBody } from './product-form/product-form';
import { ProductMainFields } from './product-form/ProductMainFields';
import { ReturnExceptionsFieldset } from './product-form/ReturnExceptionsFieldset';
import { useImageUploads } from './product-form/useImageUploads';

/** Create or edit a product: options, stock, adding products, images with upload progress, live price window. */
export function ProductForm({ product, onDone }: { product: AdminProductDetail | null; onDone: () => void }) {
  const t = useAdminT();
  const save = useSaveProduct();
  const [f, setF] = useState(() => initialFields(product));
  const [options, setOptions] = useState(() => initialOptions(product));
  const [adding, setAdding] = useState(() => initialAdding(product));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const { images, uploads, upload, remove } = useImageUploads(product?.images ?? [], () =>
    setErrors(({ images: _gone, ...rest }) => rest),
  );
  const onError = (e: unknown) => setServerError(e instanceof ApiError ? e.message : t('admin.error'));

  const submit = () => {
    const body = toBody(f, images, options, adding);
    setServerError(null);
    if (product) {
      const v = validate(adminProductUpdateRequest, body);
      if (!v.ok) return setErrors(v.errors);
      setErrors({});
      save.mutate({ prdtSysId: product.prdtSysId, body: v.data }, { onSuccess: onDone, onError });
    } else {
      const v = validate(adminProductCreateRequest, body);
      if (!v.ok) return setErrors(v.errors);
      setErrors({});
      save.mutate({ prdtSysId: null, body: v.data }, { onSuccess: onDone, onError });
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
      <ProductMainFields f={f} setF={setF} errors={errors} />
      <ImagesFieldset images={images} uploads={uploads} onFiles={upload} onRemove={remove} missing={!!errors.images} />
      <OptionsFieldset options={options} setOptions={setOptions} errors={errors} />
      <AddingFieldset adding={adding} setAdding={setAdding} errors={errors} />
      <ReturnExceptionsFieldset f={f} setF={setF} errors={errors} />
      <FormActions
        error={errors._ ? t('admin.form.nothing') : serverError}
        onCancel={onDone}
        saving={save.isPending}
        saveTestId="product-save"
      />
    </form>
  );
}
