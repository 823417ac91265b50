import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, serveApi } from '../test-utils';
import ResetPasswordPage from './reset-password-page';

describe('ResetPasswordPage', () => {
  it('checks the token first ("Loading..."), then shows the server detail for a bad one', async () => {
    serveApi(() => [400, { detail: 'Invalid or expired token.' }]);
    renderPage(<ResetPasswordPage />, { path: '/reset-password', at: '/reset-password?token=bad' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired token.');
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/');
  });

  it('without a token shows the invalid state at once', () => {
    serveApi(() => [500, {}]);
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired token.');
  });

  it('validates, resets, shows the message and returns to / after 2.5 s', async () => {
    const fetchMock = serveApi((method, url) => {
      if (url.pathname === '/auth/reset-password/verify/good') return [200, { message: 'Token is valid' }];
      if (method === 'POST' && url.pathname === '/auth/reset-password') return [200, { message: 'Your password has been reset successfully.' }];
      return [404, {}];
    });
    renderPage(<ResetPasswordPage />, { path: '/reset-password', at: '/reset-password?token=good' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'weak');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Password must be at least 8 characters, include 1 uppercase, 1 lowercase, and 1 special character.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'N3w$Password');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'N3w$Password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your password has been reset successfully.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ token: 'good', new_password: 'N3w$Password', confirm_password: 'N3w$Password' });
    expect(await screen.findByText('Left to another page', {}, { timeout: 8000 })).toBeInTheDocument();
    // Typing two passwords twice and the real 2.5 s wait: well past the default 5 s on a busy machine.
  }, 20_000);
});
