import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPiece } from '../../../testing/render';
import { FilterBar, SelectFilter, withAll, type FilterField } from './FilterBar';

const fields: FilterField[] = [
  {
    kind: 'select',
    name: 'status',
    label: '상태',
    options: withAll('전체', [1, 2], (v) => `상태${v}`),
    testId: 'f-status',
  },
  { kind: 'date', name: 'from', label: '시작일' },
  { kind: 'search', name: 'q', label: '검색어', placeholder: '이름·이메일', testId: 'f-q' },
  { kind: 'text', name: 'orderNo', label: '주문번호', placeholder: '숫자', numeric: true },
];

describe('<FilterBar> (every back-office list)', () => {
  it('applies nothing until submitted, then every field in order, trimmed, empty ones left out', async () => {
    const onApply = vi.fn();
    const { user } = renderPiece(<FilterBar fields={fields} onApply={onApply} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '상태2');
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '  민지  ');
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    const applied = onApply.mock.calls[0]![0] as Record<string, string | undefined>;
    expect(Object.keys(applied)).toEqual(['status', 'from', 'q', 'orderNo']);
    expect(applied).toEqual({ status: '2', from: undefined, q: '민지', orderNo: undefined });
  });

  it('Enter in a text box submits; a date and a numeric box are what the browser offers', async () => {
    const onApply = vi.fn();
    const { user, container } = renderPiece(<FilterBar fields={fields} onApply={onApply} />);
    expect(container.querySelector('input[type="date"]')?.getAttribute('aria-label')).toBe('시작일');
    const orderNo = screen.getByRole('textbox', { name: '주문번호' });
    expect(orderNo.getAttribute('inputmode')).toBe('numeric');
    await user.type(orderNo, '2024001{Enter}');
    expect(onApply).toHaveBeenLastCalledWith({ status: undefined, from: undefined, q: undefined, orderNo: '2024001' });
  });

  it('the select lists “all” first and the apply button speaks English', async () => {
    const onApply = vi.fn();
    const { user } = renderPiece(
      <FilterBar
        fields={[
          { kind: 'select', name: 's', label: 'State', options: withAll('any', ['a', 'b'], (v) => v.toUpperCase()) },
        ]}
        onApply={onApply}
      />,
      { locale: 'en' },
    );
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['any', 'A', 'B']);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onApply).toHaveBeenLastCalledWith({ s: undefined });
  });

  it('<SelectFilter> on its own reports the chosen value', async () => {
    const onChange = vi.fn();
    const { user } = renderPiece(
      <SelectFilter
        label="기간"
        options={[
          { value: '7', label: '7일' },
          { value: '30', label: '30일' },
        ]}
        value="7"
        onChange={onChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '기간' }), '30일');
    expect(onChange).toHaveBeenCalledWith('30');
  });
});
