import { formatDay } from '@/lib/format';
import type { HotelSearch } from '@staylane/domain';

interface LocationBannerProps {
  search: HotelSearch;
  /** The place as people write it ("São Paulo"), once known; else the address's city. */
  place: string | undefined;
}

/** 'NEED A HOTEL?' then 'HOTELS EVERYWHERE' or 'HOTELS IN {LOCATION}' (product §2). */
export function LocationBanner({ search, place }: LocationBannerProps) {
  const everywhere = search.city.toLowerCase() === 'all';
  const location = (place ?? search.city.replace(/_/g, ' ')).toUpperCase();
  return (
    <section className="hero-backdrop px-4 pt-12 pb-28 text-white sm:pt-16">
      <div className="mx-auto max-w-7xl">
        <p className="font-semibold tracking-[0.2em] text-accent-400">NEED A HOTEL?</p>
        <h1 className="mt-2 font-display text-3xl font-extrabold sm:text-5xl">
          {everywhere ? 'HOTELS EVERYWHERE' : `HOTELS IN ${location}`}
        </h1>
        <p className="mt-3 text-white/85">
          {search.checkInDate && search.checkOutDate
            ? `${formatDay(search.checkInDate)} – ${formatDay(search.checkOutDate)} · `
            : ''}
          {search.guests} {search.guests === 1 ? 'guest' : 'guests'}
        </p>
      </div>
    </section>
  );
}
