import type { AuditEntryWire } from '@staylane/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, scriptApi } from '@/test/admin/render';
import { AuditLog } from './audit-log';

const ENTRIES: AuditEntryWire[] = [
  {
    id: '12',
    at: '2030-01-02T10:30:00.000Z',
    actorId: '1',
    actorEmail: 'ada@example.com',
    ip: '203.0.113.9',
    userAgent: 'Firefox on a laptop',
    action: 'hotel.update',
    entityType: 'hotel',
    entityId: '7',
    hotelId: '7',
    before: { name: 'Aurora', stars: 4 },
    after: { name: 'Aurora Bay', stars: 4 },
  },
  {
    id: '11',
    at: '2030-01-01T09:00:00.000Z',
    actorId: '1',
    actorEmail: 'ada@example.com',
    ip: '203.0.113.9',
    userAgent: null,
    action: 'user.role_change',
    entityType: 'user',
    entityId: '3',
    hotelId: null,
    before: { role: 1 },
    after: { role: 2 },
  },
];

function serveAudit() {
  return scriptApi((request) => {
    if (request.method === 'GET' && request.path.startsWith('/api/admin/audit?')) {
      return {
        status: 200,
        body: {
          message: 'Audit entries found',
          data: ENTRIES,
          meta: { total: 2, page: 1, pageSize: 25, pageCount: 1 },
        },
      };
    }
    return undefined;
  });
}

const auditCalls = (sent: { path: string }[]) =>
  sent.filter((request) => request.path.startsWith('/api/admin/audit?')).map((r) => r.path);

// Role queries over a table are slow in jsdom on a loaded machine.
const SLOW = { timeout: 20_000 };

describe('Audit log', () => {
  it('lists entries newest first with when, who, action, entity and from where', SLOW, async () => {
    serveAudit();
    renderAdmin(<AuditLog />);
    const rows = await screen.findAllByRole('row', {}, { timeout: 3000 });
    // The header row, then one row per entry.
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('hotel.update')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Jan 2, 2030, 10:30:00 AM UTC')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('user.role_change')).toBeInTheDocument();
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  it('expands an entry into the fields its change touched, before and after', SLOW, async () => {
    serveAudit();
    renderAdmin(<AuditLog />);
    await screen.findAllByRole('row', {}, { timeout: 3000 });
    const show = screen.getByRole('button', { name: /Show changes of hotel.update/ });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const changes = screen.getByRole('table', { name: 'Changes of hotel.update' });
    const fields = within(changes).getAllByRole('row').slice(1);
    // Only the name changed: the stars are left out.
    expect(fields).toHaveLength(1);
    expect(fields[0]).toHaveTextContent('nameAuroraAurora Bay');
    expect(show).toHaveAccessibleName('Hide changes of hotel.update #12');
    await userEvent.click(show);
    expect(screen.queryByRole('table', { name: 'Changes of hotel.update' })).toBeNull();
  });

  it('searches by the labelled filters and offers the same search as CSV', SLOW, async () => {
    const sent = serveAudit();
    renderAdmin(<AuditLog hotelId="7" />);
    await screen.findAllByRole('row', {}, { timeout: 3000 });
    // The switcher's hotel is the first filter.
    expect(screen.getByLabelText('Hotel id')).toHaveValue('7');
    expect(auditCalls(sent)[0]).toBe('/api/admin/audit?hotelId=7&page=1&pageSize=25');

    await userEvent.type(screen.getByLabelText('Person'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Action'), 'hotel');
    await userEvent.selectOptions(screen.getByLabelText('Entity'), 'hotel');
    await waitFor(() =>
      expect(auditCalls(sent).at(-1)).toBe(
        '/api/admin/audit?person=ada%40example.com&action=hotel&entityType=hotel&hotelId=7&page=1&pageSize=25',
      ),
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit.csv?person=ada%40example.com&action=hotel&entityType=hotel&hotelId=7',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Person')).toHaveValue('');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        '/api/admin/audit.csv',
      ),
    );
  });
});
