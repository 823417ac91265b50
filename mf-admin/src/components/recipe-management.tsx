import { useNavigate } from 'react-router-dom';
import { useAdminRecipes } from 'shared-api/admin';
import { statusOf } from './format';
import { ManagementPanel } from './management-panel';
import { RecipeRow } from './recipe-row';

const logError = (error: Error) => `HTTP error! Status: ${statusOf(error)}`;

export function RecipeManagement() {
  const navigate = useNavigate();
  return (
    <ManagementPanel
      title="Recipes"
      searchLabel="Search recipes"
      searchPlaceholder="Search by name, cuisine, type or author"
      addLabel="Add Recipe"
      onAdd={() => navigate('/add-recipe')}
      useList={useAdminRecipes}
      loadingText="Loading recipes..."
      emptyText="No recipes found."
      logError={logError}
      listLabel="Recipes"
      getKey={(recipe) => recipe.id}
      renderRow={(recipe) => <RecipeRow recipe={recipe} />}
    />
  );
}
