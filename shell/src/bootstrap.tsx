import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig } from 'shared-api/core';
import { mountApp, UiProviders } from 'shared-ui/app-root';
import 'shared-ui/styles.css';
import { App } from './app';
import { registerRemoteEntries } from './remotes';
import { registerServiceWorker } from './service-worker';
import './shell.css';

registerServiceWorker();
void mountApp(loadRuntimeConfig, (config) => {
  registerRemoteEntries(config.remotes);
  // Signed-in pages get the QueryClient around them (App): the signed-out ones load no TanStack Query.
  return (
    <UiProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </UiProviders>
  );
});
