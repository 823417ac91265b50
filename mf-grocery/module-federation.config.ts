/** Page modules this remote exposes; the shell maps routes to them. */
export const name = 'mf_grocery';

export const exposes = {
    './GroceryPage': './src/pages/grocery-page.tsx',
    './StoresPage': './src/pages/stores-page.tsx',
};
