import { cx } from '../internal/cx';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers. */
  label?: string;
  /** Hide from assistive tech when the surrounding element already says it is busy. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', decorative = false, className }: SpinnerProps) {
  const classes = cx('ui-spinner', size !== 'md' && `ui-spinner--${size}`, className);
  if (decorative) return <span className={classes} aria-hidden="true" />;
  return <span className={classes} role="status" aria-label={label} />;
}

export interface SpinnerOverlayProps {
  /** Visible text under the spinner, e.g. "Generating image...". */
  label?: string;
  /** Cover the viewport instead of the nearest positioned ancestor. */
  fixed?: boolean;
}

/** Covers an area (or the whole screen) while work is in progress. */
export function SpinnerOverlay({ label = 'Loading...', fixed = false }: SpinnerOverlayProps) {
  return (
    <div className={cx('ui-spinner-overlay', fixed && 'ui-spinner-overlay--fixed')} role="status" aria-live="polite">
      <Spinner size="lg" decorative />
      <span className="ui-spinner-overlay__label">{label}</span>
    </div>
  );
}
