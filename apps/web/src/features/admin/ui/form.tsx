import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { FormError as ErrorLine } from '../../../shared/ui';
import { useAdminT } from '../i18n';

/** Issues of a failed parse keyed by their path ('options.0.stock'), first message per path. */
export type FieldErrors = Record<string, string>;

/**
 * Validates with the contract schema before the call: the same zod schema the server runs, so the
 * operator sees the error next to the field instead of a round trip.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const r = schema.safeParse(value);
  if (r.success) return { ok: true, data: r.data };
  const errors: FieldErrors = {};
  for (const issue of r.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

export function useFieldErrors() {
  return useState<FieldErrors>({});
}

export function Field({
  label,
  name,
  errors,
  children,
  wide,
  group,
}: {
  label: string;
  name: string;
  errors: FieldErrors;
  children: ReactNode;
  wide?: boolean;
  /** several controls (a picker): a named group, not a label (a label would forward clicks to its first control) */
  group?: boolean;
}) {
  const t = useAdminT();
  const error = errors[name];
  const Tag = group ? 'div' : 'label';
  return (
    <Tag
      className={wide ? 'adm-field adm-field--wide' : 'adm-field'}
      {...(group ? { role: 'group', 'aria-label': label } : {})}
    >
      <span>{label}</span>
      {children}
      {error ? (
        <small className="adm-field__error" role="alert" data-testid={`error-${name}`}>
          {t('admin.form.invalid')} ({error})
        </small>
      ) : null}
    </Tag>
  );
}

/** A whole-form error (the schema's refinements without a path, or the server's answer). */
export function FormError({ message }: { message: string | null | undefined }) {
  return <ErrorLine message={message} className="adm-error" />;
}

/**
 * A form's or dialog's foot: its whole-form error, then cancel and save (save disabled while the save
 * runs). Save submits the form, or, in a dialog without a form, calls `onSave`.
 */
export function FormActions({
  error,
  onCancel,
  saving,
  saveTestId,
  onSave,
  saveLabel,
}: {
  error: string | null | undefined;
  onCancel: () => void;
  saving: boolean;
  saveTestId?: string;
  onSave?: () => void;
  saveLabel?: string;
}) {
  const t = useAdminT();
  return (
    <>
      <FormError message={error} />
      <div className="adm-dialog__actions">
        <button type="button" onClick={onCancel}>
          {t('admin.form.cancel')}
        </button>
        <button
          type={onSave ? 'button' : 'submit'}
          className="adm-primary"
          disabled={saving}
          data-testid={saveTestId}
          onClick={onSave}
        >
          {saveLabel ?? t('admin.form.save')}
        </button>
      </div>
    </>
  );
}
