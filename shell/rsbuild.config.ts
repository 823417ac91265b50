import { shellApp } from '../scripts/rsbuild-app';

const config = shellApp();

export default {
  ...config,
  // Installable: the manifest (shell/public) and the brand colour of the browser's UI.
  html: {
    ...config.html,
    tags: [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
      { tag: 'meta', attrs: { name: 'theme-color', content: '#c2410c' } },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' } },
    ],
  },
};
