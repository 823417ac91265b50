import { useId, type ReactNode } from 'react';
import { cx } from './cx';

export interface FieldProps {
  /** Visible label; also the accessible name of the control. */
  label: ReactNode;
  /** Helper text under the control. */
  hint?: ReactNode;
  /** Error text; marks the control invalid. */
  error?: ReactNode;
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Shared label / hint / error layout so TextField, TextArea and Select wire ARIA the same way. */
export function Field({
  id: idProp,
  label,
  hint,
  error,
  className,
  children,
}: FieldProps & {
  id?: string | undefined;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('ui-field', className)}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="ui-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
