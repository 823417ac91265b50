import { Component, startTransition, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel, Spinner } from 'shared-ui';
import { loadedPage, loadPage, type RemoteName } from './remotes';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a remote that throws while rendering inside its own route. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Remote page crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPanel
        title="This page failed to load"
        message="Something went wrong while showing this page. The rest of the app still works."
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** What a page shows while its code loads. */
export function PageLoading() {
  return (
    <div className="shell-page-loading" aria-busy="true">
      <Spinner label="Loading page" />
    </div>
  );
}

/** What a page shows when its code could not be loaded. */
export function PageUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorPanel
      title="This page is unavailable"
      message="We couldn't load this part of the app. Check your connection and try again."
      onRetry={onRetry}
    />
  );
}

type LoadState = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed' };

/** A page from a remote: loads it at run time, and shows an error panel with Retry when the remote is down. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const initial = loadedPage(remote, module);
  const [state, setState] = useState<LoadState>(initial ? { status: 'ready', Page: initial } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    const cached = loadedPage(remote, module);
    if (cached && attempt === 0) {
      setState({ status: 'ready', Page: cached });
      return;
    }
    setState({ status: 'loading' });
    loadPage(remote, module, attempt > 0)
      // The page's first render is a transition: it yields to the browser instead of one long task.
      .then((Page) => active && startTransition(() => setState({ status: 'ready', Page })))
      .catch((error: unknown) => {
        console.error(`Could not load ${remote}/${module}`, error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [remote, module, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return <PageUnavailable onRetry={retry} />;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <state.Page />
    </RemoteErrorBoundary>
  );
}
