/** Grey shapes where the totals and charts will be, while the first report loads. */
const block = 'animate-pulse rounded-xl bg-slate-200';

export function ReportSkeleton() {
  return (
    <div data-testid="report-skeleton" aria-hidden="true" className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={`${block} h-16`} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={`${block} h-80`} />
        ))}
      </div>
    </div>
  );
}
