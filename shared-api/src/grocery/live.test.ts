import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from 'shared-api/core';
import { fakeApi, json, testClient } from '../test/fake-api';
import { RECONNECT_MS, reconnectDelay, useLiveGroceryList } from './live';
import { useGroceryItems } from './queries';

/** One open event stream as the server would hold it: the test pushes blocks or ends it. */
interface Stream {
  push: (text: string) => void;
  end: () => void;
  signal: AbortSignal;
}

/** `refusing`: how many first attempts the server answers 429 (too many streams). */
function liveServer(refusing = 0) {
  const streams: Stream[] = [];
  const attempts: number[] = [];
  const api = fakeApi(() => json([]));
  const plain = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input, init = {}) => {
    if (!String(input).endsWith('/grocery/events')) return plain!(input, init);
    api.calls.push({ method: 'GET', path: '/grocery/events', body: undefined });
    attempts.push(Date.now());
    if (attempts.length <= refusing) return json({ detail: 'Too many open live update streams' }, 429);
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const signal = init.signal as AbortSignal;
    signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    streams.push({ push: (text) => controller.enqueue(encoder.encode(text)), end: () => controller.close(), signal });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
  const listFetches = () => api.calls.filter((call) => call.path === '/grocery/user').length;
  return { streams, attempts, listFetches };
}

function mountList() {
  const { wrapper } = testClient();
  return renderHook(
    () => {
      useLiveGroceryList();
      return useGroceryItems();
    },
    { wrapper },
  );
}

describe('live grocery list', () => {
  beforeEach(() => {
    onlineManager.setOnline(true);
    useSession.getState().update({ accessToken: 'tok' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.getState().clear();
    onlineManager.setOnline(true);
  });

  it('refetches the list when the stream opens and on every changed event, not on others', async () => {
    const { streams, listFetches } = liveServer();
    const { result } = mountList();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() => expect(streams).toHaveLength(1));
    // The refresh on open joins the first load that is still under way.
    expect(listFetches()).toBe(1);

    act(() => streams[0]!.push(': keep-alive\n\n'));
    act(() => streams[0]!.push('event: changed\ndata: {}\n\n'));
    await waitFor(() => expect(listFetches()).toBe(2));
    // A block split across two chunks still counts once it is complete.
    act(() => streams[0]!.push('event: chan'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(listFetches()).toBe(2);
    act(() => streams[0]!.push('ged\n\n'));
    await waitFor(() => expect(listFetches()).toBe(3));
    act(() => streams[0]!.push('event: other\n\n'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(listFetches()).toBe(3);
  });

  it(`reconnects ${RECONNECT_MS} ms after the stream drops, and refreshes the list then`, async () => {
    const { streams, listFetches } = liveServer();
    const { result } = mountList();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(listFetches()).toBe(1);

    const dropped = Date.now();
    act(() => streams[0]!.end());
    await waitFor(() => expect(streams).toHaveLength(2), { timeout: RECONNECT_MS + 1500 });
    expect(Date.now() - dropped).toBeGreaterThanOrEqual(RECONNECT_MS - 50);
    // Changes made while disconnected may have been missed: the list refetches on reconnect.
    await waitFor(() => expect(listFetches()).toBe(2));
  });

  it('asks a server that keeps refusing the stream ever less often, up to half a minute', async () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([RECONNECT_MS, 4000, 8000, 16_000, 30_000, 30_000]);
    const { streams, attempts } = liveServer(2);
    mountList();
    await waitFor(() => expect(streams).toHaveLength(1), { timeout: reconnectDelay(0) + reconnectDelay(1) + 2000 });
    expect(attempts).toHaveLength(3);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(reconnectDelay(0) - 50);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(reconnectDelay(1) - 50);
  }, 15_000);

  it('stops while offline and reconnects as soon as the connection returns', async () => {
    const { streams } = liveServer();
    mountList();
    await waitFor(() => expect(streams).toHaveLength(1));

    act(() => onlineManager.setOnline(false));
    expect(streams[0]!.signal.aborted).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(streams).toHaveLength(1);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(streams[1]!.signal.aborted).toBe(false);
  });

  it('closes the stream when the screen unmounts and never reconnects', async () => {
    const { streams } = liveServer();
    const view = mountList();
    await waitFor(() => expect(streams).toHaveLength(1));
    view.unmount();
    expect(streams[0]!.signal.aborted).toBe(true);
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(streams).toHaveLength(1);
  });
});
