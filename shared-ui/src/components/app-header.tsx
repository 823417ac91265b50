import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AppHeaderProps {
  /** Opens the side menu. */
  onMenuClick: () => void;
  /** Whether the side menu is open (for aria-expanded). */
  menuOpen?: boolean;
  /** Logo or app title. */
  title: ReactNode;
  /** Right-hand slot, e.g. the logout button. */
  right?: ReactNode;
}

/** Sticky top bar of the shell. */
export function AppHeader({ onMenuClick, menuOpen, title, right }: AppHeaderProps) {
  return (
    <header className="ui-app-header">
      <button
        type="button"
        className="ui-icon-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onMenuClick}
      >
        <Menu size={22} aria-hidden="true" />
      </button>
      <div className="ui-app-header__title">{title}</div>
      {right && <div className="ui-app-header__right">{right}</div>}
    </header>
  );
}
