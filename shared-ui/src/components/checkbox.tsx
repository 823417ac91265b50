import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
}

/** Native checkbox wrapped in its label, so the whole row is clickable. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, className, ...rest },
  ref,
) {
  return (
    <label className={cx('ui-checkbox', className)}>
      <input ref={ref} type="checkbox" className="ui-checkbox__input" {...rest} />
      <span>{label}</span>
    </label>
  );
});
