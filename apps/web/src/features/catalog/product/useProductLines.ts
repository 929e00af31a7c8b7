import { useState } from 'react';
import type { ProductDetail } from '@lc/contracts';
import { notify } from '../../../shared/dialog';
import { useT } from '../../../shared/i18n';

export interface Line {
  key: string;
  /** option values joined, or '' for a product without options */
  name: string;
  prdtOptionSysIds: number[];
  unitPrice: number;
  count: number;
  max: number;
}
export interface AddLine {
  prdtAddingProductDetailSysId: number;
  name: string;
  price: number;
  addingQty: number;
  max: number;
}

/**
 * The buyer's choice on the product page: option picks that become lines (one per combination),
 * adding products, their quantities within stock, and the total.
 */
export function useProductLines(p: ProductDetail) {
  const t = useT();
  const [picks, setPicks] = useState<Record<string, number>>({});
  const [lines, setLines] = useState<Line[]>([]);
  const [adds, setAdds] = useState<AddLine[]>([]);
  const unit = p.finalPrice;

  const addLine = (line: Line) => {
    if (lines.some((l) => l.key === line.key)) return notify(t('catalog.product.optionDuplicated'));
    setLines((ls) => [...ls, line]);
  };
  const chooseOption = (group: string, value: string) => {
    const next = { ...picks, [group]: Number(value) };
    if (p.optionGroups.every((g) => next[g.name] !== undefined)) {
      const chosen = p.optionGroups.map((g) => g.productOptions.find((o) => o.prdtOptionSysId === next[g.name])!);
      void addLine({
        key: chosen.map((o) => o.prdtOptionSysId).join('-'),
        name: chosen.map((o) => o.name).join(' / '),
        prdtOptionSysIds: chosen.map((o) => o.prdtOptionSysId),
        unitPrice: unit + chosen.reduce((s, o) => s + o.price, 0),
        count: 1,
        max: Math.min(...chosen.map((o) => o.count)),
      });
      setPicks({});
    } else setPicks(next);
  };
  const chooseAdding = (value: string) => {
    const d = p.addingProducts
      .flatMap((a) => a.details.map((x) => ({ ...x, group: a.name })))
      .find((x) => x.prdtAddingProductDetailSysId === Number(value));
    if (!d) return;
    if (adds.some((a) => a.prdtAddingProductDetailSysId === d.prdtAddingProductDetailSysId))
      return notify(t('catalog.product.optionDuplicated'));
    setAdds((as) => [
      ...as,
      {
        prdtAddingProductDetailSysId: d.prdtAddingProductDetailSysId,
        name: `${d.group}: ${d.name}`,
        price: d.price,
        addingQty: 1,
        max: d.count,
      },
    ]);
  };
  const effectiveLines: Line[] =
    p.isOption === 1
      ? lines
      : [{ key: 'single', name: '', prdtOptionSysIds: [], unitPrice: unit, count: lines[0]?.count ?? 1, max: p.stock }];
  const total =
    effectiveLines.reduce((s, l) => s + l.unitPrice * l.count, 0) + adds.reduce((s, a) => s + a.price * a.addingQty, 0);

  const setCount = (key: string, count: number) => {
    if (p.isOption !== 1) {
      const max = p.stock;
      if (count > max) return notify(t('catalog.product.stockExceeded'));
      setLines([{ key: 'single', name: '', prdtOptionSysIds: [], unitPrice: unit, count: Math.max(1, count), max }]);
      return;
    }
    setLines((ls) =>
      ls.map((l) => {
        if (l.key !== key) return l;
        if (count > l.max) {
          void notify(t('catalog.product.stockExceeded'));
          return l;
        }
        return { ...l, count: Math.max(1, count) };
      }),
    );
  };
  const setAddQty = (a: AddLine, n: number) =>
    n > a.max
      ? notify(t('catalog.product.stockExceeded'))
      : setAdds((as) => as.map((x) => (x === a ? { ...x, addingQty: Math.max(1, n) } : x)));
  const removeLine = (key: string) => setLines((ls) => ls.filter((x) => x.key !== key));
  const removeAdd = (a: AddLine) => setAdds((as) => as.filter((x) => x !== a));
  /** after adding to the cart: the choice starts over */
  const reset = () => {
    if (p.isOption === 1) setLines([]);
    setAdds([]);
  };
  return {
    picks,
    lines,
    adds,
    effectiveLines,
    total,
    chooseOption,
    chooseAdding,
    setCount,
    setAddQty,
    removeLine,
    removeAdd,
    reset,
  };
}
export type ProductLines = ReturnType<typeof useProductLines>;
