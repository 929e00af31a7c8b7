import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { adminBrandRequest, SELLER_IDENTITY_FIELDS } from '@lc/contracts';
import { ApiError } from '../../../../shared/api/client';
import { useLocale } from '../../../../shared/i18n';
import { useSession } from '../../../../shared/session';
import { ADMIN_KEYS } from '../../api/admin-call';
import { type AdminBrand } from '../../api/get-brands';
import { useSaveBrand } from '../../api/save-brand';
import { useAdminT } from '../../i18n';
import { can } from '../../nav';
import { DataTable } from '../../ui/DataTable';
import { editColumn } from '../../ui/table/edit-column';
import { Field, validate } from '../../ui/form';
import { kstDateTime } from '../../ui/format';
import { InlineForm, TitleBar, useInlineEdit } from '../../ui/inline-edit';
import {
  emptySellerForm,
  SellerIdentityFields,
  SellerIdentityState,
  sellerBody,
  type SellerForm,
} from './brand-identity';

/** The brands: the list and the inline form that adds or edits one. */
export function BrandsTab() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const write = can(role, 'brands.write');
  const save = useSaveBrand();
  const { editing, f, setF, errors, setErrors, serverError, setServerError, open, close } = useInlineEdit(
    { name: '', nameEn: '', sellerSysId: '0', seller: emptySellerForm() },
    (b: AdminBrand) => ({
      name: b.name,
      nameEn: b.nameEn ?? '',
      sellerSysId: String(b.sellerSysId),
      seller: Object.fromEntries(SELLER_IDENTITY_FIELDS.map((k) => [k, b.seller[k] ?? ''])) as SellerForm,
    }),
  );
  const columns = useMemo<ColumnDef<AdminBrand, unknown>[]>(
    () => [
      { id: 'brandSysId', header: 'ID', enableSorting: false, accessorFn: (r) => r.brandSysId },
      { id: 'name', header: t('admin.brands.name'), accessorFn: (r) => r.name },
      { id: 'nameEn', header: t('admin.brands.nameEn'), enableSorting: false, accessorFn: (r) => r.nameEn ?? '' },
      { id: 'seller', header: t('admin.brands.seller'), enableSorting: false, accessorFn: (r) => r.sellerSysId || '' },
      { id: 'products', header: t('admin.brands.products'), enableSorting: false, accessorFn: (r) => r.productCount },
      {
        id: 'identity',
        header: t('admin.brands.identity'),
        enableSorting: false,
        accessorFn: (r) => r.sellerIdentityMissing.length,
        cell: ({ row }) => <SellerIdentityState missing={row.original.sellerIdentityMissing} />,
      },
      { id: 'createdAt', header: t('admin.products.createdAt'), accessorFn: (r) => kstDateTime(r.createdAt, locale) },
      editColumn<AdminBrand>(t, write ? open : null),
    ],
    [t, locale, write, open],
  );
  const submit = () => {
    const v = validate(adminBrandRequest, {
      name: f.name,
      nameEn: f.nameEn || null,
      sellerSysId: Number(f.sellerSysId || 0),
      ...sellerBody(f.seller),
    });
    if (!v.ok) return setErrors(v.errors);
    save.mutate(
      { brandSysId: editing === 'new' || !editing ? null : editing.brandSysId, body: v.data },
      {
        onSuccess: close,
        onError: (e) => setServerError(e instanceof ApiError ? e.message : t('admin.error')),
      },
    );
  };
  return (
    <>
      <TitleBar
        title={t('admin.catalog.brands')}
        newLabel={t('admin.brands.new')}
        onNew={write ? () => open('new') : null}
      />
      {editing ? (
        <InlineForm onSubmit={submit} onCancel={close} serverError={serverError} pending={save.isPending}>
          <Field label={t('admin.brands.name')} name="name" errors={errors}>
            <input value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} />
          </Field>
          <Field label={t('admin.brands.nameEn')} name="nameEn" errors={errors}>
            <input value={f.nameEn} onChange={(e) => setF({ ...f, nameEn: e.target.value })} />
          </Field>
          <Field label={t('admin.brands.seller')} name="sellerSysId" errors={errors}>
            <input
              inputMode="numeric"
              value={f.sellerSysId}
              onChange={(e) => setF({ ...f, sellerSysId: e.target.value })}
            />
          </Field>
          <SellerIdentityFields value={f.seller} onChange={(seller) => setF({ ...f, seller })} errors={errors} />
        </InlineForm>
      ) : null}
      <DataTable<AdminBrand>
        path="brands"
        queryKey={ADMIN_KEYS.brands}
        columns={columns}
        csvName="brands"
        rowId={(r) => String(r.brandSysId)}
      />
    </>
  );
}
