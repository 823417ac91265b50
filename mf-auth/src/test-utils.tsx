import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi } from 'shared-api/core';
import { vi } from 'vitest';
import manifest from '../../remotes.json';

export const API = 'http://api.test';

/** Answers fetch calls from a handler: (method + path) → [status, body]. */
export function serveApi(handler: (method: string, url: URL, init?: RequestInit) => [number, unknown]) {
  configureApi({ baseUrl: API });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const [status, body] = handler(init?.method ?? 'GET', url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The signed-out pages of remotes.json: the shell gives them no QueryClient. */
const signedOutPaths = new Set(
  manifest.remotes.flatMap((remote) => remote.pages).filter((page) => page.public && !('signedIn' in page && page.signedIn)).map((page) => page.path),
);

/** Renders a page at `path` with the providers the shell gives it, plus stand-ins for the routes it leaves to. */
export function renderPage(page: ReactElement, { path = '/', at = path }: { path?: string; at?: string } = {}) {
  const routes = (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<p>Left to another page</p>} />
      </Routes>
    </MemoryRouter>
  );
  if (signedOutPaths.has(path)) return render(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{routes}</QueryClientProvider>);
}
