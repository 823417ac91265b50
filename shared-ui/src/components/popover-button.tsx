import type { ReactElement, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { useFirstUse } from '../internal/first-use';
import { useRadixWidgets } from '../internal/radix-loader';

export interface PopoverButtonProps {
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
 * A button that opens a popover, in a page's header or in every row of a long list. Until its
 * first use (see `useFirstUse`) only the trigger is rendered; the Radix popover, its code included,
 * comes with that use, and the content only while the popover is open.
 */
export function PopoverButton(props: PopoverButtonProps) {
  const [used, handlers, intent] = useFirstUse();
  const widgets = useRadixWidgets(intent);
  if (!used || !widgets) {
    return (
      <Slot.Root aria-haspopup="dialog" aria-expanded={false} {...handlers}>
        {props.trigger}
      </Slot.Root>
    );
  }
  return <widgets.MountedPopoverButton {...props} used={used} />;
}
