import { useMemo, useState } from 'react';
import { Route, Routes } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { adminBrandRequest, adminCategoryRequest } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { notify } from '../../../shared/dialog';
import { formatWon } from '../../../shared/format';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { ADMIN_KEYS } from '../api/admin-call';
import { useBrandOptions, type AdminBrand } from '../api/get-brands';
import { useAdminCategories, type AdminCategory } from '../api/get-categories';
import { useAdminProduct } from '../api/get-product';
import { useSaveBrand } from '../api/save-brand';
import { useSaveCategory } from '../api/save-category';
import { useSaveProduct } from '../api/save-product';
import { useAdminT } from '../i18n';
import { can } from '../nav';
import { DataTable } from '../ui/DataTable';
import { Field, FormError, validate, type FieldErrors } from '../ui/form';
import { kstDateTime } from '../ui/format';
import { SubNav } from '../ui/SubNav';
import { ProductForm } from './ProductForm';

interface ProductRow {
  prdtSysId: number;
  name: string;
  brandSysId: number;
  brandName: string;
  categorySysId: number | null;
  price: number;
  marketPrice: number;
  livePrice: number | null;
  stock: number;
  isDisplay: number;
  isSoldout: number;
  saleCount: number;
  squareImageUrl: string;
  createdAt: string;
}

/** Catalog: products (with their form), brands, categories. */
export function CatalogPage() {
  return (
    <section>
      <SubNav
        base="/admin/catalog"
        items={[
          { path: '', key: 'admin.catalog.products' },
          { path: 'brands', key: 'admin.catalog.brands' },
          { path: 'categories', key: 'admin.catalog.categories' },
        ]}
      />
      <Routes>
        <Route index element={<Products />} />
        <Route path="brands" element={<Brands />} />
        <Route path="categories" element={<Categories />} />
      </Routes>
    </section>
  );
}

function Products() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const write = can(role, 'products.write');
  const brands = useBrandOptions();
  const save = useSaveProduct();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const detail = useAdminProduct(typeof editing === 'number' ? editing : null);
  const [brandSysId, setBrandSysId] = useState('');
  const [display, setDisplay] = useState('');
  const [soldout, setSoldout] = useState('');
  const [q, setQ] = useState('');
  const [applied, setApplied] = useState<Record<string, string | undefined>>({});

  const columns = useMemo<ColumnDef<ProductRow, unknown>[]>(() => {
    const toggle = (r: ProductRow, k: 'isDisplay' | 'isSoldout') =>
      save.mutate(
        { prdtSysId: r.prdtSysId, body: { [k]: r[k] === 1 ? 0 : 1 } },
        { onError: (e) => notify(e instanceof ApiError ? e.message : t('admin.error')) },
      );
    return [
      {
        id: 'image',
        header: '',
        enableSorting: false,
        cell: ({ row }) => <img src={row.original.squareImageUrl} alt="" width={40} height={40} />,
      },
      { id: 'prdtSysId', header: 'ID', enableSorting: false, accessorFn: (r) => r.prdtSysId },
      { id: 'name', header: t('admin.products.name'), accessorFn: (r) => r.name },
      { id: 'brand', header: t('admin.products.brand'), enableSorting: false, accessorFn: (r) => r.brandName },
      { id: 'price', header: t('admin.products.price'), accessorFn: (r) => formatWon(r.price, locale) },
      {
        id: 'livePrice',
        header: t('admin.products.livePrice'),
        enableSorting: false,
        accessorFn: (r) => (r.livePrice !== null ? formatWon(r.livePrice, locale) : ''),
      },
      { id: 'stock', header: t('admin.products.stock'), accessorFn: (r) => r.stock },
      { id: 'saleCount', header: t('admin.products.sold'), accessorFn: (r) => r.saleCount },
      {
        id: 'isDisplay',
        header: t('admin.products.display'),
        enableSorting: false,
        accessorFn: (r) => (r.isDisplay ? 'Y' : 'N'),
        cell: ({ row: { original: r } }) => (
          <input
            type="checkbox"
            role="switch"
            aria-label={t('admin.products.display')}
            checked={r.isDisplay === 1}
            disabled={!write}
            onChange={() => toggle(r, 'isDisplay')}
          />
        ),
      },
      {
        id: 'isSoldout',
        header: t('admin.products.soldout'),
        enableSorting: false,
        accessorFn: (r) => (r.isSoldout ? 'Y' : 'N'),
        cell: ({ row: { original: r } }) => (
          <input
            type="checkbox"
            role="switch"
            aria-label={t('admin.products.soldout')}
            checked={r.isSoldout === 1}
            disabled={!write}
            onChange={() => toggle(r, 'isSoldout')}
          />
        ),
      },
      { id: 'createdAt', header: t('admin.products.createdAt'), accessorFn: (r) => kstDateTime(r.createdAt, locale) },
      {
        id: '_actions',
        header: '',
        enableSorting: false,
        cell: ({ row }) =>
          write ? (
            <button type="button" onClick={() => setEditing(row.original.prdtSysId)}>
              {t('admin.form.edit')}
            </button>
          ) : null,
      },
    ];
  }, [t, locale, save, write]);

  if (editing === 'new') return <ProductForm product={null} onDone={() => setEditing(null)} />;
  if (typeof editing === 'number') {
    return detail.data ? (
      <ProductForm key={detail.data.prdtSysId} product={detail.data} onDone={() => setEditing(null)} />
    ) : (
      <p className="adm-empty">{detail.isError ? t('admin.error') : t('common.loading')}</p>
    );
  }

  return (
    <>
      <div className="adm-titlebar">
        <h1 className="adm-h1">{t('admin.catalog.products')}</h1>
        {write ? (
          <button type="button" className="adm-primary" onClick={() => setEditing('new')} data-testid="product-new">
            + {t('admin.products.new')}
          </button>
        ) : null}
      </div>
      <form
        className="adm-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied({
            brandSysId: brandSysId || undefined,
            isDisplay: display || undefined,
            isSoldout: soldout || undefined,
            q: q || undefined,
          });
        }}
      >
        <select
          aria-label={t('admin.products.brand')}
          value={brandSysId}
          onChange={(e) => setBrandSysId(e.target.value)}
        >
          <option value="">{t('admin.products.allBrands')}</option>
          {brands.data?.rows.map((b) => (
            <option key={b.brandSysId} value={b.brandSysId}>
              {locale === 'en' && b.nameEn ? b.nameEn : b.name}
            </option>
          ))}
        </select>
        <select aria-label={t('admin.products.display')} value={display} onChange={(e) => setDisplay(e.target.value)}>
          <option value="">
            {t('admin.products.display')}: {t('admin.filters.any')}
          </option>
          <option value="1">{t('admin.products.display')}: Y</option>
          <option value="0">{t('admin.products.display')}: N</option>
        </select>
        <select aria-label={t('admin.products.soldout')} value={soldout} onChange={(e) => setSoldout(e.target.value)}>
          <option value="">
            {t('admin.products.soldout')}: {t('admin.filters.any')}
          </option>
          <option value="1">{t('admin.products.soldout')}: Y</option>
          <option value="0">{t('admin.products.soldout')}: N</option>
        </select>
        <input
          type="search"
          aria-label={t('admin.filters.search')}
          placeholder={t('admin.filters.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <button type="submit" className="adm-primary">
          {t('admin.filters.apply')}
        </button>
      </form>
      <DataTable<ProductRow>
        path="products"
        queryKey={ADMIN_KEYS.products}
        columns={columns}
        filters={applied}
        csvName="products"
        serverCsv
        rowId={(r) => String(r.prdtSysId)}
        testId="products-table"
      />
    </>
  );
}

