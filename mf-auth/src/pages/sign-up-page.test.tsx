import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, serveApi } from '../test-utils';
import SignUpPage from './sign-up-page';

async function fill(values: Partial<Record<'Full Name' | 'Email' | 'Password' | 'Confirm Password', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignUpPage', () => {
  it('shows every required-field message and sends nothing', async () => {
    const fetchMock = serveApi(() => [500, {}]);
    renderPage(<SignUpPage />, { path: '/signup' });
    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
    expect(screen.getByText('Sign up to start Planning')).toBeInTheDocument();
    await fill({});
    for (const message of ['Full name is required', 'Email is required', 'Password is required', 'Please confirm your password']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the password rule and the mismatch', async () => {
    serveApi(() => [500, {}]);
    renderPage(<SignUpPage />, { path: '/signup' });
    await fill({ 'Full Name': 'Ada', Email: 'ada@example.com', Password: 'password1!', 'Confirm Password': 'other' });
    expect(await screen.findByText('Must contain at least one uppercase letter')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('sends full_name, email and password, then asks to verify the address', async () => {
    const fetchMock = serveApi((method, url) =>
      method === 'POST' && url.pathname === '/auth/signup' ? [200, { message: 'ok', user_id: 'u1', email: 'ada@example.com' }] : [404, {}],
    );
    renderPage(<SignUpPage />, { path: '/signup' });
    await fill({ 'Full Name': ' Ada Lovelace ', Email: 'ada@example.com', Password: 'Sup3r$ecret', 'Confirm Password': 'Sup3r$ecret' });
    expect(await screen.findByText(/A verification link has been sent to/)).toHaveTextContent('ada@example.com');
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ full_name: 'Ada Lovelace', email: 'ada@example.com', password: 'Sup3r$ecret' });
  });

  it('shows the server error under the form', async () => {
    serveApi(() => [409, { detail: 'An account with this email already exists' }]);
    renderPage(<SignUpPage />, { path: '/signup' });
    await fill({ 'Full Name': 'Ada', Email: 'ada@example.com', Password: 'Sup3r$ecret', 'Confirm Password': 'Sup3r$ecret' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
  });
});
