import type { FormEvent, FormHTMLAttributes } from 'react';
import { cx } from '../internal/cx';

export interface InlineAddFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Called on submit (button or Enter); the page does not reload. */
  onAdd: () => void;
}

/**
 * One line to add something by name: an `Input` that takes the free width and its submit `Button`
 * (given as children), e.g. a store or a pantry item.
 */
export function InlineAddForm({ onAdd, className, children, ...rest }: InlineAddFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAdd();
  };
  return (
    <form className={cx('ui-inline-form', className)} onSubmit={submit} {...rest}>
      {children}
    </form>
  );
}
