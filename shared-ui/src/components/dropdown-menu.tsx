import type { ComponentProps } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';
import { cx } from '../internal/cx';

export const DropdownMenu = MenuPrimitive.Root;
/** Use with asChild around a Button. */
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'start',
  ...rest
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content className={cx('ui-menu', className)} sideOffset={sideOffset} align={align} {...rest} />
    </MenuPrimitive.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentProps<typeof MenuPrimitive.Item> {
  danger?: boolean;
}

export function DropdownMenuItem({ className, danger = false, ...rest }: DropdownMenuItemProps) {
  return <MenuPrimitive.Item className={cx('ui-menu__item', danger && 'ui-menu__item--danger', className)} {...rest} />;
}

export function DropdownMenuCheckboxItem({
  className,
  children,
  ...rest
}: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem className={cx('ui-menu__item', className)} {...rest}>
      <span className="ui-menu__check">
        <MenuPrimitive.ItemIndicator>
          <Check size={16} aria-hidden="true" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cx('ui-menu__label', className)} {...rest} />;
}

export function DropdownMenuSeparator({ className, ...rest }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cx('ui-menu__separator', className)} {...rest} />;
}
