import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from './define';
import { z } from 'zod/mini';
import { ApiError, configureApi, request } from 'shared-api/core';
import { useApiCall } from './api-call';
import { fakeApi, json } from './test/fake-api';

const echo = endpoint({
  method: 'POST',
  path: '/echo',
  auth: false,
  body: z.object({ word: z.string() }),
  response: z.object({ word: z.string() }),
  fallback: 'Echo failed',
  summary: 'Test endpoint',
});
const sendEcho = (word: string) => request(echo, { body: { word } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useApiCall', () => {
  configureApi({ baseUrl: 'http://api.test' });

  it('goes idle → pending → success and hands the parsed answer to onSuccess', async () => {
    let answer!: (response: Response) => void;
    fakeApi(() => new Promise((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useApiCall(sendEcho));
    expect(result.current).toMatchObject({ status: 'idle', isPending: false, data: undefined, error: null });

    act(() => result.current.mutate('hello', { onSuccess }));
    expect(result.current).toMatchObject({ status: 'pending', isPending: true });
    answer(json({ word: 'hello', extra: 'dropped by the contract' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ word: 'hello' });
    expect(onSuccess).toHaveBeenCalledWith({ word: 'hello' });
  });

  it("gives the client's error texts: the answer's detail, the call's fallback, Network error", async () => {
    const answers = [json({ detail: 'Invalid email or password' }, 401), json({ word: 42 }), null];
    fakeApi(() => {
      const next = answers.shift();
      return next ?? Promise.reject(new TypeError('Failed to fetch'));
    });
    const onError = vi.fn();
    const { result } = renderHook(() => useApiCall(sendEcho));
    for (const expected of ['Invalid email or password', 'Echo failed', 'Network error']) {
      act(() => result.current.mutate('x', { onError }));
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(result.current.error).toBeInstanceOf(ApiError);
      expect(result.current.error?.message).toBe(expected);
      expect(onError).toHaveBeenLastCalledWith(result.current.error);
    }
  });

  it('sends one request for a double submit, and accepts the next once the first is answered', async () => {
    let answer!: (response: Response) => void;
    const { calls } = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useApiCall(sendEcho));
    act(() => {
      result.current.mutate('one');
      result.current.mutate('two');
    });
    expect(calls).toHaveLength(1);
    answer(json({ word: 'one' }));
    await waitFor(() => expect(result.current.data).toEqual({ word: 'one' }));
    act(() => result.current.mutate('three'));
    expect(calls.map((call) => call.body)).toEqual([{ word: 'one' }, { word: 'three' }]);
  });

  it('reset drops the answer of a call in flight and allows a new one', async () => {
    const pending: Array<(response: Response) => void> = [];
    fakeApi(() => new Promise((resolve) => pending.push(resolve)));
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useApiCall(sendEcho));
    act(() => result.current.mutate('old', { onSuccess }));
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
    act(() => result.current.mutate('new'));
    await act(async () => pending[0]?.(json({ word: 'old' })));
    expect(result.current.status).toBe('pending');
    expect(onSuccess).not.toHaveBeenCalled();
    await act(async () => pending[1]?.(json({ word: 'new' })));
    expect(result.current.data).toEqual({ word: 'new' });
  });

  it('after unmount neither updates nor calls back', async () => {
    let answer!: (response: Response) => void;
    fakeApi(() => new Promise((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    const { result, unmount } = renderHook(() => useApiCall(sendEcho));
    act(() => result.current.mutate('bye', { onSuccess }));
    unmount();
    await act(async () => answer(json({ word: 'bye' })));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
