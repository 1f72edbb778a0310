/** One room type's channel sync: its export address, its imported feeds, and Add feed. */
import type { RoomWire } from '@staylane/domain';
import { useId } from 'react';
import { AddFeedForm } from './add-feed-form';
import { ExportAddress } from './export-address';
import { FeedList } from './feed-list';

export function RoomChannels({ room }: { room: RoomWire }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h3 id={id} className="font-display text-lg font-bold break-words text-ink">
          {room.RoomName}
        </h3>
        <p className="text-sm text-slate-600">
          {room.Units} {room.Units === 1 ? 'unit' : 'units'}
        </p>
      </div>
      <ExportAddress roomId={room.id} roomName={room.RoomName} />
      <h4 className="font-semibold text-ink">Imported feeds</h4>
      <FeedList roomId={room.id} roomName={room.RoomName} />
      <AddFeedForm roomId={room.id} roomName={room.RoomName} />
    </section>
  );
}
