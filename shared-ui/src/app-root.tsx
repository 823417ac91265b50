import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient, loadRuntimeConfig, type RuntimeConfig } from 'shared-api';
import { Toaster } from './components/toaster';
import { TooltipProvider } from './components/tooltip';

const queryClient = createQueryClient();

/** Providers every page needs: one QueryClient, tooltips with the spec's delays, the toaster. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}

/** Loads /runtime-config.json (API host, remotes) and renders the app into #root. */
export async function mountApp(render: (config: RuntimeConfig) => ReactNode): Promise<void> {
  const root = createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div')));
  try {
    const config = await loadRuntimeConfig();
    root.render(<StrictMode>{render(config)}</StrictMode>);
  } catch (error) {
    console.error(error);
    root.render(<p role="alert">The app could not start. Please reload the page.</p>);
  }
}

export interface StandaloneRoute {
  path: string;
  Component: ComponentType;
}

/** A remote running on its own in dev: its pages with the same providers the shell gives them. */
export function mountStandalone(routes: StandaloneRoute[]): Promise<void> {
  return mountApp(() => (
    <AppProviders>
      <BrowserRouter>
        <main className="ui-standalone">
          <Routes>
            {routes.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
          </Routes>
        </main>
      </BrowserRouter>
    </AppProviders>
  ));
}
