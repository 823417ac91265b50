import { useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { useFirstUse, type FirstUse } from '../internal/first-use';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface RowPopoverProps {
  /** The trigger, e.g. a Button with an aria-label. */
  trigger: ReactElement;
  /** The popover's accessible name. */
  label: string;
  className?: string;
  /** Told when the popover opens (the first opening included) and closes. */
  onOpenChange?: (open: boolean) => void;
  /** The popover's content: rendered (its hooks and queries mounted) only while it is open. */
  children: ReactNode;
}

/**
 * A popover for each row of a long list: the Radix popover (its state, contexts and document
 * listeners) mounts on the trigger's first use (see `useFirstUse`); until then only the trigger is
 * rendered, and the content only while the popover is open.
 */
export function RowPopover(props: RowPopoverProps) {
  const [used, handlers] = useFirstUse();
  if (!used) {
    return (
      <Slot.Root aria-haspopup="dialog" aria-expanded={false} {...handlers}>
        {props.trigger}
      </Slot.Root>
    );
  }
  return <MountedRowPopover {...props} used={used} />;
}

function MountedRowPopover({ trigger, label, className, onOpenChange, children, used }: RowPopoverProps & { used: FirstUse }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Keyboard focus moves to the new trigger; a press opened the popover (defaultOpen), which takes focus.
  useLayoutEffect(() => {
    if (used === 'focus') triggerRef.current?.focus();
  }, [used]);
  // Radix reports changes, not the open state it starts in: the owner learns of the first opening here.
  const reported = useRef(false);
  useLayoutEffect(() => {
    if (used === 'press' && !reported.current) onOpenChange?.(true);
    reported.current = true;
  }, [used, onOpenChange]);
  return (
    <Popover defaultOpen={used === 'press'} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild ref={triggerRef}>
        {trigger}
      </PopoverTrigger>
      <PopoverContent className={className} aria-label={label}>
        {children}
      </PopoverContent>
    </Popover>
  );
}
