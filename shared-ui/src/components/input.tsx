import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../internal/cx';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** A bare text input in the design system's look, for places without a visible label (name it with aria-label). */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, type = 'text', ...rest }, ref) {
  return <input ref={ref} type={type} className={cx('ui-input', className)} {...rest} />;
});
