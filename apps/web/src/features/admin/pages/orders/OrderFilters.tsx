import { ORDER_STATUS, PAY_METHODS } from '@lc/contracts';
import { useAdminT } from '../../i18n';
import { FilterBar, withAll, type AppliedFilters } from '../../ui/FilterBar';

const STATES = Object.values(ORDER_STATUS);
/** the search's field → its label */
const SEARCH_FIELDS: Record<string, string> = {
  orderNumber: 'admin.orders.number',
  name: 'admin.orders.name',
  phone: 'admin.orders.phone',
};

/** The order lines' filters (state, period, payment, member or guest, a search in one field), applied on submit. */
export function OrderFilters({ onApply }: { onApply: (f: AppliedFilters) => void }) {
  const t = useAdminT();
  return (
    <FilterBar
      // the search field only goes with a search
      onApply={(f) => onApply({ ...f, searchField: f.q ? f.searchField : undefined })}
      fields={[
        {
          kind: 'select',
          name: 'status',
          label: t('admin.orders.state'),
          testId: 'filter-status',
          options: withAll(t('admin.orders.allStates'), STATES, (s) => t(`orders.status.${s}`)),
        },
        { kind: 'date', name: 'from', label: t('admin.filters.from') },
        { kind: 'date', name: 'to', label: t('admin.filters.to') },
        {
          kind: 'select',
          name: 'payMethod',
          label: t('admin.orders.payMethod'),
          options: withAll(t('admin.orders.allPay'), PAY_METHODS, (m) => t(`admin.payMethods.${m}`)),
        },
        {
          kind: 'select',
          name: 'member',
          label: t('admin.orders.memberType'),
          options: withAll(t('admin.orders.allMembers'), ['member', 'guest'], (m) => t(`admin.orders.${m}`)),
        },
        {
          kind: 'select',
          name: 'searchField',
          label: t('admin.filters.field'),
          options: withAll(t('admin.orders.searchAll'), Object.keys(SEARCH_FIELDS), (f) => t(SEARCH_FIELDS[f] ?? f)),
        },
        {
          kind: 'search',
          name: 'q',
          label: t('admin.filters.search'),
          placeholder: t('admin.filters.search'),
          testId: 'filter-q',
        },
      ]}
    />
  );
}
