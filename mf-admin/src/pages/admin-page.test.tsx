import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi, useSession } from 'shared-api/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AdminPage from './admin-page';

const stats = { total_users: 1234, total_recipes: 56, active_today: 7, new_this_week: 8 };

function user(index: number) {
  return {
    id: `u${index}`,
    name: `Person ${index}`,
    email: `person${index}@example.com`,
    avatar_url: null,
    status: index === 1 ? 'SUSPENDED' : 'ACTIVE',
    role: index === 0 ? 'ADMIN' : 'USER',
    email_verified: true,
    joined: '2026-11-20T10:00:00.000Z',
  };
}

const recipe = {
  id: 'r1',
  name: 'Pad Thai',
  cuisine: 'Thai',
  type: 'Vegan',
  author: 'Alice',
  time: '30 mins',
  image_url: '/uploads/pad.webp',
};

type Handler = (url: URL, init?: RequestInit) => unknown;

function serve(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = handler(url, init);
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function page<T>(items: T[], total = items.length, pageNumber = 1) {
  return { items, total, page: pageNumber, page_size: 50 };
}

const defaultHandler: Handler = (url) => {
  if (url.pathname === '/admin/stats/all') return stats;
  if (url.pathname === '/admin/user-details') {
    const search = url.searchParams.get('search');
    const users = [0, 1, 2].map(user).filter((u) => !search || u.name.includes(search));
    return page(users);
  }
  if (url.pathname === '/admin/recipes') return page([recipe]);
  return new Response('{"detail":"nope"}', { status: 404 });
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin" element={<AdminPage />} />
          <Route path="/" element={<p>Sign-in page</p>} />
          <Route path="/add-recipe" element={<p>New recipe page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test', onAdminDenied: vi.fn() });
  useSession.getState().clear();
  useSession.getState().update({ accessToken: 'token', userId: 'u0', user_role: 'ADMIN' });
});

describe('AdminPage', () => {
  it('sends a user without the ADMIN role away without calling the API', async () => {
    useSession.getState().update({ user_role: 'USER' });
    const fetchMock = serve(defaultHandler);
    renderPage();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(screen.queryByText('Total Users')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the loading texts, then the four stat cards and the users', async () => {
    serve(defaultHandler);
    renderPage();
    expect(screen.getByText('Loading stats...')).toBeInTheDocument();
    expect(screen.getByText('Loading users...')).toBeInTheDocument();

    const cards = await screen.findByRole('list', { name: 'Statistics' });
    expect(within(cards).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Total Users${(1234).toLocaleString()}`,
      'Total Recipes56',
      'Active Today7',
      'New This Week8',
    ]);
    expect(screen.getByRole('heading', { name: 'Recent Users' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Users' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('SUSPENDED')).toHaveClass('ui-badge--secondary');
    expect(within(rows[2]!).getByText('ACTIVE')).toHaveClass('ui-badge--default');
    expect(within(rows[2]!).getByText(/^Joined /)).toBeInTheDocument();
    // The signed-in admin gets no actions on their own row.
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Actions for Person 1' })).toBeInTheDocument();
  });

  it('searches on the server after typing pauses', async () => {
    const fetchMock = serve(defaultHandler);
    renderPage();
    await screen.findByRole('list', { name: 'Users' });
    await userEvent.type(screen.getByLabelText('Search users'), 'Person 2');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(1));
    const searches = fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname === '/admin/user-details')
      .map((url) => url.searchParams.get('search'));
    // One request for the empty term and one after the pause, not one per key stroke.
    expect(searches).toEqual([null, 'Person 2']);
  });

  it('says so when no user matches', async () => {
    serve((url) => (url.pathname === '/admin/user-details' ? page([]) : defaultHandler(url)));
    renderPage();
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('loads the next page as the list reaches its end', async () => {
    const requested: string[] = [];
    serve((url) => {
      if (url.pathname !== '/admin/user-details') return defaultHandler(url);
      const pageNumber = Number(url.searchParams.get('page'));
      requested.push(String(pageNumber));
      const start = (pageNumber - 1) * 5;
      return { items: [0, 1, 2, 3, 4].map((i) => user(start + i + 10)), total: 10, page: pageNumber, page_size: 5 };
    });
    renderPage();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(10));
    expect(requested).toEqual(['1', '2']);
  });

  it('suspends a user through the API', async () => {
    const fetchMock = serve((url, init) => {
      if (url.pathname === '/admin/users/u2' && init?.method === 'PATCH') return { ...user(2), status: 'SUSPENDED' };
      return defaultHandler(url);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Person 2' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Suspend user' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        'http://api.test/admin/users/u2',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ status: 'SUSPENDED' }) }),
      ),
    );
  });

  it('adds a user with name, e-mail and role, checking the input first', async () => {
    const fetchMock = serve((url, init) => {
      if (url.pathname === '/admin/users' && init?.method === 'POST') return { ...user(9), name: 'New Person', email: 'new@example.com' };
      return defaultHandler(url);
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(within(dialog).getByText('Full name is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Full Name'), 'New Person');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'ADMIN');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/admin/users'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'New Person', email: 'new@example.com', role: 'ADMIN' });
  });

  it('lists recipes with badges, author and an Edit link opening a new tab', async () => {
    serve(defaultHandler);
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Recipe Management' }));
    expect(screen.getByRole('heading', { name: 'Recipes' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Recipes' });
    const row = within(list).getByRole('listitem');
    expect(within(row).getByText('Pad Thai')).toBeInTheDocument();
    expect(within(row).getByText('Thai')).toHaveClass('ui-badge');
    expect(within(row).getByText('Vegan')).toHaveClass('ui-badge');
    expect(within(row).getByText('30 mins')).toBeInTheDocument();
    expect(within(row).getByText('By Alice')).toBeInTheDocument();
    const edit = within(row).getByRole('link', { name: 'Edit Pad Thai' });
    expect(edit).toHaveAttribute('href', '/edit-recipe/r1');
    expect(edit).toHaveAttribute('target', '_blank');
    expect(edit).toHaveAttribute('rel', 'noopener');
  });

  it('shows the recipe messages and opens /add-recipe', async () => {
    serve((url) => (url.pathname === '/admin/recipes' ? page([]) : defaultHandler(url)));
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Recipe Management' }));
    expect(await screen.findByText('No recipes found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
    expect(await screen.findByText('New recipe page')).toBeInTheDocument();
  });

  it('logs a failed list with the spec text', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve((url) =>
      url.pathname === '/admin/recipes' ? new Response('{}', { status: 500 }) : defaultHandler(url),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Recipe Management' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('HTTP error! Status: 500'));
  });
});
