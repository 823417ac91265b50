import type { ReactNode } from 'react';
import { isPlainLeftClick } from '../internal/navigation';

export interface NavItem {
  key: string;
  label: string;
  icon: ReactNode;
  href: string;
}

export interface BottomNavProps {
  items: readonly NavItem[];
  activeKey?: string | undefined;
  /** Called with the item's href on a plain left click; wire it to the app's router. */
  onNavigate: (href: string) => void;
  'aria-label'?: string;
}

/** Fixed bottom navigation bar of the mobile-first layout. */
export function BottomNav({ items, activeKey, onNavigate, 'aria-label': ariaLabel = 'Main' }: BottomNavProps) {
  return (
    <nav className="ui-bottom-nav" aria-label={ariaLabel}>
      <ul className="ui-bottom-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <a
              className="ui-nav-link"
              href={item.href}
              aria-current={item.key === activeKey ? 'page' : undefined}
              onClick={(event) => {
                if (!isPlainLeftClick(event)) return;
                event.preventDefault();
                onNavigate(item.href);
              }}
            >
              <span aria-hidden="true">{item.icon}</span>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
