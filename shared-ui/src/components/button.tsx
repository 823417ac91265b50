import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../internal/cx';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Render the single child (e.g. a router Link) with button styling instead of a <button>. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    asChild = false,
    disabled,
    type,
    className,
    children,
    ...rest
  },
  ref,
) {
  const Comp = asChild ? Slot.Root : 'button';
  const isDisabled = disabled || loading;
  return (
    <Comp
      ref={ref}
      className={cx(
        'ui-button',
        `ui-button--${variant}`,
        size !== 'md' && `ui-button--${size}`,
        fullWidth && 'ui-button--full',
        className,
      )}
      // A child element such as <a> has no disabled attribute, so it gets aria-disabled instead.
      {...(asChild ? { 'aria-disabled': isDisabled || undefined } : { type: type ?? 'button', disabled: isDisabled })}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" decorative />}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Comp>
  );
});
