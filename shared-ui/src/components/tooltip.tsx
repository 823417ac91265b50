import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Slot, Tooltip as TooltipPrimitive } from 'radix-ui';
import { useFirstUse, type FirstUse } from '../internal/first-use';

/** Spec timings: a tooltip opens after 700 ms; moving to another within 300 ms opens it at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipProviderProps {
  children: ReactNode;
  delayDuration?: number;
  skipDelayDuration?: number;
}

/** Wrap a page's tooltips once; every Tooltip inside shares the delays. */
export function TooltipProvider({
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
}: TooltipProviderProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

export interface TooltipProps {
  content: ReactNode;
  /** A single focusable element (e.g. an icon Button); it becomes the trigger. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * Rows of a list show one each, so the Radix tooltip mounts on first use (see `useFirstUse`): until
 * then the trigger is rendered alone.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const [used, handlers] = useFirstUse({ hover: true, press: false });
  if (!used) return <Slot.Root {...handlers}>{children}</Slot.Root>;
  return (
    <MountedTooltip content={content} side={side} used={used}>
      {children}
    </MountedTooltip>
  );
}

function MountedTooltip({ content, children, side, used }: Required<TooltipProps> & { used: FirstUse }) {
  const trigger = useRef<HTMLButtonElement>(null);
  // The new trigger replays what the light one saw: Radix opens on a pointer move (after its delay) or on focus.
  useLayoutEffect(() => {
    if (used === 'focus') trigger.current?.focus();
    else trigger.current?.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
  }, [used]);
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild ref={trigger}>
        {children}
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content className="ui-tooltip" side={side} sideOffset={6}>
          {content}
          <TooltipPrimitive.Arrow className="ui-tooltip__arrow" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
