import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig, useSession } from 'shared-api/core';
import { mountApp, UiProviders } from 'shared-ui/app-root';
import 'shared-ui/styles.css';
import { App } from './app';
import { loadPage, registerRemoteEntries } from './remotes';
import { routeOf } from './route-table';
import { registerServiceWorker } from './service-worker';
import './shell.css';

registerServiceWorker();
void mountApp(loadRuntimeConfig, (config) => {
  registerRemoteEntries(config.remotes);
  // The first page's code loads while the shell renders, not after it (a failure shows on the page,
  // which asks again).
  const first = routeOf(window.location.pathname);
  if (first && (!first.protected || useSession.getState().accessToken)) void loadPage(first.remote, first.module).catch(() => undefined);
  // Signed-in pages get the QueryClient around them (App): the signed-out ones load no TanStack Query.
  return (
    <UiProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </UiProviders>
  );
});
