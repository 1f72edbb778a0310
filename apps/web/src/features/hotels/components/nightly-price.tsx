/**
 * A room's price per night as the spec shows it: the original price struck through when there
 * is a discount, then the discounted price (product §9: price − round(price × discount / 100)).
 */
import { nightlyPriceCents, roomPriceFromWire, type RoomWire } from '@staylane/domain';
import { formatCents, formatDollars } from '@/lib/format';

interface NightlyPriceProps {
  room: Pick<RoomWire, 'OriginalPricePerNight' | 'Discount'>;
  /** Text size of the discounted price. */
  size?: 'xl' | '2xl';
  /** Text after the price, e.g. ' / night'. */
  suffix?: string;
}

export function NightlyPrice({ room, size = 'xl', suffix }: NightlyPriceProps) {
  return (
    <p className="text-right">
      {room.Discount > 0 && (
        <s className="mr-2 text-sm text-slate-500">
          <span className="sr-only">Original price </span>
          {formatDollars(room.OriginalPricePerNight)}
        </s>
      )}
      <span
        className={`font-display font-extrabold text-brand-700 ${size === '2xl' ? 'text-2xl' : 'text-xl'}`}
      >
        {formatCents(nightlyPriceCents(roomPriceFromWire(room)))}
      </span>
      {suffix && <span className="text-xs text-slate-500">{suffix}</span>}
    </p>
  );
}
