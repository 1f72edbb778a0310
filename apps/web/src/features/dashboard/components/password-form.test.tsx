import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { PasswordForm } from './password-form';

afterEach(() => vi.unstubAllGlobals());

const RULE =
  'Passwords must have 8 characters, a number, one uppercase letter and one lowecase letter';

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}
function fill(password: string, confirmPassword: string, currentPassword?: string) {
  if (currentPassword !== undefined) {
    fireEvent.change(screen.getByLabelText('Current password'), {
      target: { value: currentPassword },
    });
  }
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), {
    target: { value: confirmPassword },
  });
}

describe('password change', () => {
  it.each([
    ['', '', 'Both fields must not be blank'],
    ['   ', 'Valid1234', 'Both fields must not be blank'],
    ['short1A', 'short1A', RULE],
    ['alllowercase1', 'alllowercase1', RULE],
    ['NoDigitsHere', 'NoDigitsHere', RULE],
    ['Valid1234', 'Valid12345', 'Passwords must be the same'],
  ])('"%s" and "%s" show "%s" and send nothing', async (password, confirm, message) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<PasswordForm userId="4" />);
    await click('Change password');
    fill(password, confirm, 'Old12345');
    await click('Save password');
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('confirms, then sends the new password; Cancel leaves without sending', async () => {
    const fetch = vi.fn(async () => jsonResponse({ message: 'Password Updated!' }));
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<PasswordForm userId="4" />);
    await click('Change password');
    fill('Valid1234', 'Valid1234', 'Old12345');
    await click('Save password');
    expect(screen.getByRole('dialog', { name: 'Change your password' })).toBeInTheDocument();
    await click('Yes');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/4/password');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'Old12345',
      password: 'Valid1234',
    });
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument(),
    );

    await click('Change password');
    await click('Cancel');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for the current password first, and sends nothing without it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<PasswordForm userId="4" />);
    await click('Change password');
    await vi.waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    fill('Valid1234', 'Valid1234', '');
    await click('Save password');
    expect(screen.getByText('Please enter your current password')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s "Current password is incorrect" under the field', async () => {
    const message = 'Current password is incorrect';
    const fetch = vi.fn(async () =>
      jsonResponse({ message, code: 'VALIDATION', fields: { currentPassword: message } }, 400),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<PasswordForm userId="4" />);
    await click('Change password');
    fill('Valid1234', 'Valid1234', 'Wrong1234');
    await click('Save password');
    await click('Yes');
    await vi.waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(message);
  });

  it('after a provisional-password login asks no current password and sends none', async () => {
    const fetch = vi.fn(async () => jsonResponse({ message: 'Password Updated!' }));
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<PasswordForm userId="4" provisional />);
    await click('Change password');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    fill('Valid1234', 'Valid1234');
    await click('Save password');
    await click('Yes');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ password: 'Valid1234' });
  });
});
