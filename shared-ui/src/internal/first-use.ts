import { useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';

/** How a light trigger was first used, which the real widget replays once it is mounted. */
export type FirstUse = 'focus' | 'press';

export interface FirstUseHandlers {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * A Radix menu or popover costs a page its code before it can draw, and each row of a list its
 * hooks, contexts and document listeners, used or not. Such a widget renders its trigger alone and
 * mounts on first use: focus not caused by a press, or a press or click, which opens it. The third
 * value says the widget's code is wanted: a hover, a focus or a press started loading it.
 * Mounting the widget replaces the trigger's element, so the widget replays that first use on the
 * new element (the focus, or an open widget); focus that left before the code came is not replayed.
 */
export function useFirstUse(): [FirstUse | null, FirstUseHandlers, boolean] {
  const [used, setUsed] = useState<FirstUse | null>(null);
  const [intent, setIntent] = useState(false);
  // Focus that follows a press (a tap, a click) is the press's, not keyboard focus.
  const pressing = useRef(false);
  const handlers: FirstUseHandlers = {
    onPointerEnter: () => setIntent(true),
    onPointerDown: (event) => {
      pressing.current = true;
      setIntent(true);
      if (event.button === 0 && !event.ctrlKey) {
        // As Radix's trigger does: the menu, not the trigger, takes focus.
        event.preventDefault();
        setUsed('press');
      }
    },
    onFocus: () => {
      setIntent(true);
      if (!pressing.current) setUsed('focus');
      pressing.current = false;
    },
    // Not when the element leaves because the widget is taking its place.
    onBlur: (event) => event.currentTarget.isConnected && setUsed((use) => (use === 'focus' ? null : use)),
    // Enter or Space on a trigger focused by a press, or a screen reader's click.
    onClick: () => {
      setIntent(true);
      setUsed('press');
    },
  };
  return [used, handlers, intent];
}
