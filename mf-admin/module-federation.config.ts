/** Page modules this remote exposes; the shell maps routes to them. */
export const name = 'mf_admin';

export const exposes = {
    './AdminPage': './src/pages/admin-page.tsx',
};
