/** Grey blocks in the shape of what is loading, with its name for screen readers. */
export function Skeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, line) => (
        <span
          key={line}
          aria-hidden="true"
          className="block h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none"
          style={{ width: `${90 - line * 20}%` }}
        />
      ))}
    </div>
  );
}

/** A failed load in words, where the list would have been. */
export function LoadError({ error }: { error: Error }) {
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {error.message}
    </p>
  );
}
