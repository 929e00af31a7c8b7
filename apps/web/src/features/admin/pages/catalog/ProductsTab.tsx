import type { DisplayBlock } from '@lc/contracts';
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { ApiError } from '../../../../shared/api/client';
import { notify } from '../../../../shared/dialog';
import { formatWon } from '../../../../shared/format';
import { useLocale } from '../../../../shared/i18n';
import { useSession } from '../../../../shared/session';
import { ADMIN_KEYS } from '../../api/admin-call';
import { useAdminProduct } from '../../api/get-product';
import { useSaveProduct } from '../../api/save-product';
import { useAdminT } from '../../i18n';
import { can } from '../../nav';
import { DataTable } from '../../ui/DataTable';
import { editColumn } from '../../ui/table/edit-column';
import { kstDateTime } from '../../ui/format';
import { TitleBar } from '../../ui/inline-edit';
import { ProductForm } from '../ProductForm';
import { ProductFilters } from './ProductFilters';

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
  /** issue 33: why buyers do not see it although displayed */
  displayBlocks: DisplayBlock[];
}

/** The products: the list with its display and sold-out switches, the filters, and the product form. */
export function ProductsTab() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const write = can(role, 'products.write');
  const save = useSaveProduct();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const detail = useAdminProduct(typeof editing === 'number' ? editing : null);
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
        id: 'blocked',
        header: t('admin.products.blocked'),
        enableSorting: false,
        accessorFn: (r) => r.displayBlocks.map((b) => t(`admin.products.blocks.${b}`)).join(', '),
        cell: ({ row: { original: r } }) =>
          r.displayBlocks.length ? (
            <span className="adm-warn" data-testid="product-blocked">
              {r.displayBlocks.map((b) => t(`admin.products.blocks.${b}`)).join(', ')}
            </span>
          ) : null,
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
      editColumn<ProductRow>(t, write ? (r) => setEditing(r.prdtSysId) : null),
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
      <TitleBar
        title={t('admin.catalog.products')}
        newLabel={t('admin.products.new')}
        onNew={write ? () => setEditing('new') : null}
        testId="product-new"
      />
      <ProductFilters onApply={setApplied} />
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
