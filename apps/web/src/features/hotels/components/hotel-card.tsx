/**
 * The hotel card of product §2: the name cut to 20 characters and the description to 130, each
 * with '...'; stars at rating × 20 %; the image opens the detail page with the spec's query.
 * The price is the one "from" figure of issue 32 when search sent one (`stayPrice`: the
 * cheapest plan of a room that fits the party and is bookable for the stay, as the hotel
 * page's header shows it); an answer without it shows the spec's first room, its original
 * price struck through beside the discounted one.
 */
import {
  CARD_DESCRIPTION_CHARS,
  CARD_NAME_CHARS,
  NO_TAG,
  TAG_SEPARATOR,
  splitList,
  truncateWithEllipsis,
  type HotelWire,
} from '@staylane/domain';
import { Link } from '@/components/link';
import { responsiveImage } from '@/components/responsive-image';
import { Stars } from '@/components/stars';
import { formatCents } from '@/lib/format';
import { NightlyPrice } from './nightly-price';

interface HotelCardProps {
  hotel: HotelWire;
  detailUrl: string;
  /**
   * The first card: its photo is the list's largest paint, in the server's HTML (decision
   * 006), so it is fetched at once and first; the others wait until they near the screen.
   */
  first?: boolean;
  /** Lit up with its marker on the list's map. */
  highlighted?: boolean;
}

/** Search's price: per night from the cheapest bookable plan, and the stay's total. */
function StayPrice({ stayPrice }: { stayPrice: NonNullable<HotelWire['stayPrice']> }) {
  const { totalCents, nights } = stayPrice;
  return (
    <div className="mt-4 flex items-end justify-between gap-2 border-t border-slate-100 pt-3">
      <span className="text-xs text-slate-500">
        from, per night
        {totalCents !== null && nights !== null && (
          <span className="block text-slate-600">
            {formatCents(totalCents)} for {nights} {nights === 1 ? 'night' : 'nights'}
          </span>
        )}
      </span>
      <p className="font-display text-2xl font-extrabold text-brand-700">
        {formatCents(stayPrice.perNightCents)}
      </p>
    </div>
  );
}

// One or two cards a row, beside the map from 768 px (hotel-results.tsx).
const CARD_SIZES = '(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw';

export function HotelCard({
  hotel,
  detailUrl,
  first = false,
  highlighted = false,
}: HotelCardProps) {
  const room = hotel.Rooms[0];
  const tags = splitList(hotel.Tags, TAG_SEPARATOR);
  const special = hotel.SpecialTags && hotel.SpecialTags !== NO_TAG ? hotel.SpecialTags : undefined;
  return (
    <article
      data-hotel-id={hotel.id}
      data-highlighted={highlighted || undefined}
      className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm transition-shadow hover:shadow-lg ${highlighted ? 'shadow-lg ring-3 ring-brand-700' : 'ring-1 ring-slate-200'}`}
    >
      <Link
        to={detailUrl}
        className="relative block aspect-[4/3] overflow-hidden bg-brand-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-500"
      >
        <img
          {...responsiveImage(hotel.FrontImg, CARD_SIZES)}
          alt={`${hotel.HotelName}, ${hotel.loc_City}`}
          width={480}
          height={360}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 hover:scale-105"
        />
        {special && (
          <span className="absolute top-3 left-3 rounded-full bg-accent-500 px-3 py-1 text-xs font-bold text-ink shadow">
            {special}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-display text-lg font-bold text-ink" title={hotel.HotelName}>
            {truncateWithEllipsis(hotel.HotelName, CARD_NAME_CHARS)}
          </h2>
        </div>
        <p className="text-sm text-slate-500">
          {hotel.loc_City}, {hotel.loc_Country}
        </p>
        <div className="mt-2 flex items-center gap-2 text-sm">
          <Stars rating={hotel.StarRating} />
          <span className="text-slate-600">
            {hotel.ReviewNumber} {hotel.ReviewNumber === 1 ? 'review' : 'reviews'}
          </span>
        </div>
        <p className="mt-3 flex-1 text-sm text-slate-600">
          {truncateWithEllipsis(hotel.HotelDescription, CARD_DESCRIPTION_CHARS)}
        </p>
        {tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
            {tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
        {hotel.stayPrice ? (
          <StayPrice stayPrice={hotel.stayPrice} />
        ) : (
          room &&
          hotel.stayPrice === undefined && (
            <div className="mt-4 flex items-end justify-between border-t border-slate-100 pt-3">
              <span className="text-xs text-slate-500">per night</span>
              <NightlyPrice room={room} size="2xl" />
            </div>
          )
        )}
        <Link
          to={detailUrl}
          className="mt-4 inline-flex h-10 items-center justify-center rounded-lg border border-brand-700 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
        >
          See rooms
        </Link>
      </div>
    </article>
  );
}