function Brands() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const write = can(role, 'brands.write');
  const save = useSaveBrand();
  const [editing, setEditing] = useState<AdminBrand | 'new' | null>(null);
  const [f, setF] = useState({ name: '', nameEn: '', sellerSysId: '0' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const open = (b: AdminBrand | 'new') => {
    setEditing(b);
    setErrors({});
    setServerError(null);
    setF(
      b === 'new'
        ? { name: '', nameEn: '', sellerSysId: '0' }
        : { name: b.name, nameEn: b.nameEn ?? '', sellerSysId: String(b.sellerSysId) },
    );
  };
  const columns = useMemo<ColumnDef<AdminBrand, unknown>[]>(
    () => [
      { id: 'brandSysId', header: 'ID', enableSorting: false, accessorFn: (r) => r.brandSysId },
      { id: 'name', header: t('admin.brands.name'), accessorFn: (r) => r.name },
      { id: 'nameEn', header: t('admin.brands.nameEn'), enableSorting: false, accessorFn: (r) => r.nameEn ?? '' },
      { id: 'seller', header: t('admin.brands.seller'), enableSorting: false, accessorFn: (r) => r.sellerSysId || '' },
      { id: 'products', header: t('admin.brands.products'), enableSorting: false, accessorFn: (r) => r.productCount },
      { id: 'createdAt', header: t('admin.products.createdAt'), accessorFn: (r) => kstDateTime(r.createdAt, locale) },
      {
        id: '_actions',
        header: '',
        enableSorting: false,
        cell: ({ row }) =>
          write ? (
            <button type="button" onClick={() => open(row.original)}>
              {t('admin.form.edit')}
            </button>
          ) : null,
      },
    ],
    [t, locale, write],
  );
  const submit = () => {
    const v = validate(adminBrandRequest, {
      name: f.name,
      nameEn: f.nameEn || null,
      sellerSysId: Number(f.sellerSysId || 0),
    });
    if (!v.ok) return setErrors(v.errors);
    save.mutate(
      { brandSysId: editing === 'new' || !editing ? null : editing.brandSysId, body: v.data },
      {
        onSuccess: () => setEditing(null),
        onError: (e) => setServerError(e instanceof ApiError ? e.message : t('admin.error')),
      },
    );
  };
  return (
    <>
      <div className="adm-titlebar">
        <h1 className="adm-h1">{t('admin.catalog.brands')}</h1>
        {write ? (
          <button type="button" className="adm-primary" onClick={() => open('new')}>
            + {t('admin.brands.new')}
          </button>
        ) : null}
      </div>
      {editing ? (
        <form
          className="adm-form adm-form--inline"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
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
          <FormError message={serverError} />
          <button type="button" onClick={() => setEditing(null)}>
            {t('admin.form.cancel')}
          </button>
          <button type="submit" className="adm-primary" disabled={save.isPending}>
            {t('admin.form.save')}
          </button>
        </form>
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

function Categories() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const write = can(role, 'categories.write');
  const q = useAdminCategories();
  const save = useSaveCategory();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [f, setF] = useState({ parentSysId: '', name: '', nameEn: '', sortOrder: '0' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const rows = q.data?.rows ?? [];
  const open = (c: AdminCategory | 'new') => {
    setEditing(c);
    setErrors({});
    setServerError(null);
    setF(
      c === 'new'
        ? { parentSysId: '', name: '', nameEn: '', sortOrder: '0' }
        : {
            parentSysId: c.parentSysId ? String(c.parentSysId) : '',
            name: c.name,
            nameEn: c.nameEn ?? '',
            sortOrder: String(c.sortOrder),
          },
    );
  };
  const submit = () => {
    const v = validate(adminCategoryRequest, {
      parentSysId: f.parentSysId ? Number(f.parentSysId) : null,
      name: f.name,
      nameEn: f.nameEn || null,
      sortOrder: Number(f.sortOrder || 0),
    });
    if (!v.ok) return setErrors(v.errors);
    save.mutate(
      { categorySysId: editing === 'new' || !editing ? null : editing.categorySysId, body: v.data },
      {
        onSuccess: () => setEditing(null),
        onError: (e) => setServerError(e instanceof ApiError ? e.message : t('admin.error')),
      },
    );
  };
  const label = (c: AdminCategory) => (locale === 'en' && c.nameEn ? c.nameEn : c.name);
  return (
    <>
      <div className="adm-titlebar">
        <h1 className="adm-h1">{t('admin.catalog.categories')}</h1>
        {write ? (
          <button type="button" className="adm-primary" onClick={() => open('new')}>
            + {t('admin.categories.new')}
          </button>
        ) : null}
      </div>
      {editing ? (
        <form
          className="adm-form adm-form--inline"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field label={t('admin.categories.parent')} name="parentSysId" errors={errors}>
            <select value={f.parentSysId} onChange={(e) => setF({ ...f, parentSysId: e.target.value })}>
              <option value="">{t('admin.categories.top')}</option>
              {rows
                .filter((c) => c.categoryLevel === 1)
                .map((c) => (
                  <option key={c.categorySysId} value={c.categorySysId}>
                    {label(c)}
                  </option>
                ))}
            </select>
          </Field>
          <Field label={t('admin.categories.name')} name="name" errors={errors}>
            <input value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} />
          </Field>
          <Field label={t('admin.categories.nameEn')} name="nameEn" errors={errors}>
            <input value={f.nameEn} onChange={(e) => setF({ ...f, nameEn: e.target.value })} />
          </Field>
          <Field label={t('admin.categories.sortOrder')} name="sortOrder" errors={errors}>
            <input
              inputMode="numeric"
              value={f.sortOrder}
              onChange={(e) => setF({ ...f, sortOrder: e.target.value })}
            />
          </Field>
          <FormError message={serverError} />
          <button type="button" onClick={() => setEditing(null)}>
            {t('admin.form.cancel')}
          </button>
          <button type="submit" className="adm-primary" disabled={save.isPending}>
            {t('admin.form.save')}
          </button>
        </form>
      ) : null}
      <ul className="adm-tree">
        {rows
          .filter((c) => c.parentSysId === null)
          .sort((a, b) => a.sortOrder - b.sortOrder)
          .map((c) => (
            <li key={c.categorySysId}>
              <b>{label(c)}</b>{' '}
              {write ? (
                <button type="button" onClick={() => open(c)}>
                  {t('admin.form.edit')}
                </button>
              ) : null}
              <ul>
                {rows
                  .filter((s) => s.parentSysId === c.categorySysId)
                  .sort((a, b) => a.sortOrder - b.sortOrder)
                  .map((s) => (
                    <li key={s.categorySysId}>
                      {label(s)}{' '}
                      {write ? (
                        <button type="button" onClick={() => open(s)}>
                          {t('admin.form.edit')}
                        </button>
                      ) : null}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
      </ul>
    </>
  );
}
