import { useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';

/** How a light trigger was first used, which the real widget replays once it is mounted. */
export type FirstUse = 'focus' | 'press';

export interface FirstUseHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * A Radix menu or popover in every row of a list costs each row its hooks, contexts and document
 * listeners, used or not. Such a row renders its trigger alone and mounts the widget on first use:
 * focus not caused by a press, or a press or click, which opens it.
 * Mounting the widget replaces the trigger's element, so the widget replays that first use on the
 * new element (the focus, or an open widget). Widgets that open on hover (tooltips) stay mounted:
 * a swap on hover would take the element from under a click already on its way.
 */
export function useFirstUse(): [FirstUse | null, FirstUseHandlers] {
  const [used, setUsed] = useState<FirstUse | null>(null);
  // Focus that follows a press (a tap, a click) is the press's, not keyboard focus.
  const pressing = useRef(false);
  const handlers: FirstUseHandlers = {
    onPointerDown: (event) => {
      pressing.current = true;
      if (event.button === 0 && !event.ctrlKey) {
        // As Radix's trigger does: the menu, not the trigger, takes focus.
        event.preventDefault();
        setUsed('press');
      }
    },
    onFocus: () => {
      if (!pressing.current) setUsed('focus');
      pressing.current = false;
    },
    // Enter or Space on a trigger focused by a press, or a screen reader's click.
    onClick: () => setUsed('press'),
  };
  return [used, handlers];
}
