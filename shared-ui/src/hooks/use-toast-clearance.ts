import { useCallback, useRef } from 'react';

/** How far toasts stay above the bottom navigation; the Toaster reads it. */
export const TOAST_CLEARANCE_VAR = '--ui-toast-clearance';

/**
 * Ref for a bar stuck to the bottom of the screen (e.g. a form's Save bar): while it is mounted,
 * toasts rise above it instead of covering its buttons.
 */
export function useToastClearance<T extends HTMLElement>(): (element: T | null) => void {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((element: T | null) => {
    const root = document.documentElement;
    observer.current?.disconnect();
    observer.current = null;
    if (!element) {
      root.style.removeProperty(TOAST_CLEARANCE_VAR);
      return;
    }
    const update = () => root.style.setProperty(TOAST_CLEARANCE_VAR, `${Math.ceil(element.getBoundingClientRect().height) + 8}px`);
    update();
    observer.current = new ResizeObserver(update);
    observer.current.observe(element);
  }, []);
}
