import { useId, useState, type ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * An on/off switch (a button with role "switch": Space, Enter and its label toggle it). Written here
 * rather than taken from Radix, whose switch is drawn with the page and came with 8.6 KB gzip of
 * shared Radix code on every signed-in page.
 */
export function Switch({ label, checked: chosen, defaultChecked = false, onCheckedChange, disabled, id: idProp, className }: SwitchProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const [own, setOwn] = useState(defaultChecked);
  const checked = chosen ?? own;
  const state = checked ? 'checked' : 'unchecked';
  const toggle = () => {
    if (chosen === undefined) setOwn(!checked);
    onCheckedChange?.(!checked);
  };
  return (
    <div className={cx('ui-switch-field', className)}>
      <button type="button" role="switch" id={id} aria-checked={checked} data-state={state} disabled={disabled} className="ui-switch" onClick={toggle}>
        <span className="ui-switch__thumb" data-state={state} />
      </button>
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
