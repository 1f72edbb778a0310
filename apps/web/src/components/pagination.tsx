interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label?: string;
}

const arrow =
  'inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500';

/** First, previous, 'n / total', next, last (product §2). */
export function Pagination({ page, pageCount, onChange, label = 'Pages' }: PaginationProps) {
  const total = Math.max(1, pageCount);
  const atStart = page <= 1;
  const atEnd = page >= total;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-2">
      <button
        type="button"
        className={arrow}
        disabled={atStart}
        onClick={() => onChange(1)}
        aria-label="First page"
      >
        «
      </button>
      <button
        type="button"
        className={arrow}
        disabled={atStart}
        onClick={() => onChange(page - 1)}
        aria-label="Previous page"
      >
        ‹
      </button>
      <span className="min-w-16 text-center font-semibold text-slate-700" aria-current="page">
        {page} / {total}
      </span>
      <button
        type="button"
        className={arrow}
        disabled={atEnd}
        onClick={() => onChange(page + 1)}
        aria-label="Next page"
      >
        ›
      </button>
      <button
        type="button"
        className={arrow}
        disabled={atEnd}
        onClick={() => onChange(total)}
        aria-label="Last page"
      >
        »
      </button>
    </nav>
  );
}
