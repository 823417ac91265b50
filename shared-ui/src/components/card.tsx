import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../internal/cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; the card becomes a labelled region. */
  title?: ReactNode;
  /** Shown at the right of the title, e.g. an item count badge or a button. */
  actions?: ReactNode;
}

export function Card({ title, actions, className, children, ...rest }: CardProps) {
  const titleId = useId();
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <section className={cx('ui-card', className)} aria-labelledby={title !== undefined ? titleId : undefined} {...rest}>
      {hasHeader && (
        <div className="ui-card__header">
          {title !== undefined && (
            <h2 className="ui-card__title" id={titleId}>
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
