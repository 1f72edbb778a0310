/** The grid's shape while the first calendar loads, so the page does not jump when it comes. */
export function CalendarSkeleton({ nights }: { nights: number }) {
  const columns = Math.min(nights, 14);
  return (
    <div aria-busy="true" className="overflow-hidden rounded-xl ring-1 ring-slate-200">
      <p role="status" className="sr-only">
        Loading the calendar
      </p>
      <div aria-hidden="true" className="flex flex-col gap-1 p-2">
        {Array.from({ length: 4 }, (_, row) => (
          <div key={row} className="flex gap-1">
            <div className="h-16 w-28 shrink-0 animate-pulse rounded-md bg-slate-200 sm:w-44" />
            {Array.from({ length: columns }, (_, col) => (
              <div key={col} className="h-16 w-24 shrink-0 animate-pulse rounded-md bg-slate-100" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
