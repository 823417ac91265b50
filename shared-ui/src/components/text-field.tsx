import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, type FieldProps } from '../internal/field';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, className, type = 'text', ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => <input ref={ref} type={type} className="ui-input" {...control} {...rest} />}
    </Field>
  );
});
