interface SpinnerProps {
  label?: string;
  className?: string;
}

/** A spinning ring with a screen-reader label. */
export function Spinner({ label = 'Loading', className = 'size-10' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex flex-col items-center gap-2">
      <span
        aria-hidden="true"
        className={`${className} animate-spin rounded-full border-4 border-brand-100 border-t-brand-700`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
