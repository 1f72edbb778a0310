import { act, fireEvent, screen } from '@testing-library/react';
import type { UserWire } from '@staylane/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { ProfileForm } from './profile-form';

afterEach(() => vi.unstubAllGlobals());

const user: UserWire = {
  id: '9',
  fullName: 'Ana Silva',
  email: 'ana@example.com',
  phoneNumber: '6001234567',
  gender: 'Femenino',
  streetAddress: 'Rua Augusta 1',
  city: 'Lisboa',
  zipCode: '1100',
  picture: '',
  role: { id: 1, Name: 'User' },
};

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('profile form', () => {
  it('shows the fields read-only until Edit, and the e-mail never editable', async () => {
    renderWithRouter(<ProfileForm user={user} />);
    expect(field('Full Name')).toHaveValue('Ana Silva');
    expect(field('Full Name')).toBeDisabled();
    expect(field('Email')).toHaveValue('ana@example.com');
    await click('Edit');
    expect(field('Full Name')).toBeEnabled();
    expect(field('Email')).toBeDisabled();
  });

  it('runs the profile rules of section 5 with their exact messages', async () => {
    renderWithRouter(<ProfileForm user={user} />);
    await click('Edit');
    type('Full Name', ' ');
    type('Street Address', '');
    type('City', '');
    type('Zip Code', '');
    type('Phone Number', '');
    await click('Save');
    for (const message of [
      'Please enter your name',
      'Please enter your address',
      'Please enter your city',
      'Please enter your zip',
      'Please Enter your phone Number',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    type('Phone Number', '600-123-456');
    await click('Save');
    expect(screen.getByText('Only numeric characters are accepted')).toBeInTheDocument();
    type('Phone Number', '600 123 45');
    await click('Save');
    expect(screen.getByText('Enter a 10 number digit')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel puts the saved values back and leaves edit mode', async () => {
    renderWithRouter(<ProfileForm user={user} />);
    await click('Edit');
    type('Full Name', 'Someone Else');
    type('City', '');
    await click('Save');
    await click('Cancel');
    expect(field('Full Name')).toHaveValue('Ana Silva');
    expect(field('City')).toHaveValue('Lisboa');
    expect(field('Full Name')).toBeDisabled();
    expect(screen.queryByText('Please enter your city')).not.toBeInTheDocument();
  });

  it('asks for confirmation, then sends the profile and says Profile Updated!', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({ message: 'Profile Updated!', data: { ...user, fullName: 'Ana Costa' } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<ProfileForm user={user} />);
    await click('Edit');
    type('Full Name', 'Ana Costa');
    type('Phone Number', '600 765 4321');
    await click('Save');
    expect(screen.getByRole('dialog', { name: 'Update your profile' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await click('Yes');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/9');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      fullName: 'Ana Costa',
      gender: 'Femenino',
      streetAddress: 'Rua Augusta 1',
      city: 'Lisboa',
      zipCode: '1100',
      phoneNumber: '6007654321',
    });
    await vi.waitFor(() => expect(field('Full Name')).toBeDisabled());
  });
});
