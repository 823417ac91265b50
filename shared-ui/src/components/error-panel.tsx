import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

export interface ErrorPanelProps {
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Disables Retry and shows a spinner while the retry runs. */
  retrying?: boolean;
}

/** Shown in place of content that failed to load (e.g. a remote module), with a way to try again. */
export function ErrorPanel({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Retry',
  retrying = false,
}: ErrorPanelProps) {
  return (
    <div className="ui-error-panel" role="alert">
      <CircleAlert className="ui-error-panel__icon" size={32} aria-hidden="true" />
      <h2 className="ui-error-panel__title">{title}</h2>
      {message && <p className="ui-error-panel__message">{message}</p>}
      {onRetry && (
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw size={16} aria-hidden="true" />}
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
