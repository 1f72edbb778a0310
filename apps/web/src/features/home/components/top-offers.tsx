/**
 * Top Offers (spec §1): five promotional cards and six destinations, each with a
 * 'starting from' price. Static marketing copy; a destination opens the search for its city.
 */
import { addDays, normaliseSearchCity } from '@staylane/domain';
import { Link } from '@/components/link';
import { Icon, type IconName } from '@/components/icon';
import { hotelListUrl } from '@/lib/paths';
import { useToday } from '@/lib/today';

const offers: { title: string; text: string; price: number; tone: string; icon: IconName }[] = [
  {
    title: 'City Weekend',
    text: 'Two nights downtown with late check-out.',
    price: 89,
    tone: 'from-brand-600 to-brand-800',
    icon: 'city',
  },
  {
    title: 'Beach Escape',
    text: 'Sea-view rooms with breakfast included.',
    price: 119,
    tone: 'from-sky-600 to-brand-700',
    icon: 'sun',
  },
  {
    title: 'Family Suites',
    text: 'Space for four, kids stay free.',
    price: 149,
    tone: 'from-amber-600 to-orange-700',
    icon: 'users',
  },
  {
    title: 'Spa & Relax',
    text: 'Pool, sauna and a quiet night’s sleep.',
    price: 129,
    tone: 'from-rose-700 to-fuchsia-800',
    icon: 'leaf',
  },
  {
    title: 'Last Minute',
    text: 'Tonight’s best rooms at lower prices.',
    price: 59,
    tone: 'from-emerald-700 to-teal-800',
    icon: 'clock',
  },
];

const destinations = [
  { city: 'Paris', country: 'France', price: 119, tone: 'from-indigo-700 to-sky-600' },
  { city: 'New York', country: 'United States', price: 129, tone: 'from-amber-700 to-rose-700' },
  { city: 'Tokyo', country: 'Japan', price: 99, tone: 'from-rose-700 to-pink-600' },
  { city: 'Barcelona', country: 'Spain', price: 109, tone: 'from-orange-600 to-amber-500' },
  { city: 'Rome', country: 'Italy', price: 95, tone: 'from-emerald-700 to-lime-600' },
  { city: 'Lisbon', country: 'Portugal', price: 139, tone: 'from-sky-700 to-brand-600' },
];

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
            className={`flex flex-col justify-between rounded-2xl bg-gradient-to-br p-5 text-white shadow-md ${offer.tone}`}
          >
            <div>
              <span className="flex size-11 items-center justify-center rounded-xl bg-white/15">
                <Icon name={offer.icon} />
              </span>
              <h3 className="mt-3 font-display text-lg font-bold">{offer.title}</h3>
              <p className="mt-1 text-sm text-white/85">{offer.text}</p>
            </div>
            <p className="mt-4 text-sm">
              starting from{' '}
              <span className="font-display text-2xl font-extrabold">${offer.price}</span>
            </p>
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
              className={`group relative flex h-40 flex-col justify-end overflow-hidden rounded-2xl bg-gradient-to-br p-4 text-white shadow-md transition-transform hover:-translate-y-0.5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 sm:h-48 ${destination.tone}`}
            >
              <span className="font-display text-xl font-extrabold sm:text-2xl">
                {destination.city}
              </span>
              <span className="text-sm text-white/85">{destination.country}</span>
              <span className="mt-2 text-sm">
                starting from <span className="font-bold">${destination.price}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
