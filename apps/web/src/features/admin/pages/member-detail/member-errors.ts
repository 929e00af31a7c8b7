import type { FieldErrors } from '../../ui/form';

/** The member page's two forms share one error map: each form's fields under its prefix (`g.`, `s.`). */
export interface SharedErrors {
  errors: FieldErrors;
  setErrors: (e: FieldErrors) => void;
}

/** A form's errors under its prefix. */
export const prefixed = (errors: FieldErrors, prefix: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([k, m]) => [`${prefix}.${k}`, m]));
