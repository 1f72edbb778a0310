/**
 * Step 5 (product §2, §4): the room creator and the list of created rooms. Rooms live in the
 * wizard's local list until the hotel is sent; editing an entry replaces it and shows
 * 'Room Updated'. While editing a hotel its existing rooms cannot be deleted (the server
 * would remove them, bookings and all); a room added in this session still can.
 */
import {
  NOTICES,
  type HotelFormMode,
  type HotelPolicyFormInput,
  type RoomFormInput,
} from '@staylane/domain';
import { useState, type ReactNode } from 'react';
import { notify } from '@/lib/notify';
import { RoomForm } from './room-form';
import { RoomList } from './room-list';
import { StepNav } from './step-nav';
import { StepPolicy } from './step-policy';
import { emptyRoom, type RoomDraft } from './wizard-model';

interface StepRoomsProps {
  mode: HotelFormMode;
  rooms: RoomDraft[];
  onRoomsChange: (rooms: RoomDraft[]) => void;
  onBack: () => void;
  /** The footer's Create Hotel / Update Hotel button. */
  submit: ReactNode;
  /** Why the hotel cannot be sent yet, shown above the footer. */
  problem?: string;
  /** The hotel's cancellation policy, edited here too. */
  policy: HotelPolicyFormInput;
  onPolicyChange: (policy: HotelPolicyFormInput) => void;
  /** The hotel was sent with an invalid policy: show its messages. */
  showErrors?: boolean;
}

export function StepRooms({
  mode,
  rooms,
  onRoomsChange,
  onBack,
  submit,
  problem,
  policy,
  onPolicyChange,
  showErrors = false,
}: StepRoomsProps) {
  const [editingIndex, setEditingIndex] = useState<number | undefined>(undefined);
  // A new key gives a fresh, empty room form after each save or Clear.
  const [formVersion, setFormVersion] = useState(0);

  function finish() {
    setEditingIndex(undefined);
    setFormVersion((version) => version + 1);
  }

  function save(room: RoomFormInput) {
    if (editingIndex === undefined) {
      onRoomsChange([...rooms, room]);
    } else {
      const old = rooms[editingIndex];
      onRoomsChange(
        rooms.map((entry, index) =>
          index === editingIndex ? { ...room, id: old?.id, facility: old?.facility } : entry,
        ),
      );
      notify.success(NOTICES.roomUpdated);
    }
    finish();
  }

  function remove(index: number) {
    onRoomsChange(rooms.filter((_, at) => at !== index));
    if (editingIndex === index) finish();
    else if (editingIndex !== undefined && editingIndex > index) setEditingIndex(editingIndex - 1);
  }

  const editing = editingIndex === undefined ? undefined : rooms[editingIndex];
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <RoomForm
          key={`${editingIndex ?? 'new'}-${formVersion}`}
          initial={editing ?? emptyRoom()}
          editing={editing !== undefined}
          onSave={save}
          onClear={finish}
        />
        <RoomList
          rooms={rooms}
          editingIndex={editingIndex}
          onEdit={setEditingIndex}
          canDelete={(room) => mode === 'create' || room.id === undefined}
          onDelete={remove}
        />
      </div>
      <StepPolicy policy={policy} onChange={onPolicyChange} showErrors={showErrors} />
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <StepNav step={5} onBack={onBack} forward={submit} />
    </div>
  );
}
