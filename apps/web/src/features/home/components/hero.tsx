import { SearchBar } from '@/components/search-bar';

export function Hero() {
  return (
    <section className="hero-backdrop relative px-4 pt-16 pb-24 text-white sm:pt-24 sm:pb-32">
      <div className="mx-auto max-w-6xl">
        <p className="font-semibold tracking-[0.2em] text-accent-400 uppercase">Staylane</p>
        <h1 className="mt-3 max-w-3xl font-display text-4xl leading-tight font-extrabold sm:text-6xl">
          BOOK ROOMS, HOMES &amp; APTS
        </h1>
        <p className="mt-4 max-w-xl text-lg text-white/85">
          Hotels, homes and apartments in cities around the world, at honest prices per night.
        </p>
        <SearchBar className="mt-10" />
      </div>
    </section>
  );
}
