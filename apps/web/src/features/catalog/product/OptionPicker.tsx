import type { ProductDetail } from '@lc/contracts';
import { useLocale, useT } from '../../../shared/i18n';
import { formatWon } from '../../../shared/format';
import type { ProductLines } from './useProductLines';

/** Options and adding products to choose, the chosen lines with their quantities, and the total. */
export function OptionPicker({ p, sel }: { p: ProductDetail; sel: ProductLines }) {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  const { picks, adds, effectiveLines, total, chooseOption, chooseAdding, setCount, setAddQty, removeLine, removeAdd } =
    sel;
  return (
    <section className="pblock" aria-labelledby="opt-h">
      <h3 id="opt-h" className="pblock__title">
        {t('catalog.product.options')}
      </h3>
      {p.optionGroups.map((g) => (
        <label key={g.name} className="field">
          <span className="field__label">{g.name}</span>
          <select
            className="field__input"
            value={picks[g.name] ?? ''}
            onChange={(e) => chooseOption(g.name, e.target.value)}
            aria-label={g.name}
          >
            <option value="">{t('catalog.product.choose', { name: g.name })}</option>
            {g.productOptions.map((o) => (
              <option key={o.prdtOptionSysId} value={o.prdtOptionSysId} disabled={o.isSoldout === 1}>
                {o.name}
                {o.price ? ` (+${won(o.price)})` : ''}
                {o.isSoldout ? ` - ${t('product.soldOut')}` : ''}
              </option>
            ))}
          </select>
        </label>
      ))}
      {p.addingProducts.length > 0 ? (
        <label className="field">
          <span className="field__label">{t('catalog.product.adding')}</span>
          <select
            className="field__input"
            value=""
            onChange={(e) => chooseAdding(e.target.value)}
            aria-label={t('catalog.product.adding')}
          >
            <option value="">{t('catalog.product.addingChoose')}</option>
            {p.addingProducts.map((a) => (
              <optgroup key={a.prdtAddingProductSysId} label={a.name}>
                {a.details.map((x) => (
                  <option
                    key={x.prdtAddingProductDetailSysId}
                    value={x.prdtAddingProductDetailSysId}
                    disabled={x.isSoldout === 1}
                  >
                    {x.name} (+{won(x.price)}){x.isSoldout ? ` - ${t('product.soldOut')}` : ''}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      ) : null}
      <ul className="lines" aria-label={t('catalog.product.selected')}>
        {effectiveLines.map((l) => (
          <li key={l.key} className="line">
            <span className="line__name">{l.name || p.name}</span>
            <Stepper value={l.count} onChange={(n) => setCount(l.key, n)} label={l.name || p.name} />
            <span className="line__price">{won(l.unitPrice * l.count)}</span>
            {p.isOption === 1 ? (
              <button
                type="button"
                className="line__x"
                aria-label={t('catalog.product.remove')}
                onClick={() => removeLine(l.key)}
              >
                ×
              </button>
            ) : null}
          </li>
        ))}
        {adds.map((a) => (
          <li key={a.prdtAddingProductDetailSysId} className="line">
            <span className="line__name">{a.name}</span>
            <Stepper value={a.addingQty} onChange={(n) => setAddQty(a, n)} label={a.name} />
            <span className="line__price">{won(a.price * a.addingQty)}</span>
            <button
              type="button"
              className="line__x"
              aria-label={t('catalog.product.remove')}
              onClick={() => removeAdd(a)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <p className="total">
        <span>{t('catalog.product.total')}</span>
        <strong data-testid="total">{won(total)}</strong>
      </p>
    </section>
  );
}

function Stepper({ value, onChange, label }: { value: number; onChange: (n: number) => void; label: string }) {
  const t = useT();
  return (
    <span className="stepper" role="group" aria-label={t('catalog.product.qty', { name: label })}>
      <button
        type="button"
        aria-label={t('catalog.product.minus')}
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button type="button" aria-label={t('catalog.product.plus')} onClick={() => onChange(value + 1)}>
        +
      </button>
    </span>
  );
}
