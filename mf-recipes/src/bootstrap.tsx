import { mountStandalone } from 'shared-ui/app-root';
import 'shared-ui/styles.css';
import RecipesPage from './pages/recipes-page';
import AddPage from './pages/add-page';
import AddRecipePage from './pages/add-recipe-page';
import SearchRecipePage from './pages/search-recipe-page';
import EditRecipePage from './pages/edit-recipe-page';

// Standalone dev: this remote's own pages without the shell.
mountStandalone([
  { path: '/recipes', Component: RecipesPage },
  { path: '/add', Component: AddPage },
  { path: '/add-recipe', Component: AddRecipePage },
  { path: '/search-recipe', Component: SearchRecipePage },
  { path: '/edit-recipe/:recipeid', Component: EditRecipePage },
]);
