import type { ReactElement, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { useFirstUse } from '../internal/first-use';
import { useRadixWidgets } from '../internal/radix-loader';

export interface MenuButtonProps {
  /** The trigger, e.g. an icon Button with an aria-label. */
  trigger: ReactElement;
  /** The menu's items (DropdownMenuItem, …): rendered only while the menu is open. */
  children: ReactNode;
  /** The menu's edge that lines up with the trigger's. */
  align?: 'start' | 'center' | 'end';
}

/**
 * A button that opens a menu, in a page's header or in every row of a long list. Until its first
 * use (see `useFirstUse`) only the trigger is rendered; the Radix menu, its code included, comes
 * with that use. A hover or a focus starts loading the code, so a press rarely waits for it.
 */
export function MenuButton({ trigger, children, align }: MenuButtonProps) {
  const [used, handlers, intent] = useFirstUse();
  const widgets = useRadixWidgets(intent);
  if (!used || !widgets) {
    return (
      <Slot.Root aria-haspopup="menu" aria-expanded={false} {...handlers}>
        {trigger}
      </Slot.Root>
    );
  }
  return (
    <widgets.MountedMenuButton trigger={trigger} used={used} align={align}>
      {children}
    </widgets.MountedMenuButton>
  );
}
