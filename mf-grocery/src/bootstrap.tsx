import { mountStandalone } from 'shared-ui/app-root';
import 'shared-ui/styles.css';
import GroceryPage from './pages/grocery-page';
import StoresPage from './pages/stores-page';

// Standalone dev: this remote's own pages without the shell.
mountStandalone([
  { path: '/grocery', Component: GroceryPage },
  { path: '/stores', Component: StoresPage },
]);
