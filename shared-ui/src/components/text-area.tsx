import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from '../internal/field';

export interface TextAreaProps extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, id, className, rows = 4, ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea ref={ref} rows={rows} className="ui-input ui-input--textarea" {...control} {...rest} />}
    </Field>
  );
});
