export function Spinner({ label, center }: { label: string; center?: boolean }) {
  return (
    <div className={center ? 'spinner-wrap spinner-wrap--center' : 'spinner-wrap'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
