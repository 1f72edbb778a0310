import { TAG_SEPARATOR, splitList, type HotelOffers, type HotelWire } from '@staylane/domain';
import { formatCents } from '@/lib/format';
import { Stars } from '@/components/stars';

/**
 * Name, stars, city, country, tags and the one "from" price (product §2, decision 046): the
 * stay's cheapest bookable plan for the party, per night, with its total.
 */
export function HotelHeader({
  hotel,
  fromPrice: from,
}: {
  hotel: HotelWire;
  fromPrice?: HotelOffers['fromPrice'] | undefined;
}) {
  // The same figure as the sticky bar and the page's structured data (app/head/structured-data.ts).
  const fromPrice = from?.perNightCents;
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="font-display text-3xl font-extrabold text-ink sm:text-4xl">
          {hotel.HotelName}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-3 text-slate-600">
          <Stars rating={hotel.StarRating} />
          <span>
            {hotel.loc_City}, {hotel.loc_Country}
          </span>
          <span className="text-sm">({hotel.ReviewNumber} reviews)</span>
        </div>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
          {/* Older hotels may name a tag twice: the position keeps the keys apart. */}
          {splitList(hotel.Tags, TAG_SEPARATOR).map((tag, index) => (
            <li
              key={`${index}-${tag}`}
              className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white"
            >
              {tag}
            </li>
          ))}
        </ul>
      </div>
      {fromPrice !== undefined && (
        <p className="text-slate-600 md:text-right">
          from{' '}
          <span
            data-testid="hotel-from-price"
            className="font-display text-3xl font-extrabold text-brand-700"
          >
            {formatCents(fromPrice)}
          </span>{' '}
          / night
          <span className="block text-xs text-slate-500">
            {formatCents(from!.totalCents)} for {from!.nights}{' '}
            {from!.nights === 1 ? 'night' : 'nights'}
          </span>
        </p>
      )}
    </header>
  );
}
