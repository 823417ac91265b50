import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, testClient } from '../test/fake-api';
import { groceryItem as item } from '../test/fixtures';
import type { GroceryListItem } from './contract';
import { groceryKeys } from './keys';
import { GROCERY_OUTBOX_KEY, RECONNECT_PROBE_MS, useGroceryOutbox } from './outbox';
import { useAddGroceryItem, useCheckGroceryItem, useGroceryItems, useGroceryRecipes, useRemoveGroceryItem } from './queries';

const ITEM_ID = '7d5c4c1e-8d41-4b35-9d34-1f2b0c3a9e10';

/** What the server answers to each list call; the list itself is whatever `server` holds. */
function groceryServer(server: { items: GroceryListItem[] }) {
  return fakeApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/grocery/user') return json(server.items);
    if (method === 'POST' && path === '/grocery/items') {
      const added = item((body as { id: string }).id, (body as { name: string }).name, { category: 'Uncategorized', is_manual: true });
      server.items = [...server.items, added];
      return json(added);
    }
    const check = /^\/grocery\/([^/]+)\/check$/.exec(path);
    if (method === 'PATCH' && check) return json({ name: 'x', is_checked: true, updated: 1 });
    if (method === 'DELETE') return json({ message: 'Deleted' });
    return json({ detail: `unexpected ${method} ${path}` }, 500);
  });
}

const savedOutbox = () => JSON.parse(window.localStorage.getItem(GROCERY_OUTBOX_KEY) ?? 'null') as {
  mutations: Array<{ mutationKey: unknown[]; state: { variables: unknown } }>;
} | null;

/** The grocery screen's changes, with the outbox mounted as useLiveGroceryList mounts it. */
let pageClient: QueryClient;
function useScreen() {
  useGroceryOutbox(pageClient);
  return { add: useAddGroceryItem(), check: useCheckGroceryItem(), remove: useRemoveGroceryItem() };
}

