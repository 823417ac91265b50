import { useLayoutEffect, useRef } from 'react';
import type { FirstUse } from '../internal/first-use';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './dropdown-menu';
import type { MenuButtonProps } from './menu-button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import type { PopoverButtonProps } from './popover-button';

/** The Radix menu of a `MenuButton`, mounted by its first use, which it replays. */
export function MountedMenuButton({ trigger, children, align, used }: MenuButtonProps & { used: FirstUse }) {
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
      <DropdownMenuContent align={align}>{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The Radix popover of a `PopoverButton`, mounted by its first use, which it replays. */
export function MountedPopoverButton({ trigger, label, className, onOpenChange, children, used }: PopoverButtonProps & { used: FirstUse }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
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
