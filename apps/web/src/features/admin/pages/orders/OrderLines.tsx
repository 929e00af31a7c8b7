import { useState } from 'react';
import type { AdminOrderRow } from '@lc/contracts';
import { useSession } from '../../../../shared/session';
import { ADMIN_KEYS } from '../../api/admin-call';
import { can } from '../../nav';
import { DataTable } from '../../ui/DataTable';
import { DispatchDialog } from '../../ui/DispatchDialog';
import type { AppliedFilters } from '../../ui/FilterBar';
import { OrderBulkActions } from './OrderBulkActions';
import { OrderFilters } from './OrderFilters';
import { useOrderLineColumns } from './useOrderLineColumns';

/** The order lines tab: filters, the lines table and (for a fulfiller) bulk prepare → dispatch → delivered. */
export function OrderLines() {
  const { role } = useSession();
  const [applied, setApplied] = useState<AppliedFilters>({});
  const [dispatching, setDispatching] = useState<AdminOrderRow[] | null>(null);
  const fulfil = can(role, 'orders.fulfil');
  const columns = useOrderLineColumns();
  return (
    <>
      <OrderFilters onApply={setApplied} />
      <DataTable<AdminOrderRow>
        path="orders"
        queryKey={ADMIN_KEYS.orders}
        columns={columns}
        filters={applied}
        csvName="orders"
        serverCsv
        personalData
        rowId={(r) => String(r.orderPrdtSysId)}
        selectable={fulfil}
        testId="orders-table"
        bulk={(selected, clear) => <OrderBulkActions selected={selected} clear={clear} onDispatch={setDispatching} />}
      />
      {dispatching ? <DispatchDialog lines={dispatching} onDone={() => setDispatching(null)} /> : null}
    </>
  );
}
