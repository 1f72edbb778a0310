import { ROLE_ADMIN, ROLE_USER, type UserWire } from '@staylane/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, scriptApi } from '@/test/admin/render';
import { THINK_MESSAGE, THINK_TITLE, UserManagement } from './user-management';

function user(id: number, fullName: string, role: 1 | 2): UserWire {
  return {
    id: String(id),
    fullName,
    email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com`,
    phoneNumber: '',
    gender: 'Non Binary',
    streetAddress: '',
    city: '',
    zipCode: '',
    picture: '',
    role: { id: role, Name: role === ROLE_ADMIN ? 'Admin' : 'User' },
  };
}

function serveUsers() {
  let users = [
    user(1, 'Ada Admin', ROLE_ADMIN),
    ...Array.from({ length: 6 }, (_, at) => user(at + 2, `Guest Number${at + 2}`, ROLE_USER)),
  ];
  const sent = scriptApi((request) => {
    if (request.method === 'GET' && request.path === '/api/users') {
      return { status: 200, body: { message: 'Users', data: users } };
    }
    const role = /^\/api\/users\/(\d+)\/role$/.exec(request.path);
    if (request.method === 'PUT' && role) {
      const { newRole } = request.body as { newRole: 1 | 2 };
      users = users.map((entry) =>
        entry.id === role[1] ? user(Number(entry.id), entry.fullName, newRole) : entry,
      );
      return { status: 200, body: { message: 'Role updated', data: users[1] } };
    }
    const remove = /^\/api\/users\/(\d+)$/.exec(request.path);
    if (request.method === 'DELETE' && remove) {
      users = users.filter((entry) => entry.id !== remove[1]);
      return { status: 200, body: { message: 'User deleted', data: { id: remove[1] } } };
    }
    return undefined;
  });
  return sent;
}

describe('User Management', () => {
  it('lists 5 users per page with their index, name and role', async () => {
    serveUsers();
    renderAdmin(<UserManagement selfId="1" />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]!).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('role-name')).toHaveTextContent('Admin');
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const second = screen.getAllByRole('article');
    expect(second).toHaveLength(2);
    expect(within(second[0]!).getByLabelText('User 6')).toHaveTextContent('6');
  });

  it("asks 'Think about it' before a role change; No sends nothing, Yes saves and reloads", async () => {
    const sent = serveUsers();
    renderAdmin(<UserManagement selfId="1" />);
    const card = await screen.findByRole('article', { name: 'Guest Number2' });
    await userEvent.selectOptions(within(card).getByLabelText('New role'), 'Admin');
    const confirm = within(card).getByRole('button', {
      name: 'Confirm the new role of Guest Number2',
    });

    await userEvent.click(confirm);
    let dialog = await screen.findByRole('dialog', { name: THINK_TITLE });
    expect(within(dialog).getByText(THINK_MESSAGE)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);

    await userEvent.click(confirm);
    dialog = await screen.findByRole('dialog', { name: THINK_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Saving changes...')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/users/2/role',
      body: { userId: '2', newRole: 2 },
    });
    // The list reloads with the new role.
    const reloaded = await screen.findByRole('article', { name: 'Guest Number2' });
    await expect.poll(() => within(reloaded).getByTestId('role-name').textContent).toBe('Admin');
    expect(sent.filter((request) => request.path === '/api/users')).toHaveLength(2);
  });

  it('deletes a user after the same confirmation, and offers no delete for oneself', async () => {
    const sent = serveUsers();
    renderAdmin(<UserManagement selfId="1" />);
    const self = await screen.findByRole('article', { name: /^Ada Admin/ });
    expect(within(self).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Guest Number3' }));
    const dialog = await screen.findByRole('dialog', { name: THINK_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect.poll(() => screen.queryByRole('article', { name: 'Guest Number3' })).toBeNull();
    expect(sent.find((request) => request.method === 'DELETE')?.path).toBe('/api/users/3');
  });
});
