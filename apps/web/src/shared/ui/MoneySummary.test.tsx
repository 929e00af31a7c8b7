import type { OrderAmounts } from '@lc/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPiece } from '../../testing/render';
import { MoneySummary } from './MoneySummary';

const amounts = (a: Partial<OrderAmounts>): OrderAmounts => ({
  prdtPrice: 0,
  discount: 0,
  couponAmount: 0,
  pointAmount: 0,
  deliveryPrice: 0,
  addDeliveryCost: 0,
  payAmount: 0,
  ...a,
});

const rowText = (testId: string) => screen.getByTestId(testId).textContent;

describe('<MoneySummary> (the one money summary of the shop)', () => {
  it('shows list price, discounts as minus rows, delivery and the server total, in Korean', () => {
    renderPiece(
      <MoneySummary
        amounts={amounts({
          prdtPrice: 45_000,
          discount: 5_000,
          couponAmount: 3_000,
          pointAmount: 1_000,
          deliveryPrice: 3_000,
          payAmount: 44_000,
        })}
      />,
    );
    expect(rowText('money-listPrice')).toBe('상품 금액50,000원');
    expect(rowText('money-productDiscount')).toBe('상품 할인−5,000원');
    expect(rowText('money-coupon')).toBe('쿠폰 할인−3,000원');
    expect(rowText('money-points')).toBe('포인트 사용−1,000원');
    expect(rowText('money-delivery')).toBe('배송비3,000원');
    expect(screen.getByTestId('money-total').textContent).toBe('44,000원');
    expect(screen.getByRole('region', { name: '결제 예정 금액' })).toBeTruthy();
  });

  it('leaves out rows that are zero but always shows the list price and delivery', () => {
    renderPiece(<MoneySummary amounts={amounts({ prdtPrice: 12_000, payAmount: 12_000 })} />);
    const keys = screen.getAllByTestId(/^money-(?!summary|total)/).map((r) => r.dataset.testid);
    expect(keys).toEqual(['money-listPrice', 'money-delivery']);
    expect(screen.getByTestId('money-delivery').dataset.amount).toBe('0');
  });

  it('speaks English with the won sign and names the total after its stage', () => {
    renderPiece(
      <MoneySummary
        amounts={amounts({ prdtPrice: 9_900, deliveryPrice: 3_000, addDeliveryCost: 5_000, payAmount: 17_900 })}
        totalLabel="paid"
        title="Payment"
        totalTestId="pay-amount"
      />,
      { locale: 'en' },
    );
    const region = screen.getByRole('region', { name: 'Payment' });
    expect(within(region).getByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(rowText('money-addDelivery')).toBe('Jeju/island extra delivery₩5,000');
    expect(within(region).getByText('Amount paid')).toBeTruthy();
    expect(screen.getByTestId('pay-amount').textContent).toBe('₩17,900');
  });
});
