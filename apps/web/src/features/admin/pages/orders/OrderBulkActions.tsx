import { ORDER_STATUS, type AdminOrderRow } from '@lc/contracts';
import { ApiError } from '../../../../shared/api/client';
import { ask, notify } from '../../../../shared/dialog';
import { useOrderMoves } from '../../api/post-order-moves';
import { useAdminT } from '../../i18n';

/** The bulk buttons over the selected lines: prepare the paid, dispatch the preparing, deliver the dispatched. */
export function OrderBulkActions({
  selected,
  clear,
  onDispatch,
}: {
  selected: AdminOrderRow[];
  clear: () => void;
  /** opens the dispatch dialog for these lines */
  onDispatch: (lines: AdminOrderRow[]) => void;
}) {
  const t = useAdminT();
  const moves = useOrderMoves();
  const run = async (kind: 'prepare' | 'delivered', lines: AdminOrderRow[]) => {
    if (!(await ask(t(`admin.orders.${kind}Ask`, { count: lines.length })))) return;
    moves[kind].mutate(
      lines.map((l) => l.orderPrdtSysId),
      {
        onSuccess: () => {
          clear();
          void notify(t('admin.orders.moved', { count: lines.length }));
        },
        onError: (e) => notify(e instanceof ApiError ? e.message : t('admin.error')),
      },
    );
  };
  const paid = selected.filter((l) => l.lineStatus === ORDER_STATUS.paid);
  const preparing = selected.filter((l) => l.lineStatus === ORDER_STATUS.preparing);
  const dispatched = selected.filter((l) => l.lineStatus === ORDER_STATUS.dispatched);
  return (
    <span className="adm-bulk">
      <button
        type="button"
        disabled={paid.length === 0 || moves.prepare.isPending}
        onClick={() => void run('prepare', paid)}
        data-testid="bulk-prepare"
      >
        {t('admin.orders.prepare')} ({paid.length})
      </button>
      <button
        type="button"
        disabled={preparing.length === 0}
        onClick={() => onDispatch(preparing)}
        data-testid="bulk-dispatch"
      >
        {t('admin.orders.dispatch')} ({preparing.length})
      </button>
      <button
        type="button"
        disabled={dispatched.length === 0 || moves.delivered.isPending}
        onClick={() => void run('delivered', dispatched)}
        data-testid="bulk-delivered"
      >
        {t('admin.orders.delivered')} ({dispatched.length})
      </button>
    </span>
  );
}
