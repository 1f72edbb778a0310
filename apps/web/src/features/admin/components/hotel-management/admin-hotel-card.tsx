import type { HotelWire } from '@staylane/domain';
import { Button } from '@/components/button';

interface AdminHotelCardProps {
  hotel: HotelWire;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One hotel of the management list with its edit and delete buttons. */
export function AdminHotelCard({ hotel, onEdit, onDelete, deleting }: AdminHotelCardProps) {
  return (
    <article
      aria-labelledby={`admin-hotel-${hotel.id}`}
      className="grid grid-cols-[6rem_1fr] items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[9rem_1fr_auto]"
    >
      {hotel.FrontImg ? (
        <img
          src={hotel.FrontImg}
          alt=""
          className="aspect-[4/3] w-full rounded-xl bg-brand-50 object-cover"
          loading="lazy"
        />
      ) : (
        <div className="aspect-[4/3] w-full rounded-xl bg-brand-50" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <h3
          id={`admin-hotel-${hotel.id}`}
          className="font-display text-lg font-bold break-words text-ink"
        >
          {hotel.HotelName}
        </h3>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-600">
          <dt className="font-semibold">Id</dt>
          <dd>{hotel.id}</dd>
          <dt className="font-semibold">City</dt>
          <dd className="break-words">{hotel.loc_City}</dd>
          <dt className="font-semibold">Country</dt>
          <dd className="break-words">{hotel.loc_Country}</dd>
          <dt className="font-semibold">Rooms</dt>
          <dd>{hotel.Rooms.length}</dd>
        </dl>
      </div>
      <div className="col-span-2 flex gap-2 sm:col-span-1 sm:flex-col">
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          onClick={onEdit}
          aria-label={`Edit ${hotel.HotelName}`}
        >
          Edit
        </Button>
        <Button
          variant="danger"
          size="sm"
          className="flex-1"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete ${hotel.HotelName}`}
        >
          {deleting ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </article>
  );
}
