import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cx } from '../internal/cx';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Element that opens the dialog (rendered as the trigger itself, e.g. a Button). */
  trigger?: ReactNode;
  /** Action buttons at the bottom; wrap a Cancel button in DialogClose to close. */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** Modal dialog: focus trap, Escape and outside click close, focus returns to the trigger. */
export function Dialog({ open, onOpenChange, title, description, trigger, footer, children, className }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="ui-overlay" />
        <DialogPrimitive.Content
          className={cx('ui-dialog', className)}
          // Without a description Radix warns unless aria-describedby is explicitly undefined.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="ui-dialog__header">
            <div>
              <DialogPrimitive.Title className="ui-dialog__title">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="ui-dialog__description">{description}</DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close className="ui-icon-button" aria-label="Close">
              <X size={20} aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          {children}
          {footer && <div className="ui-dialog__footer">{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding Dialog; use with asChild around a Button. */
export const DialogClose = DialogPrimitive.Close;
