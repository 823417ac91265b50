import { useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';

/** How a light trigger was first used, which the real widget replays once it is mounted. */
export type FirstUse = 'hover' | 'focus' | 'press';

export interface FirstUseHandlers {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * A Radix widget in every row of a list (tooltip, menu) costs each row its hooks, contexts and
 * document listeners, used or not. Such a row renders its trigger alone and mounts the widget on
 * first use: focus not caused by a press, and as asked a mouse over it (a tooltip) or a press or
 * click (a menu, which opens on it).
 * Mounting the widget replaces the trigger's element, so the widget replays that first use on the
 * new element: the pointer move a tooltip opens on, the focus, or an open menu.
 */
export function useFirstUse({ hover, press }: { hover: boolean; press: boolean }): [FirstUse | null, FirstUseHandlers] {
  const [used, setUsed] = useState<FirstUse | null>(null);
  // Focus that follows a press (a tap, a click) is the press's, not keyboard focus.
  const pressing = useRef(false);
  const handlers: FirstUseHandlers = {
    // Touch and pen have no hover: the element under a finger must stay, or the tap is lost.
    onPointerEnter: (event) => {
      if (hover && event.pointerType === 'mouse') setUsed('hover');
    },
    onPointerDown: (event) => {
      pressing.current = true;
      if (press && event.button === 0 && !event.ctrlKey) {
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
    onClick: press ? () => setUsed('press') : undefined,
  };
  return [used, handlers];
}
