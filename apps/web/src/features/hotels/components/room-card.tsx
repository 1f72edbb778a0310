/**
 * A room (product §2): name, image, amenities, inclusions, the original price struck through
 * and the discounted price per night (with a stay, the server's price for it: decision 048),
 * Book Now. A room with no free unit for the chosen dates,
 * or too small for the chosen guests (design §5), says so and cannot be chosen.
 */
import {
  TAG_SEPARATOR,
  roomFits,
  sleepsLabel,
  splitList,
  tooSmallLabel,
  type HotelWire,
  type RoomOffers,
  type RoomWire,
} from '@staylane/domain';
import { CancellationTerms } from '@/components/cancellation-terms';
import { responsiveImage } from '@/components/responsive-image';
import { RoomHeadlinePrice } from './room-headline-price';
import { RoomPlans, type StayChange } from './room-plans';

export const SOLD_OUT = 'Sold out for these dates';

interface RoomCardProps {
  room: RoomWire;
  selected: boolean;
  onSelect: () => void;
  /** The guests chosen on the page, if any. */
  guests?: number;
  /** The hotel's cancellation policy and the chosen check-in. */
  policy?: HotelWire['CancellationPolicy'];
  checkIn?: string;
  /** The room's plans for the stay as the server priced them (decision 046). */
  offers?: RoomOffers | undefined;
  nights?: number | undefined;
  bookingHref?: (ratePlanId: string) => string;
  onMoveStay?: (stay: StayChange) => void;
}

function WordList({ title, words }: { title: string; words: string[] }) {
  if (words.length === 0) return null;
  return (
    <div>
      <h3 className="text-xs font-bold tracking-wider text-slate-500 uppercase">{title}</h3>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {words.map((word) => (
          <li
            key={word}
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
          >
            {word}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RoomCard({
  room,
  selected,
  onSelect,
  guests,
  policy,
  checkIn,
  offers,
  nights,
  bookingHref,
  onMoveStay,
}: RoomCardProps) {
  const soldOut = room.FreeUnits === 0 || room.Available === false;
  const tooSmall = !roomFits(room, guests);
  // About may be several sentences joined by '-/-' (product §3, decision 030).
  const about = splitList(room.About, TAG_SEPARATOR).join(' · ');
  return (
    <article
      className={`grid gap-4 rounded-2xl bg-white p-4 ring-1 sm:grid-cols-[12rem_1fr] ${selected ? 'ring-2 ring-brand-600' : 'ring-slate-200'}`}
    >
      <img
        {...responsiveImage(room.RoomImg, '(min-width: 640px) 12rem, 100vw')}
        alt={room.RoomName}
        width={384}
        height={288}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full rounded-xl bg-brand-100 object-cover"
      />
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="font-display text-lg font-bold text-ink">{room.RoomName}</h2>
          <RoomHeadlinePrice room={room} offers={offers} />
        </div>
        <p className="text-sm font-semibold text-slate-700">{sleepsLabel(room.MaxGuests)}</p>
        {policy && (
          <CancellationTerms policy={policy} nonRefundable={room.NonRefundable} checkIn={checkIn} />
        )}
        {about && <p className="text-sm text-slate-600">{about}</p>}
        <WordList title="Amenities" words={splitList(room.Amenities, TAG_SEPARATOR)} />
        <WordList title="Inclusions" words={splitList(room.Inclusions, TAG_SEPARATOR)} />
        {/* A room the party cannot have says so below, as before, without its plans. */}
        {offers && nights && bookingHref && onMoveStay && !soldOut && !tooSmall && (
          <RoomPlans
            roomName={room.RoomName}
            plans={offers.plans}
            nights={nights}
            bookable
            bookingHref={bookingHref}
            onMoveStay={onMoveStay}
          />
        )}
        <div className="mt-auto flex items-center justify-between gap-3">
          {soldOut ? (
            <p className="text-sm font-semibold text-red-700">{SOLD_OUT}</p>
          ) : tooSmall ? (
            <p className="text-sm font-semibold text-red-700">{tooSmallLabel(guests!)}</p>
          ) : (
            <span className="text-xs text-slate-500">
              {/* With a stay the headline's struck price tells the reduction (decision 048). */}
              {!offers && room.Discount > 0 ? `${room.Discount}% off` : ''}
            </span>
          )}
          <button
            type="button"
            disabled={soldOut || tooSmall}
            aria-pressed={selected}
            onClick={onSelect}
            className={`h-10 shrink-0 rounded-lg px-5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-500 ${
              selected ? 'bg-accent-500 text-ink' : 'bg-brand-700 text-white hover:bg-brand-800'
            }`}
          >
            {selected ? 'Selected' : 'Book Now'}
          </button>
        </div>
      </div>
    </article>
  );
}
