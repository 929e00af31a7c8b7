import { Link } from 'react-router';
import type { MyPageOrderCounts } from '@lc/contracts';
import { useT } from '../../shared/i18n';

const ORDER_BOARD: readonly { key: keyof MyPageOrderCounts; to: string }[] = [
  { key: 'depositChecking', to: '/BuyHistory' },
  { key: 'paid', to: '/BuyHistory' },
  { key: 'preparing', to: '/BuyHistory' },
  { key: 'dispatched', to: '/BuyHistory' },
  { key: 'delivered', to: '/BuyHistory' },
  { key: 'claims', to: '/Exchange' },
];

/** The order status board: the member's order lines by state, each linking to its history. */
export function OrderBoard({ counts }: { counts: MyPageOrderCounts }) {
  const t = useT();
  return (
    <section className="mp-orders" aria-labelledby="mp-orders-title">
      <h3 id="mp-orders-title">{t('mypage.orders.title')}</h3>
      <ul className="mp-orders__list">
        {ORDER_BOARD.map(({ key, to }) => (
          <li key={key}>
            <Link to={to} className="mp-orders__item" data-testid={`order-count-${key}`}>
              <strong>{counts[key]}</strong>
              <span>{t(`mypage.orders.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
