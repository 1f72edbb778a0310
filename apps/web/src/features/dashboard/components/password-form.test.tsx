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
function fill(password: string, confirmPassword: string) {
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
    fill(password, confirm);
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
    fill('Valid1234', 'Valid1234');
    await click('Save password');
    expect(screen.getByRole('dialog', { name: 'Change your password' })).toBeInTheDocument();
    await click('Yes');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/4/password');
    expect(JSON.parse(String(init.body))).toEqual({ password: 'Valid1234' });
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument(),
    );

    await click('Change password');
    await click('Cancel');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