describe('grocery outbox', () => {
  beforeEach(() => {
    window.localStorage.clear();
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  it('keeps changes made offline in localStorage, in order, and patches the list at once', async () => {
    const { client, wrapper } = testClient();
    pageClient = client;
    const { calls } = groceryServer({ items: [] });
    client.setQueryData(groceryKeys.items(), [item('a', 'Tomatoes'), item('b', 'Milk')]);
    onlineManager.setOnline(false);

    const { result } = renderHook(useScreen, { wrapper });
    act(() => result.current.add.mutate({ id: ITEM_ID, name: 'Paper towels', quantity: 2, unit: '', note: '' }));
    act(() => result.current.check.mutate({ id: 'a', name: 'tomato', value: true }));
    act(() => result.current.remove.mutate({ id: 'b' }));

    await waitFor(() => expect(savedOutbox()?.mutations).toHaveLength(3));
    expect(savedOutbox()?.mutations.map((m) => m.mutationKey)).toEqual([
      ['grocery', 'change', 'add'],
      ['grocery', 'change', 'check'],
      ['grocery', 'change', 'remove'],
    ]);
    expect(savedOutbox()?.mutations[1]?.state.variables).toEqual({ id: 'a', name: 'tomato', value: true });
    // Nothing went out, yet the list already shows all three changes.
    expect(calls).toEqual([]);
    const list = client.getQueryData<GroceryListItem[]>(groceryKeys.items()) ?? [];
    expect(list.map((i) => [i.name, i.is_checked, i.category])).toEqual([
      ['Tomatoes', true, 'Produce'],
      ['Paper towels', false, 'Uncategorized'],
    ]);
  });

  it('restores the outbox after a reload and replays it in order, exactly once', async () => {
    // First page: three changes made offline, then the tab is closed.
    const first = testClient();
    pageClient = first.client;
    groceryServer({ items: [] });
    first.client.setQueryData(groceryKeys.items(), [item('a', 'Tomatoes'), item('b', 'Milk')]);
    onlineManager.setOnline(false);
    const page = renderHook(useScreen, { wrapper: first.wrapper });
    act(() => page.result.current.add.mutate({ id: ITEM_ID, name: 'Paper towels', quantity: 2, unit: '', note: '' }));
    act(() => page.result.current.check.mutate({ id: 'a', name: 'Tomatoes', value: true }));
    act(() => page.result.current.remove.mutate({ id: 'b' }));
    await waitFor(() => expect(savedOutbox()?.mutations).toHaveLength(3));
    page.unmount();
    first.client.clear();
    vi.unstubAllGlobals();

    // Reload: a new QueryClient, still offline; the outbox is read back but nothing is sent yet.
    const server = { items: [item('a', 'Tomatoes'), item('b', 'Milk')] };
    const { calls } = groceryServer(server);
    const second = testClient();
    pageClient = second.client;
    const reloaded = renderHook(useScreen, { wrapper: second.wrapper });
    await waitFor(() => expect(second.client.getMutationCache().getAll()).toHaveLength(3));
    expect(calls).toEqual([]);

    // Back online: each change goes out once, in the order it was made, then the list refetches.
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(second.client.isMutating()).toBe(0));
    await waitFor(() => expect(window.localStorage.getItem(GROCERY_OUTBOX_KEY)).toBeNull());
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes).toEqual([
      { method: 'POST', path: '/grocery/items', body: { id: ITEM_ID, name: 'Paper towels', quantity: 2, unit: '', note: '' } },
      { method: 'PATCH', path: '/grocery/a/check', body: { is_checked: true } },
      { method: 'DELETE', path: '/grocery/b', body: undefined },
    ]);

    // Another reload, or the connection flapping, sends nothing again.
    reloaded.unmount();
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    const third = testClient();
    pageClient = third.client;
    renderHook(useScreen, { wrapper: third.wrapper });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(3);
  });

  it('keeps a change whose call is on its way when the page closes, and sends it again after the reload with the base it went out with', async () => {
    const T0 = '2026-11-23T10:00:00.000Z';
    const T2 = '2026-11-23T10:00:02.000Z';
    // First page, online: the check goes out and hangs (a weak signal); the add waits behind it.
    const first = testClient();
    pageClient = first.client;
    const hanging = fakeApi(({ method }) => (method === 'PATCH' ? new Promise<Response>(() => undefined) : json([])));
    first.client.setQueryData(groceryKeys.items(), [item('a', 'Tomatoes', { checked_at: T0 })]);
    const page = renderHook(useScreen, { wrapper: first.wrapper });
    act(() => page.result.current.check.mutate({ id: 'a', name: 'Tomatoes', value: true }));
    act(() => page.result.current.add.mutate({ id: ITEM_ID, name: 'Paper towels', quantity: 1, unit: '', note: '' }));
    await waitFor(() => expect(hanging.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(hanging.calls[0]?.body).toEqual({ is_checked: true, base: T0 });
    await waitFor(() => expect(savedOutbox()?.mutations.map((m) => m.mutationKey)).toEqual([groceryKeys.change('check'), groceryKeys.change('add')]));
    page.unmount();
    first.client.clear();
    vi.unstubAllGlobals();

    // Reload, with a list that another shopper has changed since (an uncheck at T2). Both go out, in
    // order; the check keeps its first base, so the server can tell it is older than that uncheck.
    const { calls } = groceryServer({ items: [item('a', 'Tomatoes', { checked_at: T2 })] });
    const second = testClient();
    pageClient = second.client;
    second.client.setQueryData(groceryKeys.items(), [item('a', 'Tomatoes', { checked_at: T2 })]);
    renderHook(useScreen, { wrapper: second.wrapper });
    await waitFor(() => expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual(['PATCH /grocery/a/check', 'POST /grocery/items']));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ is_checked: true, base: T0 });
    await waitFor(() => expect(window.localStorage.getItem(GROCERY_OUTBOX_KEY)).toBeNull());
  });

  it("leaves another tab's waiting changes in storage when this tab has none", async () => {
    const { calls } = groceryServer({ items: [item('a', 'Tomatoes'), item('b', 'Milk')] });
    // Tab B sends a change while online; its settled change stays in its cache.
    const tabB = testClient();
    pageClient = tabB.client;
    const b = renderHook(useScreen, { wrapper: tabB.wrapper });
    await act(() => b.result.current.check.mutateAsync({ id: 'b', name: 'Milk', value: true }));
    // The signal drops; tab A keeps a change for later.
    onlineManager.setOnline(false);
    const tabA = testClient();
    pageClient = tabA.client;
    tabA.client.setQueryData(groceryKeys.items(), [item('a', 'Tomatoes')]);
    const a = renderHook(useScreen, { wrapper: tabA.wrapper });
    act(() => a.result.current.check.mutate({ id: 'a', name: 'Tomatoes', value: true }));
    await waitFor(() => expect(savedOutbox()?.mutations).toHaveLength(1));
    // Tab B draws again (its mutation cache notifies): tab A's change is still kept.
    pageClient = tabB.client;
    b.rerender();
    await act(() => b.result.current.check.reset());
    expect(savedOutbox()?.mutations.map((m) => m.state.variables)).toEqual([{ id: 'a', name: 'Tomatoes', value: true }]);
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it("keeps two tabs' waiting changes side by side, and the next page sends them all", async () => {
    groceryServer({ items: [] });
    onlineManager.setOnline(false);
    const list = () => [item('a', 'Tomatoes'), item('b', 'Milk')];
    const tabA = testClient();
    pageClient = tabA.client;
    tabA.client.setQueryData(groceryKeys.items(), list());
    const a = renderHook(useScreen, { wrapper: tabA.wrapper });
    const tabB = testClient();
    pageClient = tabB.client;
    tabB.client.setQueryData(groceryKeys.items(), list());
    const b = renderHook(useScreen, { wrapper: tabB.wrapper });

    pageClient = tabA.client;
    act(() => a.result.current.check.mutate({ id: 'a', name: 'Tomatoes', value: true }));
    pageClient = tabB.client;
    act(() => b.result.current.remove.mutate({ id: 'b' }));
    pageClient = tabA.client;
    act(() => a.result.current.add.mutate({ id: ITEM_ID, name: 'Paper towels', quantity: 1, unit: '', note: '' }));
    await waitFor(() => expect(savedOutbox()?.mutations).toHaveLength(3));

    // Both tabs close before the signal is back; the next page sends every change once.
    a.unmount();
    b.unmount();
    vi.unstubAllGlobals();
    const { calls } = groceryServer({ items: list() });
    onlineManager.setOnline(true);
    const next = testClient();
    pageClient = next.client;
    renderHook(useScreen, { wrapper: next.wrapper });
    await waitFor(() => expect(window.localStorage.getItem(GROCERY_OUTBOX_KEY)).toBeNull());
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /grocery/b',
      'PATCH /grocery/a/check',
      'POST /grocery/items',
    ]);
  });

  it('keeps a change whose call cannot get through, though the browser says online, and sends it once the API answers again', async () => {
    // The probe's interval runs on fake time; waiting here polls on real timeouts (waitFor polls on intervals).
    const eventually = async (check: () => void) => {
      for (let tries = 0; tries < 100; tries++) {
        try {
          return check();
        } catch {
          await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
        }
      }
      check();
    };
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { client, wrapper } = testClient();
      pageClient = client;
      let reachable = false;
      const { calls } = fakeApi(({ method, path }) => {
        if (!reachable) throw new TypeError('Failed to fetch');
        if (path === '/health') return json({ status: 'ok', database: 'ok' });
        return method === 'PATCH' ? json({ name: 'Tomatoes', is_checked: true, updated: 1 }) : json([item('a', 'Tomatoes')]);
      });
      client.setQueryData(groceryKeys.items(), [item('a', 'Tomatoes')]);
      const { result } = renderHook(useScreen, { wrapper });

      act(() => result.current.check.mutate({ id: 'a', name: 'Tomatoes', value: true }));
      // Not an error the shopper loses: the change waits, kept for a reload, and the app is offline.
      await eventually(() => expect(onlineManager.isOnline()).toBe(false));
      expect(savedOutbox()?.mutations).toHaveLength(1);
      expect(result.current.check.isError).toBe(false);
      expect(client.getQueryData<GroceryListItem[]>(groceryKeys.items())?.[0]?.is_checked).toBe(true);

      // Still unreachable at the next probe; the one after gets an answer and the change goes out, once.
      await act(() => vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS));
      expect(calls.filter((call) => call.path === '/health')).toHaveLength(1);
      expect(onlineManager.isOnline()).toBe(false);
      reachable = true;
      await act(() => vi.advanceTimersByTimeAsync(RECONNECT_PROBE_MS));
      await eventually(() => expect(client.isMutating()).toBe(0));
      expect(onlineManager.isOnline()).toBe(true);
      // The attempt that could not get through, and the one that did.
      expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2);
      await eventually(() => expect(window.localStorage.getItem(GROCERY_OUTBOX_KEY)).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves nothing in storage for changes sent while online', async () => {
    const { client, wrapper } = testClient();
    pageClient = client;
    const { calls } = groceryServer({ items: [item('a', 'Tomatoes')] });
    const { result } = renderHook(useScreen, { wrapper });
    await act(() => result.current.check.mutateAsync({ id: 'a', name: 'Tomatoes', value: true }));
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
    expect(window.localStorage.getItem(GROCERY_OUTBOX_KEY)).toBeNull();
  });

  it('sends each change with the base it builds on: the list as this browser saw it, then each answer', async () => {
    const { client, wrapper } = testClient();
    pageClient = client;
    const T1 = '2026-11-23T10:00:01.000Z';
    const T2 = '2026-11-23T10:00:02.000Z';
    // The server applies the first change and refuses the second as stale (another shopper checked later).
    const answers = [
      { name: 'Tomatoes', is_checked: true, updated: 1, checked_at: T1 },
      { name: 'Tomatoes', is_checked: true, updated: 0, checked_at: T2 },
    ];
    const { calls } = fakeApi(({ method }) => (method === 'PATCH' ? json(answers.shift()) : json([], 200)));
    client.setQueryData(groceryKeys.items(), [item('a', 'Tomatoes'), item('b', 'Milk')]);
    onlineManager.setOnline(false);
    const { result } = renderHook(useScreen, { wrapper });
    act(() => result.current.check.mutate({ id: 'a', name: 'Tomatoes', value: true }));
    act(() => result.current.check.mutate({ id: 'a', name: 'Tomatoes', value: false }));
    expect(client.getQueryData<GroceryListItem[]>(groceryKeys.items())?.[0]?.is_checked).toBe(false);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { is_checked: true, base: null },
      { is_checked: false, base: T1 },
    ]);
    // The stale uncheck was not applied: the list shows the check that stands, not our uncheck.
    await waitFor(() => expect(client.isMutating()).toBe(0));
    const tomatoes = client.getQueryData<GroceryListItem[]>(groceryKeys.items())?.[0];
    expect([tomatoes?.is_checked, tomatoes?.checked_at]).toEqual([true, T2]);
  });

  it('keeps the last list and its recipes, so a reload opens with them before (or without) an answer', async () => {
    const { client, wrapper } = testClient();
    pageClient = client;
    fakeApi(({ path }) => (path === '/grocery/recipes' ? json([{ id: 'r1', name: 'Salad' }]) : json({ detail: 'offline' }, 503)));
    const { result: page } = renderHook(
      () => {
        useScreen();
        return { items: useGroceryItems(), recipes: useGroceryRecipes() };
      },
      { wrapper },
    );
    act(() => client.setQueryData(groceryKeys.items(), [item('a', 'Tomatoes', { checked_at: '2026-11-23T10:00:01.000Z' })]));
    await waitFor(() => expect(page.current.recipes.data).toHaveLength(1));

    const reloaded = testClient();
    onlineManager.setOnline(false);
    const { result } = renderHook(() => ({ items: useGroceryItems(), recipes: useGroceryRecipes() }), { wrapper: reloaded.wrapper });
    expect(result.current.items.data?.map((i) => [i.name, i.checked_at])).toEqual([['Tomatoes', '2026-11-23T10:00:01.000Z']]);
    expect(result.current.recipes.data).toEqual([{ id: 'r1', name: 'Salad' }]);
    expect(result.current.items.fetchStatus).toBe('paused');
  });
});
