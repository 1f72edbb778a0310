/**
 * Top Offers (product §1): five promotional cards and six destinations, each with a
 * 'starting from' price. Static marketing copy; a destination opens the search for its city.
 * The pictures are SVG files drawn by the server's scene code (apps/server/src/seed/scenes/
 * illustrations.ts), bundled as hashed files, never inlined: they cost the page's JavaScript
 * nothing and load lazily, below the search.
 */
import { addDays, normaliseSearchCity } from '@staylane/domain';
import { Link } from '@/components/link';
import { Icon, type IconName } from '@/components/icon';
import { hotelListUrl } from '@/lib/paths';
import { useToday } from '@/lib/today';
import newYork from '../illustrations/new-york.svg?no-inline';
import barcelona from '../illustrations/barcelona.svg?no-inline';
import lisbon from '../illustrations/lisbon.svg?no-inline';
import paris from '../illustrations/paris.svg?no-inline';
import rome from '../illustrations/rome.svg?no-inline';
import tokyo from '../illustrations/tokyo.svg?no-inline';
import beachEscape from '../illustrations/beach-escape.svg?no-inline';
import cityWeekend from '../illustrations/city-weekend.svg?no-inline';
import familySuites from '../illustrations/family-suites.svg?no-inline';
import lastMinute from '../illustrations/last-minute.svg?no-inline';
import spaRelax from '../illustrations/spa-relax.svg?no-inline';

interface Offer {
  title: string;
  text: string;
  price: number;
  tone: string;
  icon: IconName;
  picture: string;
}

const offers: Offer[] = [
  {
    title: 'City Weekend',
    text: 'Two nights downtown with late check-out.',
    price: 89,
    tone: 'from-brand-600 to-brand-800',
    icon: 'city',
    picture: cityWeekend,
  },
  {
    title: 'Beach Escape',
    text: 'Sea-view rooms with breakfast included.',
    price: 119,
    tone: 'from-sky-600 to-brand-700',
    icon: 'sun',
    picture: beachEscape,
  },
  {
    title: 'Family Suites',
    text: 'Space for four, kids stay free.',
    price: 149,
    tone: 'from-amber-600 to-orange-700',
    icon: 'users',
    picture: familySuites,
  },
  {
    title: 'Spa & Relax',
    text: 'Pool, sauna and a quiet night’s sleep.',
    price: 129,
    tone: 'from-rose-700 to-fuchsia-800',
    icon: 'leaf',
    picture: spaRelax,
  },
  {
    title: 'Last Minute',
    text: 'Tonight’s best rooms at lower prices.',
    price: 59,
    tone: 'from-emerald-700 to-teal-800',
    icon: 'clock',
    picture: lastMinute,
  },
];

const destinations = [
  { city: 'Paris', country: 'France', price: 119, picture: paris },
  { city: 'New York', country: 'United States', price: 129, picture: newYork },
  { city: 'Tokyo', country: 'Japan', price: 99, picture: tokyo },
  { city: 'Barcelona', country: 'Spain', price: 109, picture: barcelona },
  { city: 'Rome', country: 'Italy', price: 95, picture: rome },
  { city: 'Lisbon', country: 'Portugal', price: 139, picture: lisbon },
];

/** The pictures are 600×400; saying so keeps the layout still while they load. */
const picture = (src: string, className: string) => (
  <img
    src={src}
    alt=""
    width={600}
    height={400}
    loading="lazy"
    decoding="async"
    className={className}
  />
);

export function TopOffers() {
  const checkInDate = useToday();
  const checkOutDate = addDays(checkInDate, 1);
  return (
    <section aria-labelledby="top-offers-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2
        id="top-offers-title"
        className="font-display text-3xl font-extrabold text-ink sm:text-4xl"
      >
        Top Offers
      </h2>
      <p className="mt-2 text-slate-600">Hand-picked deals for your next trip.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {offers.map((offer) => (
          <li
            key={offer.title}
            className={`flex flex-col overflow-hidden rounded-2xl bg-gradient-to-br text-white shadow-md ${offer.tone}`}
          >
            {/* A strip on a phone, where the cards stack; the whole picture beside each other. */}
            {picture(
              offer.picture,
              'h-32 w-full bg-white/10 object-cover sm:aspect-[3/2] sm:h-auto',
            )}
            <div className="flex flex-1 flex-col justify-between p-5">
              <div>
                <h3 className="flex items-center gap-2 font-display text-lg font-bold">
                  <Icon name={offer.icon} />
                  {offer.title}
                </h3>
                <p className="mt-1 text-sm text-white/85">{offer.text}</p>
              </div>
              <p className="mt-4 text-sm">
                starting from{' '}
                <span className="font-display text-2xl font-extrabold">${offer.price}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <h3 className="mt-14 font-display text-2xl font-bold text-ink">Popular destinations</h3>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3">
        {destinations.map((destination) => (
          <li key={destination.city}>
            <Link
              to={hotelListUrl({
                city: normaliseSearchCity(destination.city),
                checkInDate,
                checkOutDate,
                guests: 1,
              })}
              className="relative flex h-40 flex-col justify-end overflow-hidden rounded-2xl bg-brand-800 p-4 text-white shadow-md transition-transform hover:-translate-y-0.5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 sm:h-56"
            >
              {picture(
                destination.picture,
                // The landmarks stand on the lower part of the picture: keep it when the card is wide.
                'absolute inset-0 size-full object-cover object-[center_70%]',
              )}
              {/* Keeps the white text readable over any picture. */}
              <span className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/35 to-transparent" />
              <span className="relative font-display text-xl font-extrabold sm:text-2xl">
                {destination.city}
              </span>
              <span className="relative text-sm text-white/90">{destination.country}</span>
              <span className="relative mt-2 text-sm">
                starting from <span className="font-bold">${destination.price}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
