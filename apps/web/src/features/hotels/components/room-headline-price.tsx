/**
 * A room card's headline price (decision 048). With the server's offers for a stay: "from" the
 * room's cheapest bookable plan per night, the per-night base struck through only when the
 * stay's reductions really lower it, so the headline agrees with the plans listed under it; no
 * figure when no plan can be booked (the card says why). Without offers: product §2's form, the
 * room's original price struck through and its discounted price per night.
 */
import type { RoomOffers, RoomWire } from '@staylane/domain';
import { formatCents } from '@/lib/format';
import { NightlyPrice } from './nightly-price';

interface RoomHeadlinePriceProps {
  room: Pick<RoomWire, 'OriginalPricePerNight' | 'Discount'>;
  /** The room's offers for the stay; undefined until the server answers. */
  offers: RoomOffers | undefined;
}

export function RoomHeadlinePrice({ room, offers }: RoomHeadlinePriceProps) {
  if (!offers) return <NightlyPrice room={room} suffix=" / night" />;
  const price = offers.fromPrice;
  if (!price) return null;
  return (
    <p className="text-right" data-testid="room-from-price">
      <span className="mr-1 text-xs text-slate-500">from</span>
      {price.basePerNightCents > price.perNightCents && (
        <s className="mr-2 text-sm text-slate-500">
          <span className="sr-only">Original price </span>
          {formatCents(price.basePerNightCents)}
        </s>
      )}
      <span className="font-display text-xl font-extrabold text-brand-700">
        {formatCents(price.perNightCents)}
      </span>
      <span className="text-xs text-slate-500"> / night</span>
    </p>
  );
}
