import { X } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { storeColor } from '../store-colors';
import { cx } from '../internal/cx';
import type { BadgeVariant } from './badge';

export interface ChipProps {
  children: ReactNode;
  variant?: BadgeVariant;
  /** Colours the chip with the store's colour (known stores have their own; others share one). */
  store?: string;
  /** Shows a remove button. */
  onRemove?: () => void;
  /** Accessible name of the remove button; defaults to "Remove <text>". */
  removeLabel?: string;
  className?: string;
}

/** A Badge-styled tag (dietary, cuisine, store) with an optional remove button. */
export function Chip({ children, variant = 'secondary', store, onRemove, removeLabel, className }: ChipProps) {
  const style = store === undefined ? undefined : ({ '--ui-store-color': storeColor(store) } as CSSProperties);
  return (
    <span className={cx('ui-badge', store === undefined ? `ui-badge--${variant}` : 'ui-badge--store', className)} style={style}>
      {/* Long text (imported SEO keywords) is cut with an ellipsis; the title keeps it readable. */}
      <span className="ui-chip__label" title={typeof children === 'string' ? children : undefined}>
        {children}
      </span>
      {onRemove && (
        <button
          type="button"
          className="ui-chip__remove"
          aria-label={removeLabel ?? `Remove ${typeof children === 'string' ? children : 'item'}`}
          onClick={onRemove}
        >
          <X size={12} aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
