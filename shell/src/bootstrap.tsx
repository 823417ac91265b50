import { BrowserRouter } from 'react-router-dom';
import { AppProviders, mountApp } from 'shared-ui/app-root';
import 'shared-ui/styles.css';
import { App } from './app';
import { registerRemoteEntries } from './remotes';
import './shell.css';

void mountApp((config) => {
  registerRemoteEntries(config.remotes);
  return (
    <AppProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  );
});
