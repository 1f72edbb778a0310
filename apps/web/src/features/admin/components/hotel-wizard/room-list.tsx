/** The rooms of step 5: 'No Rooms have been created' or 'Rooms created {count}'. */
import type { RoomDraft } from './wizard-model';

interface RoomListProps {
  rooms: readonly RoomDraft[];
  editingIndex: number | undefined;
  onEdit: (index: number) => void;
  /** Whether this room may be removed (not an existing room while editing, product §2). */
  canDelete: (room: RoomDraft) => boolean;
  onDelete: (index: number) => void;
}

const small =
  'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500';

export function RoomList({ rooms, editingIndex, onEdit, canDelete, onDelete }: RoomListProps) {
  return (
    <section aria-labelledby="rooms-heading" className="flex flex-col gap-3">
      <h4 id="rooms-heading" className="font-display text-lg font-bold text-ink">
        {rooms.length === 0 ? 'No Rooms have been created' : `Rooms created ${rooms.length}`}
      </h4>
      {rooms.length > 0 && (
        <ul className="flex flex-col gap-2">
          {rooms.map((room, index) => {
            const label = `Room ${index + 1} :: ${room.name}`;
            return (
              <li
                key={room.id ?? `new-${index}`}
                className={`flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white px-4 py-3 ring-1 ${
                  editingIndex === index ? 'ring-2 ring-brand-600' : 'ring-slate-200'
                }`}
              >
                <span className="min-w-0 font-semibold break-words text-slate-800">{label}</span>
                <span className="flex gap-2">
                  <button
                    type="button"
                    className={`${small} bg-brand-50 text-brand-800 hover:bg-brand-100`}
                    onClick={() => onEdit(index)}
                    aria-label={`Edit ${label}`}
                  >
                    Edit
                  </button>
                  {canDelete(room) && (
                    <button
                      type="button"
                      className={`${small} bg-red-50 text-red-800 hover:bg-red-100`}
                      onClick={() => onDelete(index)}
                      aria-label={`Delete ${label}`}
                    >
                      Delete
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
