import { useState, type ComponentProps, type ComponentType } from 'react';
import { Slot } from 'radix-ui';
import { loadedRadixWidgets, useRadixWidgets } from '../internal/radix-loader';
import type { DialogProps } from './dialog';
import type { DropdownMenuItemProps } from './dropdown-menu';
import type { SideMenuProps } from './side-menu';

/**
 * The Radix widgets that draw nothing until opened load with their first opening (see
 * `loadRadixWidgets`); the parts inside them render only while they are open, so loaded.
 */
type Parts = ReturnType<typeof loadedRadixWidgets>;

/**
 * Modal dialog: focus trap, Escape and outside click close, focus returns to what opened it. Until
 * its first opening only its trigger (if any) is drawn.
 */
export function Dialog({ trigger, ...props }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const onOpenChange = (next: boolean) => {
    if (props.open === undefined) setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const widgets = useRadixWidgets(open);
  if (widgets && opened) return <widgets.Dialog {...props} open={open} onOpenChange={onOpenChange} trigger={trigger} />;
  return trigger ? (
    <Slot.Root aria-haspopup="dialog" aria-expanded={false} onClick={() => onOpenChange(true)}>
      {trigger}
    </Slot.Root>
  ) : null;
}

/** Left drawer: focus trap, Escape and overlay click close it. */
export function SideMenu(props: SideMenuProps) {
  const widgets = useRadixWidgets(props.open);
  return widgets ? <widgets.SideMenu {...props} /> : null;
}

/**
 * A part that renders only inside its open widget (an item of a menu, a dialog's close button),
 * so the widgets have loaded by then.
 */
function loadedPart<K extends 'DialogClose' | 'PopoverClose' | 'DropdownMenuItem' | 'DropdownMenuCheckboxItem' | 'DropdownMenuLabel' | 'DropdownMenuSeparator'>(name: K) {
  return function Part(props: ComponentProps<Parts[K]>) {
    const Loaded = loadedRadixWidgets()[name] as ComponentType<ComponentProps<Parts[K]>>;
    return <Loaded {...props} />;
  };
}

/** Closes the surrounding Dialog; use with asChild around a Button. */
export const DialogClose = loadedPart('DialogClose');
export const PopoverClose = loadedPart('PopoverClose');
export const DropdownMenuItem: ComponentType<DropdownMenuItemProps> = loadedPart('DropdownMenuItem');
export const DropdownMenuCheckboxItem = loadedPart('DropdownMenuCheckboxItem');
export const DropdownMenuLabel = loadedPart('DropdownMenuLabel');
export const DropdownMenuSeparator = loadedPart('DropdownMenuSeparator');
