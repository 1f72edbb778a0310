import { CHANNEL_TEXTS } from '@staylane/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, scriptApi } from '@/test/admin/render';
import { AddFeedForm } from './add-feed-form';
import { aFeed } from '@/test/admin/channels';

function serveAdd() {
  return scriptApi((request) => {
    if (request.method !== 'POST' || request.path !== '/api/rooms/11/calendar-feeds') return;
    const { url } = request.body as { url: string };
    if (url.includes('refused')) {
      return {
        status: 400,
        body: {
          message: 'Invalid feed',
          code: 'VALIDATION',
          fields: { url: 'Address is refused' },
        },
      };
    }
    return { status: 201, body: { message: 'Calendar feed added', data: aFeed() } };
  });
}

describe('Add feed', () => {
  it('shows the schema’s messages under the fields and sends nothing', async () => {
    const sent = serveAdd();
    renderAdmin(<AddFeedForm roomId="11" roomName="Deluxe King" />);
    const form = screen.getByRole('form', { name: 'Add a feed to Deluxe King' });
    await userEvent.type(within(form).getByLabelText('Feed address'), 'ftp://files.example/a.ics');
    await userEvent.click(within(form).getByRole('button', { name: 'Add feed' }));

    const name = within(form).getByLabelText('Feed name');
    expect(name).toHaveAccessibleDescription(CHANNEL_TEXTS.nameRequired);
    expect(name).toHaveFocus();
    expect(within(form).getByLabelText('Feed address')).toHaveAccessibleDescription(
      CHANNEL_TEXTS.urlInvalid,
    );
    expect(sent).toEqual([]);
  });

  it('sends the trimmed feed, empties the form, and shows what the server refuses', async () => {
    const sent = serveAdd();
    renderAdmin(<AddFeedForm roomId="11" roomName="Deluxe King" />);
    const name = screen.getByLabelText('Feed name');
    const address = screen.getByLabelText('Feed address');
    await userEvent.type(name, '  Booking.com ');
    await userEvent.type(address, 'https://channel.example/rooms/11.ics');
    await userEvent.click(screen.getByRole('button', { name: 'Add feed' }));

    expect(await screen.findByText('Calendar feed added')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({
      name: 'Booking.com',
      url: 'https://channel.example/rooms/11.ics',
    });
    expect(name).toHaveValue('');

    await userEvent.type(name, 'Other');
    await userEvent.type(address, 'https://refused.example/a.ics');
    await userEvent.click(screen.getByRole('button', { name: 'Add feed' }));
    expect(await screen.findByText('Address is refused')).toBeInTheDocument();
    expect(address).toHaveAccessibleDescription('Address is refused');
  });
});
