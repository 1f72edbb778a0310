/**
 * 'Channels' (decision 021): open conflicts first, then the chosen hotel's room types, each with
 * its secret export address and the channel calendars imported into it, with their health.
 */
import { useId } from 'react';
import { useAdminHotel } from '../../api/get-admin-hotel';
import { ConflictList } from './conflict-list';
import { RoomChannels } from './room-channels';
import { LoadError, Skeleton } from '../skeleton';

export function ChannelsView({ hotelId }: { hotelId: string | undefined }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-8">
      <ConflictList />
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <h2 id={id} className="font-display text-xl font-bold text-ink">
          Room calendars
        </h2>
        {hotelId === undefined ? (
          <p className="text-slate-600">
            Choose a hotel with the hotel switcher above to see its room types’ calendars.
          </p>
        ) : (
          <HotelRooms hotelId={hotelId} />
        )}
      </section>
    </div>
  );
}

function HotelRooms({ hotelId }: { hotelId: string }) {
  const hotel = useAdminHotel(hotelId);
  if (hotel.isPending) return <Skeleton label="Loading room types" lines={4} />;
  if (hotel.isError) return <LoadError error={hotel.error} />;
  const { HotelName, Rooms } = hotel.data.data;
  if (Rooms.length === 0) return <p className="text-slate-600">{HotelName} has no room types.</p>;
  return (
    <div className="flex flex-col gap-4" aria-label={`Room types of ${HotelName}`} role="group">
      {Rooms.map((room) => (
        <RoomChannels key={room.id} room={room} />
      ))}
    </div>
  );
}
