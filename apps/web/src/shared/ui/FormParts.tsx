import type { FormEvent, ReactNode } from 'react';
import { Button } from './Button';

/** A form's error line (`role="alert"`), or nothing while there is no error. */
export function FormError({
  message,
  className = 'ui-error',
}: {
  message: string | null | undefined;
  className?: string;
}) {
  return message ? (
    <p className={className} role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * A form in a bottom sheet: a click on the backdrop closes it; the title names the dialog; under the
 * fields, the form's error, then cancel and submit.
 */
export function FormSheet({
  title,
  onClose,
  onSubmit,
  error,
  busy,
  submitDisabled = busy,
  cancelLabel,
  submitLabel,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (e: FormEvent) => Promise<void>;
  error: string | null;
  busy: boolean;
  submitDisabled?: boolean;
  cancelLabel: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="ui-sheet-backdrop" onClick={onClose}>
      <form
        className="ui-sheet"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onClick={(e) => e.stopPropagation()}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <h2 className="ui-sheet__title">{title}</h2>
        {children}
        <FormError message={error} />
        <div className="ui-sheet-actions">
          <Button variant="outline" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" busy={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** A picked file's thumbnail that removes the file when pressed (a ✕ in its corner). */
export function RemovableThumb({
  label,
  onRemove,
  disabled,
  children,
}: {
  /** what pressing it does, for screen readers ("remove photo 2") */
  label: string;
  onRemove: () => void;
  disabled: boolean;
  /** the preview */
  children: ReactNode;
}) {
  return (
    <button type="button" className="ui-thumb" aria-label={label} onClick={onRemove} disabled={disabled}>
      {children}
      <span aria-hidden="true">✕</span>
    </button>
  );
}

/** The tile that opens the file picker; the picked files go to `onFiles` and the input is emptied for the next pick. */
export function AddFileTile({
  icon,
  label,
  extensions,
  multiple = false,
  disabled,
  onFiles,
}: {
  icon: string;
  label: string;
  /** the extensions the picker offers, without the dot */
  extensions: readonly string[];
  multiple?: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label className="ui-thumb ui-thumb--add">
      <span aria-hidden="true">{icon}</span>
      {label}
      <input
        className="ui-file"
        type="file"
        accept={extensions.map((x) => `.${x}`).join(',')}
        multiple={multiple}
        disabled={disabled}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
    </label>
  );
}

/** An upload's progress: what is happening and a bar (`pct` undefined: an indeterminate bar). */
export function UploadProgress({ label, pct }: { label: string; pct: number | undefined }) {
  return (
    <div className="ui-progress" role="status" aria-live="polite" data-testid="upload-progress">
      <span>{label}</span>
      <progress max={100} value={pct} aria-label={label} />
    </div>
  );
}
