import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { useRadixWidgets } from '../internal/radix-loader';

/** Spec timings: a tooltip opens after 700 ms; moving to another within 300 ms opens it at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const TooltipDelays = createContext({ delay: TOOLTIP_DELAY_MS, skipDelay: TOOLTIP_SKIP_DELAY_MS });
/** When a tooltip last closed: the next one within the skip delay opens at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

export interface TooltipProviderProps {
  children: ReactNode;
  delayDuration?: number;
  skipDelayDuration?: number;
}

/** Wrap a page's tooltips once; every Tooltip inside shares the delays. */
export function TooltipProvider({ children, delayDuration = TOOLTIP_DELAY_MS, skipDelayDuration = TOOLTIP_SKIP_DELAY_MS }: TooltipProviderProps) {
  const delays = useMemo(() => ({ delay: delayDuration, skipDelay: skipDelayDuration }), [delayDuration, skipDelayDuration]);
  return <TooltipDelays.Provider value={delays}>{children}</TooltipDelays.Provider>;
}

export interface TooltipProps {
  content: ReactNode;
  /** A single focusable element (e.g. an icon Button); it becomes the trigger. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * Opens on hover after the delay and at once on keyboard focus; a press or Escape closes it, a
 * touch never opens it. The timing is kept here; the Radix tooltip (its code loaded on the first
 * hover or focus) draws it, and takes the trigger's place only when it first shows, never while a
 * press is on its way to the trigger.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const { delay, skipDelay } = useContext(TooltipDelays);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const widgets = useRadixWidgets(wanted);
  // Once shown, the Radix tooltip stays: swapping back would replace the trigger again.
  const [shown, setShown] = useState(false);
  const mounted = shown || (open && widgets !== null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressing = useRef(false);
  const focused = useRef(false);
  const triggerRef = useRef<HTMLElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  useLayoutEffect(() => {
    if (!mounted || shown) return;
    setShown(true);
    // Keyboard focus stays on the trigger as the Radix one takes its place.
    if (focused.current && document.activeElement !== triggerRef.current) triggerRef.current?.focus();
  }, [mounted, shown]);

  const show = (atOnce: boolean) => {
    setWanted(true);
    clearTimeout(timer.current);
    const wait = atOnce || performance.now() - lastClosedAt < skipDelay ? 0 : delay;
    timer.current = setTimeout(() => !pressing.current && setOpen(true), wait);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };

  const trigger = (
    <Slot.Root
      ref={triggerRef}
      onPointerEnter={(event) => event.pointerType !== 'touch' && show(false)}
      onPointerLeave={hide}
      // A press, from its pointerdown to its click (a tap's focus comes after its pointerup).
      onPointerDown={() => {
        pressing.current = true;
        hide();
      }}
      onClick={() => {
        pressing.current = false;
        hide();
      }}
      onFocus={() => {
        focused.current = true;
        // Focus that comes with a press is the press's, not the keyboard's.
        if (!pressing.current) show(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.isConnected) return;
        focused.current = false;
        pressing.current = false;
        hide();
      }}
    >
      {children}
    </Slot.Root>
  );
  if (!mounted || !widgets) return trigger;
  return (
    <widgets.RadixTooltip content={content} side={side} open={open} onClose={hide}>
      {trigger}
    </widgets.RadixTooltip>
  );
}
