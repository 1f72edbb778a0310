/**
 * Booking Summary (product §2): the hotel's image, name, city and country, the dates, guests,
 * room and nights, then the payment details RoomName, nights, basePrice, discount, tax and
 * finalPrice. The figures are the server's quote as it came (decision 044), its nights line by
 * line, under the rate plan it names with that plan's conditions (decision 045): nothing here
 * computes a price.
 */
import type { HotelWire, StayQuoteWire } from '@staylane/domain';
import { CancellationTerms } from '@/components/cancellation-terms';
import { useId } from 'react';
import { formatCents, formatDay } from '@/lib/format';
import { BREAKFAST_INCLUDED, rateName } from '@/lib/rate-plan-words';

export interface SummaryProps {
  hotel: { HotelName: string; FrontImg: string; loc_City: string; loc_Country: string };
  roomName: string;
  checkInDate: string;
  checkOutDate: string;
  guests: number;
  /** The server's quote; undefined while it is asked for. */
  quote: StayQuoteWire | undefined;
  /** Why the server gave no quote. */
  quoteError?: string | undefined;
  coupon?: { code: string; percent: number } | undefined;
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
  quote,
  quoteError,
  coupon,
  cancellation,
}: SummaryProps) {
  const id = useId();
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
            <dd className="text-ink">{quote?.nights ?? '…'}</dd>
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
        {quote?.ratePlan.breakfastIncluded && (
          <p
            className="mt-1 text-sm font-semibold text-emerald-800"
            data-testid="summary-breakfast"
          >
            {BREAKFAST_INCLUDED}
          </p>
        )}
        <h3 className="mt-5 border-t border-slate-200 pt-4 text-sm font-bold tracking-wider text-slate-500 uppercase">
          Payment details
        </h3>
        {quote ? (
          <QuoteDetails roomName={roomName} quote={quote} coupon={coupon} />
        ) : (
          <p className="mt-2 text-sm text-slate-600" role={quoteError ? 'alert' : 'status'}>
            {quoteError ?? 'Getting the price…'}
          </p>
        )}
      </div>
    </section>
  );
}

/** The quote's totals and, under them, its nights as the server priced each. */
function QuoteDetails({
  roomName,
  quote,
  coupon,
}: {
  roomName: string;
  quote: StayQuoteWire;
  coupon: SummaryProps['coupon'];
}) {
  const nights = `${quote.nights} ${quote.nights === 1 ? 'night' : 'nights'}`;
  return (
    <>
      <dl className="mt-2 text-sm">
        <Row name="room" term="Room" value={`${roomName}, ${nights}`} />
        <Row name="plan" term="Rate" value={rateName(quote.ratePlan)} />
        <Row name="base" term="Base price" value={formatCents(quote.baseCents)} />
        <Row name="discount" term="Discount" value={`−${formatCents(quote.discountCents)}`} />
        <Row name="tax" term="Tax and service fee (19%)" value={formatCents(quote.taxCents)} />
        {quote.couponCode && (
          <Row
            name="coupon"
            term={`Coupon ${quote.couponCode}`}
            value={`−${quote.couponPercent}% of the base price`}
          />
        )}
        <Row name="final" term="Total" value={formatCents(quote.finalCents)} strong />
      </dl>
      {coupon && coupon.code !== quote.couponCode && (
        <p className="mt-1 text-xs text-slate-600" role="status">
          Updating the price for coupon {coupon.code}…
        </p>
      )}
      {/* Many nights fold away; a short stay shows each at once. */}
      <details className="mt-3 text-sm" open={quote.lines.length <= 7}>
        <summary className="cursor-pointer font-semibold text-brand-800">Price per night</summary>
        <ul className="mt-1" aria-label="Price per night">
          {quote.lines.map((line) => (
            <li
              key={line.date}
              className="flex justify-between gap-4 py-0.5 text-slate-600"
              data-testid="summary-night"
            >
              <span>
                {formatDay(line.date)} · {line.ratePlan}
              </span>
              <span className="text-ink">{formatCents(line.priceCents)}</span>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
