import { Link } from 'react-router';
import { formatWon } from '../../../../shared/format';
import { useLocale } from '../../../../shared/i18n';
import type { AdminMemberDetail } from '../../api/members';
import { useAdminT } from '../../i18n';
import { kstDateTime } from '../../ui/format';

/** The member's orders, each linking to its detail. */
export function MemberOrders({ orders }: { orders: AdminMemberDetail['orders'] }) {
  const t = useAdminT();
  const [locale] = useLocale();
  return (
    <table className="adm-history">
      <tbody>
        {orders.map((o) => (
          <tr key={o.orderSysId}>
            <td>
              <Link to={`/admin/orders/${o.orderSysId}`}>{o.orderNumber}</Link>
            </td>
            <td>{kstDateTime(o.createdAt, locale)}</td>
            <td>{t(`orders.status.${o.status}`)}</td>
            <td>{formatWon(o.payAmount, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
