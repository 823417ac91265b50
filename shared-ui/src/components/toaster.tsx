import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ToasterProps as SonnerToasterProps } from 'sonner';
import { useMediaQuery } from '../hooks/use-media-query';
import { TOAST_CLEARANCE_VAR } from '../hooks/use-toast-clearance';

/** Spec: toasts sit bottom-center on screens 640 px wide or narrower, bottom-right otherwise. */
export const MOBILE_MEDIA_QUERY = '(max-width: 640px)';

/** Above the bottom navigation and above any bar that claims room with useToastClearance. */
const BOTTOM_OFFSET = `calc(var(--ui-bottom-nav-height) + var(${TOAST_CLEARANCE_VAR}, 0px) + 16px)`;

export type ToasterProps = Omit<SonnerToasterProps, 'position'>;

type Sonner = typeof SonnerModule;

// sonner loads with the first toast, not with the page: no page shows one before the user acts.
let sonner: Promise<Sonner> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));
const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

let wanted = false;
const wantedListeners = new Set<() => void>();
const subscribeWanted = (listener: () => void) => {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
};
let markListening = () => {};
/** Resolves once a Toaster listens: sonner only shows toasts raised after its Toaster subscribed. */
const toasterListening = new Promise<void>((resolve) => {
  markListening = resolve;
});

function Listening() {
  useEffect(() => markListening(), []);
  return null;
}

/** Mount once in the shell; every app shows toasts with `toast` from shared-ui. */
export function Toaster(props: ToasterProps) {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const active = useSyncExternalStore(subscribeWanted, () => wanted, () => false);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position={isMobile ? 'bottom-center' : 'bottom-right'}
        // Keep toasts clear of the fixed bottom navigation.
        offset={{ bottom: BOTTOM_OFFSET }}
        mobileOffset={{ bottom: BOTTOM_OFFSET }}
        {...props}
      />
      {/* After the toaster in the tree, so its effect runs once sonner's has subscribed. */}
      <Listening />
    </Suspense>
  );
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

function show<K extends ToastKind>(kind: K) {
  return (...args: Parameters<Sonner['toast'][K]>): void => {
    if (!wanted) {
      wanted = true;
      wantedListeners.forEach((listener) => listener());
    }
    void Promise.all([loadSonner(), toasterListening]).then(([{ toast }]) => (toast[kind] as (...a: typeof args) => unknown)(...args));
  };
}

/** sonner's toasts, raised in order once sonner and the Toaster are there. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  /** Nothing to dismiss before the first toast loaded sonner. */
  dismiss: (...args: Parameters<Sonner['toast']['dismiss']>): void => void sonner?.then(({ toast }) => toast.dismiss(...args)),
};
