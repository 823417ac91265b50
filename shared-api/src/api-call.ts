import { useCallback, useEffect, useRef, useState } from 'react';

/** Where one call stands, shaped like TanStack's mutation result so pages read it the same way. */
export type ApiCallState<T> =
  | { status: 'idle'; isPending: false; isSuccess: false; isError: false; data: undefined; error: null }
  | { status: 'pending'; isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
  | { status: 'success'; isPending: false; isSuccess: true; isError: false; data: T; error: null }
  | { status: 'error'; isPending: false; isSuccess: false; isError: true; data: undefined; error: Error };

export interface ApiCallCallbacks<T> {
  onSuccess?: (data: T) => void;
  onError?: (error: Error) => void;
}

export type ApiCall<V, T> = ApiCallState<T> & {
  /** Sends the call; ignored while one is in flight (a double submit sends one request). */
  mutate: (variables: V, callbacks?: ApiCallCallbacks<T>) => void;
  /** Back to idle; the answer of a call in flight is then dropped. */
  reset: () => void;
};

const idle = { status: 'idle', isPending: false, isSuccess: false, isError: false, data: undefined, error: null } as const;
const pending = { status: 'pending', isPending: true, isSuccess: false, isError: false, data: undefined, error: null } as const;

/**
 * One API call a page sends on demand (sign-in, sign-up, password reset …), without TanStack Query:
 * the signed-out pages load only this. `send` must be stable (a module-level function). Like a
 * mutation's, the state and callbacks of a call apply only while the component is mounted and
 * only for its latest call.
 */
export function useApiCall<V, T>(send: (variables: V) => Promise<T>): ApiCall<V, T> {
  const [state, setState] = useState<ApiCallState<T>>(idle);
  const latest = useRef(0);
  const inFlight = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    (variables: V, callbacks: ApiCallCallbacks<T> = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const id = ++latest.current;
      setState(pending);
      const current = () => id === latest.current && mounted.current;
      send(variables).then(
        (data) => {
          if (id === latest.current) inFlight.current = false;
          if (!current()) return;
          setState({ status: 'success', isPending: false, isSuccess: true, isError: false, data, error: null });
          callbacks.onSuccess?.(data);
        },
        (caught: unknown) => {
          if (id === latest.current) inFlight.current = false;
          if (!current()) return;
          const error = caught instanceof Error ? caught : new Error(String(caught));
          setState({ status: 'error', isPending: false, isSuccess: false, isError: true, data: undefined, error });
          callbacks.onError?.(error);
        },
      );
    },
    [send],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    inFlight.current = false;
    setState(idle);
  }, []);

  return { ...state, mutate, reset };
}
