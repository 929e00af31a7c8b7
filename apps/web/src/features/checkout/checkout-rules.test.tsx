import type { CheckoutQuoteResponse, OperatorIdentity, PayMethod } from '@lc/contracts';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPiece } from '../../testing/render';
import { PointsSection } from './buy/PointsSection';
import { CheckoutLegalOptions, legalChoiceBody, NO_LEGAL_CHOICE, type LegalChoice } from './CheckoutLegalOptions';

const operator = (o: Partial<OperatorIdentity> = {}) => ({
  operator: { buyerProtection: 'escrow', insuranceText: null, testMode: false, ...o } as OperatorIdentity,
});

/** the order form's hold of the choice, and the body the order would send */
function Legal({ method }: { method: PayMethod }) {
  const [v, set] = useState<LegalChoice>(NO_LEGAL_CHOICE);
  return (
    <>
      <CheckoutLegalOptions payMethod={method} value={v} onChange={set} />
      <output data-testid="body">{JSON.stringify(legalChoiceBody(v, method))}</output>
    </>
  );
}
const body = () => JSON.parse(screen.getByTestId('body').textContent!) as ReturnType<typeof legalChoiceBody>;

describe('checkout: purchase safety and the cash receipt (issue 18)', () => {
  it('a card payment offers neither escrow nor a cash receipt, and says why', () => {
    renderPiece(<Legal method="card" />, { data: [[['operator'], operator()]] });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByText('카드·간편결제는 구매안전 서비스 대상이 아닙니다.')).toBeTruthy();
    expect(body()).toEqual({ escrow: false, cashReceipt: null });
  });

  it('a transfer starts with nothing chosen; escrow and an income-deduction receipt are the buyer’s choice', async () => {
    const { user } = renderPiece(<Legal method="transfer" />, { data: [[['operator'], operator()]] });
    const escrow = screen.getByRole('checkbox', { name: '구매안전(에스크로) 서비스 이용' }) as HTMLInputElement;
    expect(escrow.checked).toBe(false);
    expect((screen.getByRole('radio', { name: '신청 안 함' }) as HTMLInputElement).checked).toBe(true);
    await user.click(escrow);
    await user.click(screen.getByRole('radio', { name: '소득공제용' }));
    const phone = screen.getByRole('textbox', { name: '휴대폰 번호' });
    await user.type(phone, '02-123');
    expect(screen.getByRole('alert').textContent).toBe('휴대폰 번호(010으로 시작)를 입력해 주세요.');
    await user.clear(phone);
    await user.type(phone, '010-1234-5678abc');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(body()).toEqual({ escrow: true, cashReceipt: { type: 'income', identity: '010-1234-5678' } });
  });

  it('an expense receipt checks the business number’s check digit (English)', async () => {
    const { user } = renderPiece(<Legal method="vbank" />, { locale: 'en', data: [[['operator'], operator()]] });
    await user.click(screen.getByRole('radio', { name: 'Expense proof' }));
    const biz = screen.getByRole('textbox', { name: 'Business registration no.' });
    await user.type(biz, '1234567801');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 10-digit business registration number.');
    await user.clear(biz);
    await user.type(biz, '123-45-67800');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'None' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(body().cashReceipt).toBeNull();
  });

  it('an operator with consumer-damage insurance shows it instead of the escrow choice', () => {
    renderPiece(<Legal method="transfer" />, {
      data: [[['operator'], operator({ buyerProtection: 'insurance', insuranceText: '서울보증보험 제123호' })]],
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('소비자피해보상보험 가입: 서울보증보험 제123호')).toBeTruthy();
  });
});

const quote = (pointBalance: number, payAmount: number) =>
  ({ pointBalance, amounts: { payAmount, pointAmount: 0 } }) as unknown as CheckoutQuoteResponse;

describe('checkout: points (POINT_USE_POLICY)', () => {
  it('below the minimum held, the field and “use all” are off', () => {
    renderPiece(<PointsSection quote={quote(900, 20_000)} pointError={null} points={0} onPoints={vi.fn()} />);
    expect(screen.getByText('보유 포인트 900P')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '사용할 포인트' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '전액 사용' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('“use all” takes the smaller of the balance and the payable amount, in steps of 100', async () => {
    const onPoints = vi.fn();
    const { user, rerender } = renderPiece(
      <PointsSection quote={quote(5_555, 20_000)} pointError={null} points={0} onPoints={onPoints} />,
    );
    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    expect(onPoints).toHaveBeenLastCalledWith(5_500);
    rerender(<PointsSection quote={quote(50_000, 3_450)} pointError={null} points={0} onPoints={onPoints} />);
    await user.click(screen.getByRole('button', { name: '전액 사용' }));
    expect(onPoints).toHaveBeenLastCalledWith(3_400);
  });

  it('typed points keep digits only, and the server’s error shows on the field (English)', async () => {
    const onPoints = vi.fn();
    const { user } = renderPiece(
      <PointsSection
        quote={quote(5_000, 20_000)}
        pointError="Use points in steps of 100P."
        points={0}
        onPoints={onPoints}
      />,
      { locale: 'en' },
    );
    await user.type(screen.getByRole('textbox', { name: 'Points to use' }), '1a');
    // a controlled field (the form holds 0): '1' is 1, a letter is nothing (0), never NaN
    expect(onPoints.mock.calls).toEqual([[1], [0]]);
    expect(screen.getByRole('alert').textContent).toBe('Use points in steps of 100P.');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
  });
});
