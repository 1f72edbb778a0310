/**
 * Booking Summary (product §2): the hotel's image, name, city and country, the dates, guests,
 * room and nights, then the payment details RoomName, nights, basePrice, discount, tax and
 * finalPrice. The figures come from the caller (priceForStay, or the server's hold).
 */
import type { HotelWire, StayPrice } from '@staylane/domain';
import { CancellationTerms } from '@/components/cancellation-terms';
import { useId } from 'react';
import { formatCents, formatDay } from '@/lib/format';

export interface SummaryProps {
  hotel: { HotelName: string; FrontImg: string; loc_City: string; loc_Country: string };
  roomName: string;
  checkInDate: string;
  checkOutDate: string;
  guests: number;
  price: StayPrice;
  coupon?: { code: string; percent: number };
  /** The policy the guest agrees to by paying. */
  cancellation?: { policy: HotelWire['CancellationPolicy']; nonRefundable: boolean };
}

interface RowProps {
  name: string;
  term: string;
  value: string;
  strong?: boolean;
}

function Row({ name, term, value, strong }: RowProps) {
  const total = strong ? 'mt-2 border-t border-slate-200 pt-2 text-base font-bold' : '';
  return (
    <div className={`flex justify-between gap-4 py-1.5 ${total}`}>
      <dt className={strong ? 'text-ink' : 'text-slate-600'}>{term}</dt>
      <dd className="text-right text-ink" data-testid={`summary-${name}`}>
        {value}
      </dd>
    </div>
  );
}

export function BookingSummary({
  hotel,
  roomName,
  checkInDate,
  checkOutDate,
  guests,
  price,
  coupon,
  cancellation,
}: SummaryProps) {
  const id = useId();
  const nights = `${price.nights} ${price.nights === 1 ? 'night' : 'nights'}`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {hotel.FrontImg && (
        <img
          src={hotel.FrontImg}
          alt={hotel.HotelName}
          width={640}
          height={360}
          className="aspect-[5/2] w-full bg-brand-100 object-cover sm:aspect-video"
        />
      )}
      <div className="p-5">
        <h2 id={`${id}-title`} className="font-display text-xl font-bold text-ink">
          Booking Summary
        </h2>
        <p className="mt-2 font-display text-lg font-semibold text-brand-800">{hotel.HotelName}</p>
        <p className="text-sm text-slate-600">
          {hotel.loc_City}, {hotel.loc_Country}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs font-bold tracking-wider text-slate-500 uppercase">Check In</dt>
            <dd className="text-ink">{formatDay(checkInDate)}</dd>
          </div>
          <div>
            <dt className="text-xs font-bold tracking-wider text-slate-500 uppercase">Check Out</dt>
            <dd className="text-ink">{formatDay(checkOutDate)}</dd>
          </div>
          <div>
            <dt className="text-xs font-bold tracking-wider text-slate-500 uppercase">Guests</dt>
            <dd className="text-ink">{guests}</dd>
          </div>
          <div>
            <dt className="text-xs font-bold tracking-wider text-slate-500 uppercase">Nights</dt>
            <dd className="text-ink">{price.nights}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-xs font-bold tracking-wider text-slate-500 uppercase">Room</dt>
            <dd className="text-ink">{roomName}</dd>
          </div>
        </dl>
        {cancellation && (
          <CancellationTerms
            className="mt-4"
            policy={cancellation.policy}
            nonRefundable={cancellation.nonRefundable}
            checkIn={checkInDate}
            detailed
          />
        )}
        <h3 className="mt-5 border-t border-slate-200 pt-4 text-sm font-bold tracking-wider text-slate-500 uppercase">
          Payment details
        </h3>
        <dl className="mt-2 text-sm">
          <Row name="room" term="Room" value={`${roomName}, ${nights}`} />
          <Row name="base" term="Base price" value={formatCents(price.baseCents)} />
          <Row name="discount" term="Discount" value={`−${formatCents(price.discountCents)}`} />
          <Row name="tax" term="Tax and service fee (19%)" value={formatCents(price.taxCents)} />
          {coupon && (
            <Row
              name="coupon"
              term={`Coupon ${coupon.code}`}
              value={`−${coupon.percent}% of the base price`}
            />
          )}
          <Row name="final" term="Total" value={formatCents(price.finalCents)} strong />
        </dl>
      </div>
    </section>
  );
}
