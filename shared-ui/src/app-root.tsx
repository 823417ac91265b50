import { lazy, startTransition, StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Spinner } from './components/spinner';
import { Toaster } from './components/toaster';

/** What the design system needs around every page: the toaster. (A page with tooltips wraps them in `TooltipProvider`.) */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}

/** Waits for `load` (e.g. the runtime config) and renders the app into #root; a failed load shows a message. */
export async function mountApp<T>(load: () => Promise<T>, render: (loaded: T) => ReactNode): Promise<void> {
  const root = createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div')));
  try {
    const loaded = await load();
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole tree (a phone's first visit).
    startTransition(() => root.render(<StrictMode>{render(loaded)}</StrictMode>));
  } catch (error) {
    console.error(error);
    root.render(<p role="alert">The app could not start. Please reload the page.</p>);
  }
}

export interface StandaloneOptions {
  /** Runs before the first render (e.g. loading the runtime config). */
  load: () => Promise<unknown>;
  /** Data providers the app wires around the pages (the shell gives remotes the same ones). */
  Providers: ComponentType<{ children: ReactNode }>;
  /** The remote's pages: its route and its file, e.g. `./src/pages/home-page.tsx`. */
  pages: ReadonlyArray<{ path: string; file: string }>;
  /** Loads a page file by its name in the pages folder (`./home-page.tsx`), e.g. a lazy `import.meta.webpackContext`. */
  files: (request: string) => unknown;
}

function isPageModule(loaded: unknown): loaded is { default: ComponentType } {
  return typeof loaded === 'object' && loaded !== null && 'default' in loaded && typeof loaded.default === 'function';
}

/** A remote running on its own in dev: its pages with the same providers the shell gives them. */
export function mountStandalone({ load, Providers, pages, files }: StandaloneOptions): Promise<void> {
  const routes = pages.map(({ path, file }) => ({
    path,
    Page: lazy(async () => {
      const loaded = await files(`./${file.split('/').pop()}`);
      if (!isPageModule(loaded)) throw new Error(`${file} has no default-exported page`);
      return loaded;
    }),
  }));
  return mountApp(load, () => (
    <Providers>
      <UiProviders>
        <BrowserRouter>
          <main className="ui-standalone">
            <Suspense fallback={<Spinner label="Loading page" />}>
              <Routes>
                {routes.map(({ path, Page }) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
              </Routes>
            </Suspense>
          </main>
        </BrowserRouter>
      </UiProviders>
    </Providers>
  ));
}
