import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, useSession } from 'shared-api/core';
import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';
import { PageLoading, PageUnavailable, RemotePage } from './remote-page';
import { pageRoutes } from './route-table';

/** Spec: the page scrolls to the top on every route change. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function RequireToken({ children }: { children: React.ReactNode }) {
  const token = useSession((s) => s.accessToken);
  return token ? children : <Navigate to="/" replace />;
}

export function App() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        {pageRoutes.map((route) => {
          const remotePage = <RemotePage key={route.path} remote={route.remote} module={route.module} />;
          // The header and menus show at once; the page waits for TanStack Query on its first load.
          const page = route.signedIn ? (
            <AppProviders fallback={<PageLoading />} failed={(retry) => <PageUnavailable onRetry={retry} />}>
              {remotePage}
            </AppProviders>
          ) : (
            remotePage
          );
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                route.protected ? (
                  <RequireToken>
                    <AppLayout withNav>{page}</AppLayout>
                  </RequireToken>
                ) : (
                  <AppLayout>{page}</AppLayout>
                )
              }
            />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
