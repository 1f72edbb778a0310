import { emptyHotelPolicy, type HotelFormMode } from '@staylane/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { png, renderAdmin, stubUploads } from '@/test/admin/render';
import { StepRooms } from './step-rooms';
import type { RoomDraft } from './wizard-model';

const existing: RoomDraft = {
  id: '7',
  facility: 'Floors 01 - 02',
  name: 'Garden',
  amenities: 'wifi, desk',
  inclusions: 'breakfast, parking',
  price: '80',
  discount: '5',
  description: 'Opens on the garden.',
  image: '/uploads/garden.png',
  units: '2',
};

let latest: RoomDraft[] = [];

function Harness({ mode, initial }: { mode: HotelFormMode; initial: RoomDraft[] }) {
  const [rooms, setRooms] = useState(initial);
  const [policy, setPolicy] = useState(emptyHotelPolicy);
  return (
    <StepRooms
      policy={policy}
      onPolicyChange={setPolicy}
      mode={mode}
      rooms={rooms}
      onRoomsChange={(next) => {
        latest = next;
        setRooms(next);
      }}
      onBack={() => {}}
      submit={<button type="button">Create Hotel</button>}
    />
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
async function paste(label: string, text: string) {
  await userEvent.click(field(label));
  await userEvent.paste(text);
}

async function createRoom(name: string) {
  await paste('Room name', name);
  await paste('Amenities', 'wifi tv');
  await paste('Inclusions', 'breakfast parking');
  await paste("Room's Price", '120');
  await paste("Room's description", 'Quiet.');
  await userEvent.upload(field('Room Image'), png());
  await screen.findByRole('img', { name: 'Room Image 1' });
  await userEvent.click(screen.getByRole('button', { name: 'Create Room' }));
}

beforeEach(() => stubUploads());

describe('the room list of step 5', () => {
  it('adds rooms, numbers them, edits one in place with Room Updated, and deletes', async () => {
    renderAdmin(<Harness mode="create" initial={[]} />);
    expect(screen.getByText('No Rooms have been created')).toBeInTheDocument();

    await createRoom('Suite');
    expect(await screen.findByText('Rooms created 1')).toBeInTheDocument();
    expect(screen.getByText('Room 1 :: Suite')).toBeInTheDocument();
    // The form is empty again for the next room.
    expect(field('Room name')).toHaveValue('');
    await createRoom('Loft');
    expect(await screen.findByText('Rooms created 2')).toBeInTheDocument();
    expect(screen.getByText('Room 2 :: Loft')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Room 1 :: Suite' }));
    expect(field('Room name')).toHaveValue('Suite');
    expect(screen.queryByRole('button', { name: 'Create Room' })).not.toBeInTheDocument();
    await userEvent.clear(field('Room name'));
    await paste('Room name', 'Grand Suite');
    await userEvent.click(screen.getByRole('button', { name: 'Update Room' }));
    expect(await screen.findByText('Room Updated')).toBeInTheDocument();
    expect(screen.getByText('Room 1 :: Grand Suite')).toBeInTheDocument();
    expect(screen.getByText('Rooms created 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Room' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Room 1 :: Grand Suite' }));
    expect(screen.getByText('Rooms created 1')).toBeInTheDocument();
    expect(screen.getByText('Room 1 :: Loft')).toBeInTheDocument();
    expect(latest.map((room) => room.name)).toEqual(['Loft']);
  });

  it('shows the room messages and empties the form with Clear', async () => {
    renderAdmin(<Harness mode="create" initial={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    for (const message of [
      "Enter your room's name",
      'Enter your amenities',
      'Enter your inclusions',
      "enter your room's description",
      'Please upload, at least, one picture',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('No Rooms have been created')).toBeInTheDocument();
    await paste('Room name', 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field('Room name')).toHaveValue('');
    expect(screen.queryByText("Enter your room's name")).not.toBeInTheDocument();
  });

  it('edits how many guests a room sleeps, from 1 to 4, with its message', async () => {
    renderAdmin(<Harness mode="edit" initial={[{ ...existing, maxGuests: '2' }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Room 1 :: Garden' }));
    expect(field('Max guests')).toHaveValue('2');
    await userEvent.clear(field('Max guests'));
    await userEvent.type(field('Max guests'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Update Room' }));
    expect(
      await screen.findByText('Max guests must be a whole number from 1 to 4'),
    ).toBeInTheDocument();
    expect(field('Max guests')).toHaveAccessibleDescription(
      'Max guests must be a whole number from 1 to 4',
    );
    await userEvent.clear(field('Max guests'));
    await userEvent.type(field('Max guests'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Update Room' }));
    expect(await screen.findByText('Room Updated')).toBeInTheDocument();
    expect(latest[0]).toMatchObject({ id: '7', maxGuests: '4' });
  });

  it('takes a discount with two decimals and refuses a third with its message', async () => {
    renderAdmin(<Harness mode="edit" initial={[existing]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Room 1 :: Garden' }));
    await userEvent.clear(field("Room's discount"));
    await userEvent.type(field("Room's discount"), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Update Room' }));
    expect(
      await screen.findByText('Enter a discount with at most two decimals'),
    ).toBeInTheDocument();
    await userEvent.clear(field("Room's discount"));
    await userEvent.type(field("Room's discount"), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Update Room' }));
    expect(await screen.findByText('Room Updated')).toBeInTheDocument();
    expect(latest[0]).toMatchObject({ id: '7', discount: '12.5' });
  });

  it("while editing a hotel hides delete for its existing rooms and keeps a room's id on update", async () => {
    renderAdmin(<Harness mode="edit" initial={[existing]} />);
    expect(screen.getByText('Room 1 :: Garden')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete Room/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Room 1 :: Garden' }));
    await userEvent.clear(field("Room's Price"));
    await paste("Room's Price", '95');
    await userEvent.click(screen.getByRole('button', { name: 'Update Room' }));
    expect(await screen.findByText('Room Updated')).toBeInTheDocument();
    expect(latest[0]).toMatchObject({ id: '7', facility: 'Floors 01 - 02', price: '95' });

    // A room added while editing is not saved yet, so it can still be removed.
    await createRoom('Annex');
    expect(
      await screen.findByRole('button', { name: 'Delete Room 2 :: Annex' }),
    ).toBeInTheDocument();
  });
});

describe('a non-refundable room in step 5', () => {
  it('marks a room Non-refundable with its checkbox and keeps the flag on the entry', async () => {
    renderAdmin(<Harness mode="edit" initial={[existing]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Room 1 :: Garden' }));
    const box = screen.getByRole('checkbox', { name: 'Non-refundable' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      "Cancelling this room refunds nothing, whatever the hotel's policy.",
    );
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Update Room' }));
    expect(await screen.findByText('Room Updated')).toBeInTheDocument();
    expect(latest[0]).toMatchObject({ id: '7', nonRefundable: true });
  });
});
