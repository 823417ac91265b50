import type { ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';

export interface RadixTooltipProps {
  content: ReactNode;
  children: ReactNode;
  side: 'top' | 'right' | 'bottom' | 'left';
  open: boolean;
  /** Escape, or a dismissal Radix saw first. */
  onClose: () => void;
}

/** Draws the tooltip whose timing `Tooltip` keeps: Radix only positions it and labels the trigger. */
export function RadixTooltip({ content, children, side, open, onClose }: RadixTooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={0}>
      <TooltipPrimitive.Root open={open} onOpenChange={(next) => !next && onClose()}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content className="ui-tooltip" side={side} sideOffset={6}>
            {content}
            <TooltipPrimitive.Arrow className="ui-tooltip__arrow" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
