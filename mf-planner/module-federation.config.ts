/** Page modules this remote exposes; the shell maps routes to them. */
export const name = 'mf_planner';

export const exposes = {
    './HomePage': './src/pages/home-page.tsx',
};
