import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, configureApi, request } from './client';
import { endpoint } from './define';
import { useSession } from './session-store';

const getThing = endpoint({
  method: 'GET',
  path: '/things/:id',
  params: z.object({ id: z.string() }),
  query: z.object({ q: z.optional(z.string()) }),
  response: z.object({ id: z.string() }),
  fallback: 'Failed to fetch thing',
});
const adminThing = endpoint({ ...getThing, admin: true });

function answer(status: number, body: string, type = 'application/json') {
  return vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': type } }));
}

describe('request', () => {
  beforeEach(() => {
    configureApi({ baseUrl: 'http://api.test/' });
    useSession.getState().update({ accessToken: 'tok' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('sends the bearer token, fills the path and parses the answer', async () => {
    const fetchMock = answer(200, '{"id":"a b","extra":1}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(request(getThing, { params: { id: 'a b' }, query: { q: 'x' } })).resolves.toEqual({ id: 'a b' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/things/a%20b?q=x');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('uses detail, then message, then the fallback', async () => {
    vi.stubGlobal('fetch', answer(400, '{"detail":"Bad thing"}'));
    await expect(request(getThing, { params: { id: '1' } })).rejects.toThrow('Bad thing');
    vi.stubGlobal('fetch', answer(400, '{"message":"Other"}'));
    await expect(request(getThing, { params: { id: '1' } })).rejects.toThrow('Other');
    vi.stubGlobal('fetch', answer(500, '<html>oops</html>', 'text/html'));
    await expect(request(getThing, { params: { id: '1' } })).rejects.toThrow('Failed to fetch thing');
  });

  it('turns a network failure into "Network error"', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await request(getThing, { params: { id: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Network error');
  });

  it('rejects an answer that breaks the contract', async () => {
    vi.stubGlobal('fetch', answer(200, '{"nope":true}'));
    await expect(request(getThing, { params: { id: '1' } })).rejects.toThrow('Failed to fetch thing');
  });

  it('sends the browser away when an admin call is refused', async () => {
    const onAdminDenied = vi.fn();
    configureApi({ onAdminDenied });
    vi.stubGlobal('fetch', answer(403, '{"detail":"Admins only"}'));
    await expect(request(adminThing, { params: { id: '1' } })).rejects.toThrow('Admins only');
    expect(onAdminDenied).toHaveBeenCalledOnce();
  });

  it('ends the session when the server no longer takes its token', async () => {
    const onSessionExpired = vi.fn();
    configureApi({ onSessionExpired });
    vi.stubGlobal('fetch', answer(401, '{"detail":"Session expired. Please sign in again."}'));
    await expect(request(getThing, { params: { id: '1' } })).rejects.toThrow('Session expired. Please sign in again.');
    expect(useSession.getState().accessToken).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('keeps a token another tab stored while the call was under way', async () => {
    const onSessionExpired = vi.fn();
    configureApi({ onSessionExpired });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        useSession.getState().update({ accessToken: 'newer' });
        return new Response('{"detail":"Session expired. Please sign in again."}', { status: 401 });
      }),
    );
    await expect(request(getThing, { params: { id: '1' } })).rejects.toThrow('Session expired');
    expect(useSession.getState().accessToken).toBe('newer');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
