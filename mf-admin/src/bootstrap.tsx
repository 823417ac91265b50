import { mountStandalone } from 'shared-ui/app-root';
import 'shared-ui/styles.css';
import AdminPage from './pages/admin-page';

// Standalone dev: this remote's own pages without the shell.
mountStandalone([
  { path: '/admin', Component: AdminPage },
]);
