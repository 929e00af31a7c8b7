import { useState } from 'react';
import { useAdminT } from '../i18n';

/** one choice of a select filter */
export interface FilterOption {
  value: string;
  label: string;
}

/** A select's choices: "all" (the empty value) first, then each value labelled by `labelOf`. */
export const withAll = (
  all: string,
  values: readonly (string | number)[],
  labelOf: (value: string) => string,
): FilterOption[] => [
  { value: '', label: all },
  ...values.map((v) => ({ value: String(v), label: labelOf(String(v)) })),
];

/** One control of a filter bar; `name` is the filter's query parameter. */
export type FilterField =
  | { kind: 'select'; name: string; label: string; options: FilterOption[]; testId?: string }
  | { kind: 'date'; name: string; label: string }
  | { kind: 'search'; name: string; label: string; placeholder: string; testId?: string }
  | { kind: 'text'; name: string; label: string; placeholder: string; numeric?: boolean };

/** the applied filters: an empty control is left out (undefined) */
export type AppliedFilters = Record<string, string | undefined>;

/**
 * A back-office list's filter form: selects, dates, text and search boxes held locally and applied on
 * submit (in the order of `fields`, trimmed, an empty value as undefined).
 */
export function FilterBar({ fields, onApply }: { fields: FilterField[]; onApply: (f: AppliedFilters) => void }) {
  const t = useAdminT();
  const [values, setValues] = useState<Record<string, string>>({});
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  return (
    <form
      className="adm-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(Object.fromEntries(fields.map((f) => [f.name, values[f.name]?.trim() || undefined])));
      }}
    >
      {fields.map((f) => (
        <FilterControl key={f.name} field={f} value={values[f.name] ?? ''} onChange={(v) => set(f.name, v)} />
      ))}
      <button type="submit" className="adm-primary">
        {t('admin.filters.apply')}
      </button>
    </form>
  );
}

function FilterControl({
  field: f,
  value,
  onChange,
}: {
  field: FilterField;
  value: string;
  onChange: (v: string) => void;
}) {
  if (f.kind === 'select')
    return <SelectFilter label={f.label} options={f.options} value={value} onChange={onChange} testId={f.testId} />;
  if (f.kind === 'date')
    return <input type="date" aria-label={f.label} value={value} onChange={(e) => onChange(e.target.value)} />;
  return (
    <input
      type={f.kind}
      aria-label={f.label}
      placeholder={f.placeholder}
      inputMode={f.kind === 'text' && f.numeric ? 'numeric' : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={f.kind === 'search' ? f.testId : undefined}
    />
  );
}

/** A select among `options` (see `withAll`), named by `label` for screen readers. */
export function SelectFilter<V extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (v: V) => void;
  testId?: string;
}) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as V)} data-testid={testId}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
