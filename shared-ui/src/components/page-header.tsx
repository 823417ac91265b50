import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the right (wraps under the title on narrow screens). */
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="ui-page-header">
      <div>
        <h1 className="ui-page-header__title">{title}</h1>
        {subtitle && <p className="ui-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="ui-page-header__actions">{actions}</div>}
    </header>
  );
}
