import { useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { useFirstUse, type FirstUse } from '../internal/first-use';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './dropdown-menu';

export interface RowMenuProps {
  /** The trigger, e.g. an icon Button with an aria-label. */
  trigger: ReactElement;
  /** The menu's items: rendered only while the menu is open. */
  children: ReactNode;
}

/**
 * A menu for each row of a long list: the Radix menu (its state, contexts and document listeners)
 * mounts on the trigger's first use (see `useFirstUse`); until then only the trigger is rendered.
 */
export function RowMenu({ trigger, children }: RowMenuProps) {
  const [used, handlers] = useFirstUse();
  if (!used) {
    return (
      <Slot.Root aria-haspopup="menu" aria-expanded={false} {...handlers}>
        {trigger}
      </Slot.Root>
    );
  }
  return (
    <MountedRowMenu trigger={trigger} used={used}>
      {children}
    </MountedRowMenu>
  );
}

function MountedRowMenu({ trigger, children, used }: RowMenuProps & { used: FirstUse }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Keyboard focus moves to the new trigger; a press opened the menu (defaultOpen), which takes focus.
  useLayoutEffect(() => {
    if (used === 'focus') triggerRef.current?.focus();
  }, [used]);
  return (
    <DropdownMenu defaultOpen={used === 'press'}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent>{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}
