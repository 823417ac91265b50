import { useRef, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { isPlainLeftClick } from '../internal/navigation';

export interface SideMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  /** Rendered as a link that navigates through onNavigate. */
  href?: string;
  /** Without href the item is a button (e.g. Log out) that calls this. */
  onSelect?: () => void;
}

export interface SideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly SideMenuItem[];
  activeKey?: string | undefined;
  /** Called with the item's href on a plain left click; wire it to the app's router. */
  onNavigate: (href: string) => void;
  title?: ReactNode;
}

/** Left drawer built on the Radix dialog: focus trap, Escape and overlay click close it. */
export function SideMenu({ open, onOpenChange, items, activeKey, onNavigate, title = 'Menu' }: SideMenuProps) {
  const close = () => onOpenChange(false);
  // Opened from a button outside Radix (no Dialog.Trigger), so focus is returned to it by hand.
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="ui-overlay" />
        <DialogPrimitive.Content
          className="ui-drawer"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            openerRef.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!openerRef.current?.isConnected) return;
            event.preventDefault();
            openerRef.current.focus();
          }}
        >
          <div className="ui-drawer__header">
            <DialogPrimitive.Title className="ui-drawer__title">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className="ui-icon-button" aria-label="Close menu">
              <X size={20} aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Side menu">
            <ul className="ui-side-menu__list">
              {items.map(({ key, label, icon, href, onSelect }) => {
                const content = (
                  <>
                    {icon && <span aria-hidden="true">{icon}</span>}
                    {label}
                  </>
                );
                return (
                  <li key={key}>
                    {href !== undefined ? (
                      <a
                        className="ui-side-menu__item ui-focusable"
                        href={href}
                        aria-current={key === activeKey ? 'page' : undefined}
                        onClick={(event) => {
                          if (!isPlainLeftClick(event)) return;
                          event.preventDefault();
                          close();
                          onNavigate(href);
                        }}
                      >
                        {content}
                      </a>
                    ) : (
                      <button
                        type="button"
                        className="ui-side-menu__item ui-focusable"
                        onClick={() => {
                          close();
                          onSelect?.();
                        }}
                      >
                        {content}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
