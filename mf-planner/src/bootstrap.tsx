import { mountStandalone } from 'shared-ui/app-root';
import 'shared-ui/styles.css';
import HomePage from './pages/home-page';

// Standalone dev: this remote's own pages without the shell.
mountStandalone([
  { path: '/home', Component: HomePage },
]);
