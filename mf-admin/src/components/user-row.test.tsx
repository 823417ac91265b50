import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UserRow } from './user-row';

const base = {
  id: 'u1',
  name: 'New Person',
  email: 'new@example.com',
  avatar_url: null,
  status: 'ACTIVE',
  role: 'USER',
  joined: '2026-11-20T10:00:00.000Z',
};

describe('UserRow', () => {
  it('shows an account whose e-mail is not verified as UNVERIFIED, not ACTIVE', () => {
    render(<UserRow user={{ ...base, email_verified: false }} isSelf={false} busy={false} onChange={vi.fn()} />);
    expect(screen.getByText('UNVERIFIED')).toBeInTheDocument();
    expect(screen.queryByText('ACTIVE')).not.toBeInTheDocument();
  });

  it('shows a verified account as ACTIVE', () => {
    render(<UserRow user={{ ...base, email_verified: true }} isSelf={false} busy={false} onChange={vi.fn()} />);
    expect(screen.getByText('ACTIVE')).toHaveClass('ui-badge--default');
  });
});
