import type { ComponentProps } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cx } from '../internal/cx';

export const Popover = PopoverPrimitive.Root;
/** Use with asChild around a Button. */
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;

export function PopoverContent({
  className,
  sideOffset = 4,
  align = 'start',
  ...rest
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content className={cx('ui-popover', className)} sideOffset={sideOffset} align={align} {...rest} />
    </PopoverPrimitive.Portal>
  );
}
