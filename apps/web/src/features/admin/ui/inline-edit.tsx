import { useState, type ReactNode } from 'react';
import { useAdminT } from '../i18n';
import { FormError, type FieldErrors } from './form';

/**
 * The edit-in-place state of a back-office list (brands, categories …): which row is being edited
 * ('new' for a new one), the form's values, field errors and the server's refusal.
 */
export function useInlineEdit<T, F>(emptyForm: F, toForm: (row: T) => F) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [f, setF] = useState<F>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const open = (row: T | 'new') => {
    setEditing(row);
    setErrors({});
    setServerError(null);
    setF(row === 'new' ? emptyForm : toForm(row));
  };
  const close = () => setEditing(null);
  return { editing, f, setF, errors, setErrors, serverError, setServerError, open, close };
}

/**
 * An inline back-office form: its fields, the server's refusal, Cancel (when there is `onCancel`) and
 * the submit button (Save unless `submitLabel` says otherwise), disabled while the call runs.
 */
export function InlineForm({
  onSubmit,
  onCancel,
  serverError = null,
  pending,
  submitLabel,
  children,
}: {
  onSubmit: () => void;
  onCancel?: () => void;
  serverError?: string | null;
  pending: boolean;
  submitLabel?: string;
  children: ReactNode;
}) {
  const t = useAdminT();
  return (
    <form
      className="adm-form adm-form--inline"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <FormError message={serverError} />
      {onCancel ? (
        <button type="button" onClick={onCancel}>
          {t('admin.form.cancel')}
        </button>
      ) : null}
      <button type="submit" className="adm-primary" disabled={pending}>
        {submitLabel ?? t('admin.form.save')}
      </button>
    </form>
  );
}

/** A page's title bar with its "+ new" button when the role may write. */
export function TitleBar({
  title,
  newLabel,
  onNew,
  testId,
}: {
  title: string;
  newLabel?: string | undefined;
  onNew?: (() => void) | null | undefined;
  testId?: string;
}) {
  return (
    <div className="adm-titlebar">
      <h1 className="adm-h1">{title}</h1>
      {onNew ? (
        <button type="button" className="adm-primary" onClick={onNew} data-testid={testId}>
          + {newLabel}
        </button>
      ) : null}
    </div>
  );
}
