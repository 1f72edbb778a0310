import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { SignupForm } from './signup-form';

afterEach(() => vi.unstubAllGlobals());

function fill(values: { name?: string; email?: string; password?: string }) {
  if (values.name !== undefined)
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: values.name } });
  if (values.email !== undefined)
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: values.email } });
  if (values.password !== undefined)
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: values.password } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
  });
}

describe('sign-up form', () => {
  it('shows the required messages of spec section 5', async () => {
    renderWithRouter(<SignupForm />);
    await submit();
    expect(screen.getByText('Please Enter Your Name')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Email')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Password')).toBeInTheDocument();
  });

  it('rejects a malformed e-mail and a weak password', async () => {
    renderWithRouter(<SignupForm />);
    fill({ name: 'Ana', email: 'ana@example', password: 'password' });
    await submit();
    expect(screen.getByText('Enter a Valid Email')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Password Must Have This: 8 characters, a number, one uppercase letter and one lowercase letter',
      ),
    ).toBeInTheDocument();
  });

  it('shows the Staylane popup only when the account was created, and clears the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Account created' }, 201)),
    );
    renderWithRouter(<SignupForm />);
    fill({ name: 'Ana Silva', email: 'ana@example.com', password: 'Secret123' });
    await submit();
    expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toHaveTextContent(
      'Staylane',
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it("shows the server's message and no popup when the e-mail is already used", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          { message: 'an account with this e-mail already exists', code: 'CONFLICT' },
          409,
        ),
      ),
    );
    renderWithRouter(<SignupForm />);
    fill({ name: 'Ana Silva', email: 'ana@example.com', password: 'Secret123' });
    await submit();
    expect(
      await screen.findByText('an account with this e-mail already exists'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
