import { useId, type ReactNode } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cx } from '../internal/cx';

export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

export function Switch({ label, id: idProp, className, ...rest }: SwitchProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  return (
    <div className={cx('ui-switch-field', className)}>
      <SwitchPrimitive.Root id={id} className="ui-switch" {...rest}>
        <SwitchPrimitive.Thumb className="ui-switch__thumb" />
      </SwitchPrimitive.Root>
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
