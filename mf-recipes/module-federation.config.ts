/** Page modules this remote exposes; the shell maps routes to them. */
export const name = 'mf_recipes';

export const exposes = {
    './RecipesPage': './src/pages/recipes-page.tsx',
    './AddPage': './src/pages/add-page.tsx',
    './AddRecipePage': './src/pages/add-recipe-page.tsx',
    './SearchRecipePage': './src/pages/search-recipe-page.tsx',
    './EditRecipePage': './src/pages/edit-recipe-page.tsx',
};
