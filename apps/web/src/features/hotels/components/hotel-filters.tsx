import type { HotelFilter } from '@staylane/domain';

const filters: { value: HotelFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'popular', label: 'Popular' },
  { value: 'latest', label: 'Latest' },
  { value: 'trending', label: 'Trend' },
];

/** Filter buttons of product §2: All, Popular, Latest, Trend, on one row from 360 px up. */
export function HotelFilters({
  value,
  onChange,
}: {
  value: HotelFilter;
  onChange: (filter: HotelFilter) => void;
}) {
  return (
    <div role="group" aria-label="Filter hotels" className="flex flex-wrap gap-2">
      {filters.map((filter) => {
        const active = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter.value)}
            className={`h-10 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 sm:px-5 ${
              active
                ? 'bg-brand-700 text-white'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50'
            }`}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}
