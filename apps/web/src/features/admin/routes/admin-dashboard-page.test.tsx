import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAdmin, scriptApi } from '@/test/admin/render';
import { aHotel } from '@/test/fixtures';
import { AdminDashboardPage } from './admin-dashboard-page';

const rome = aHotel({ id: '1', HotelName: 'Trastevere Suites', loc_City: 'Rome' });
const lisbon = aHotel({ id: '2', HotelName: 'Alfama House', loc_City: 'Lisbon' });

/** Enough of the API for every screen to draw: two hotels, nothing else to list. */
function serveBackOffice() {
  const page = { total: 2, page: 1, pageSize: 10, pageCount: 1 };
  return scriptApi(({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path.startsWith('/api/admin/hotels?')) {
      const q = new URL(path, 'http://localhost').searchParams.get('q') ?? '';
      const data = [rome, lisbon].filter((h) => h.HotelName.toLowerCase().includes(q));
      return { status: 200, body: { message: 'Hotels', data, meta: page } };
    }
    const one = /^\/api\/hotels\/(\d+)$/.exec(path);
    if (one) {
      const hotel = [rome, lisbon].find((h) => h.id === one[1]);
      if (hotel) return { status: 200, body: { message: 'Hotel', data: hotel } };
    }
    if (path === '/api/calendar-conflicts') {
      return { status: 200, body: { message: 'Conflicts', data: [] } };
    }
    return undefined;
  });
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  serveBackOffice();
  renderAdmin(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin-dashboard/*" element={<AdminDashboardPage />} />
        <Route path="/404-page-not-found" element={<h1>Not found screen</h1>} />
      </Routes>
      <Address />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const navigation = () => screen.getAllByRole('navigation', { name: 'Back office' })[0]!;

describe('the back office', () => {
  it('opens on Hotel Management, with the screens grouped by what a hotel does and no empty group', async () => {
    renderAt('/admin-dashboard');
    expect(await screen.findByRole('region', { name: 'Hotel Management' })).toBeInTheDocument();
    const nav = navigation();
    expect(within(nav).getByRole('link', { name: 'Hotel Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const groups = within(nav)
      .getAllByRole('list')
      .map((list) => list.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id!)?.textContent);
    expect(groups).toEqual([
      'Selling',
      'Reservations',
      'Insights',
      'Property',
      'People',
      'Settings',
    ]);
    // The spec's tabs, by their names; Edit Hotel only once a hotel is chosen.
    for (const name of ['Create a New Hotel', 'Reservations', 'User Management']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('link', { name: 'Edit Hotel' })).toBeNull();
  });

  it('opens a deep link on its own screen with the hotel of the address in the switcher', async () => {
    renderAt('/admin-dashboard/channels?hotel=2');
    expect(await screen.findByRole('region', { name: 'Channels' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Hotel: Alfama House' })).toBeVisible();
    expect(within(navigation()).getByRole('link', { name: 'Channels' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('puts the hotel chosen in the switcher into the address and keeps it from screen to screen', async () => {
    renderAt('/admin-dashboard/holds');
    await userEvent.click(await screen.findByRole('button', { name: 'Hotel: All hotels' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a hotel' });
    await userEvent.click(await within(dialog).findByText('Trastevere Suites'));
    await waitFor(() => expect(address()).toBe('/admin-dashboard/holds?hotel=1'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Hotel: Trastevere Suites' })).toHaveFocus();

    await userEvent.click(within(navigation()).getByRole('link', { name: 'Channels' }));
    expect(address()).toBe('/admin-dashboard/channels?hotel=1');
    expect(await screen.findByRole('region', { name: 'Channels' })).toBeInTheDocument();
    await userEvent.click(within(navigation()).getByRole('link', { name: 'Edit Hotel' }));
    expect(address()).toBe('/admin-dashboard/hotels/edit?hotel=1');
    expect(
      await screen.findByRole('heading', { name: 'Updating Trastevere Suites' }),
    ).toBeVisible();
  });

  it('jumps from Edit in Hotel Management to the edit screen of that hotel', async () => {
    renderAt('/admin-dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Alfama House' }));
    expect(address()).toBe('/admin-dashboard/hotels/edit?hotel=2');
    expect(await screen.findByRole('heading', { name: 'Updating Alfama House' })).toBeVisible();
    expect(within(navigation()).getByRole('link', { name: 'Edit Hotel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the section of the hotel that needs the change, by its own address', async () => {
    renderAt('/admin-dashboard/hotels/edit/location?hotel=1');
    expect(await screen.findByText('Step 2 / 5')).toBeVisible();
    expect(screen.getByLabelText('City')).toHaveValue(rome.loc_City);
    const sections = screen.getByRole('navigation', { name: 'Hotel sections' });
    expect(within(sections).getByRole('link', { name: 'Location' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(sections).getByRole('link', { name: 'Rooms' }));
    expect(address()).toBe('/admin-dashboard/hotels/edit/rooms?hotel=1');
    expect(await screen.findByText('Step 5 / 5')).toBeVisible();
  });

  it('asks for a hotel on a screen about one hotel while the switcher says All hotels', async () => {
    renderAt('/admin-dashboard/calendar');
    expect(
      await screen.findByText('Choose a hotel with the hotel switcher above to see its calendar.'),
    ).toBeVisible();
  });

  it('opens the navigation drawer from its button, closes it with Escape and gives focus back', async () => {
    renderAt('/admin-dashboard/holds?hotel=1');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: 'Admin Dashboard' });
    await userEvent.keyboard('{Escape}');
    expect(drawer).not.toBeInTheDocument();
    expect(menu).toHaveFocus();

    await userEvent.click(menu);
    const opened = screen.getByRole('dialog', { name: 'Admin Dashboard' });
    await userEvent.click(within(opened).getByRole('link', { name: 'User Management' }));
    expect(address()).toBe('/admin-dashboard/users?hotel=1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends an unknown back-office address to the not-found screen', async () => {
    renderAt('/admin-dashboard/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Not found screen' })).toBeVisible();
  });
});
