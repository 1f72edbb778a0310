import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, scriptApi } from '@/test/admin/render';
import { aHotel } from '@/test/fixtures';
import { AdminHotelPicker } from './admin-hotel-picker';

const rome = aHotel({ id: '1', HotelName: 'Trastevere Suites', loc_City: 'Rome' });
const lisbon = aHotel({ id: '2', HotelName: 'Alfama House', loc_City: 'Lisbon' });
const porto = aHotel({ id: '3', HotelName: 'Ribeira Rooms', loc_City: 'Porto' });
const catalogue = [rome, lisbon, porto];

/** The admin hotel search by name, as the server answers it: first page, case ignored. */
function serveHotels() {
  return scriptApi(({ method, path }) => {
    if (method !== 'GET' || !path.startsWith('/api/admin/hotels?')) return undefined;
    const q = new URL(path, 'http://localhost').searchParams.get('q') ?? '';
    const data = catalogue.filter((h) => h.HotelName.toLowerCase().includes(q.toLowerCase()));
    const meta = { total: data.length, page: 1, pageSize: 10, pageCount: 1 };
    return { status: 200, body: { message: 'Hotels', data, meta } };
  });
}

function Picker(props: { allHotels?: boolean }) {
  const [chosen, setChosen] = useState<string | null>();
  return (
    <>
      <AdminHotelPicker
        searchLabel="Find a hotel by name"
        chosen={chosen}
        onChoose={setChosen}
        allHotelsLabel={props.allHotels ? 'All hotels' : undefined}
      />
      <output>chosen {String(chosen)}</output>
    </>
  );
}

describe('AdminHotelPicker', () => {
  it('searches the admin hotel list by name and shows the matches as radio cards', async () => {
    const sent = serveHotels();
    renderAdmin(<Picker />);
    expect(await screen.findAllByRole('radio')).toHaveLength(3);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a hotel by name' }), 'alfa');
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
    expect(screen.getByRole('radio', { name: 'Alfama House' })).toHaveAccessibleDescription(
      `Lisbon, ${lisbon.loc_Country}`,
    );
    expect(sent.at(-1)?.path).toMatch(/[?&]q=alfa(&|$)/);
    expect(sent.at(-1)?.path).toMatch(/[?&]field=name(&|$)/);

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'nowhere');
    expect(await screen.findByText('No hotel matches “nowhere”.')).toBeVisible();
  });

  it('chooses the hotel whose card is clicked and keeps it in sight when a search leaves it out', async () => {
    serveHotels();
    renderAdmin(<Picker />);
    await userEvent.click(await screen.findByText('Ribeira Rooms'));
    expect(screen.getByRole('radio', { name: 'Ribeira Rooms' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('chosen 3');

    await userEvent.type(screen.getByRole('searchbox'), 'alfa');
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(2));
    expect(screen.getByRole('radio', { name: 'Ribeira Rooms' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Alfama House' })).not.toBeChecked();
  });

  it('moves the choice with the arrow keys, as one radio group', async () => {
    serveHotels();
    renderAdmin(<Picker allHotels />);
    await userEvent.click(await screen.findByRole('radio', { name: 'All hotels' }));
    expect(screen.getByRole('status')).toHaveTextContent('chosen');
    expect(screen.getByRole('radio', { name: 'All hotels' })).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Trastevere Suites' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Trastevere Suites' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Alfama House' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('chosen 2');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'All hotels' })).toBeChecked();
  });
});
