import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadToaster } from '@/test/render';
import { notify } from '@/lib/notify';
import { NoticeHost } from './notice-host';

describe('the notice host', () => {
  beforeAll(loadToaster, 30_000);

  it('shows a notice raised before it was mounted, and the notices after it', async () => {
    notify.error('The first notice, raised before any host');
    const { unmount } = render(<NoticeHost />);
    expect(await screen.findByText('The first notice, raised before any host')).toBeInTheDocument();
    notify.success('A second notice');
    expect(await screen.findByText('A second notice')).toBeInTheDocument();
    unmount();
  });

  it('shows notices in a host mounted after another was taken away', async () => {
    render(<NoticeHost />);
    notify.error('A notice for the new host');
    expect(await screen.findByText('A notice for the new host')).toBeInTheDocument();
  });
});
