import type { AdminContractRow, adminProductRow } from '@lc/contracts';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEYS, adminCall } from './admin-call';

/** how many sellovers or products a picker lists (a brand's first ones by name; the search narrows) */
export const PICKER_ROWS = 100;

type ContractRow = AdminContractRow;
/** a row of GET admin/products (the contract's answer) */
export type ProductRow = z.infer<typeof adminProductRow>;

/** The sellovers with a complete contract with the brand (the ones a show of it can be booked for). */
export function useBrandSellovers(brandSysId: number | null) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.contracts, 'complete', brandSysId],
    queryFn: () =>
      adminCall<{ rows: ContractRow[]; totalCount: number }>('GET', 'sellovers/contracts', {
        status: 1,
        brandSysId: brandSysId!,
        startIndex: 0,
        rowCount: PICKER_ROWS,
      }),
    enabled: brandSysId !== null,
  });
}

/** The brand's products by name, narrowed by `q` (a part of the name). */
export function useBrandProducts(brandSysId: number | null, q: string) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.products, 'pick', brandSysId, q],
    queryFn: () =>
      adminCall<{ rows: ProductRow[]; totalCount: number }>('GET', 'products', {
        brandSysId: brandSysId!,
        ...(q ? { q } : {}),
        sort: 'name',
        order: 'asc',
        startIndex: 0,
        rowCount: PICKER_ROWS,
      }),
    enabled: brandSysId !== null,
    placeholderData: (prev) => prev,
  });
}
