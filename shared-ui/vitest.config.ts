import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Absolute, so the run does not depend on the working directory.
const configDir = join(import.meta.dirname, '.storybook');

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  plugins: [storybookTest({ configDir })],
  esbuild: { jsx: 'automatic' },
  // Pre-bundled up front, otherwise Vite discovers them mid-run and reloads the page.
  optimizeDeps: {
    include: [
      'storybook-react-rsbuild',
      'react',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'storybook/test',
      'radix-ui',
      'sonner',
      'lucide-react',
    ],
  },
  test: {
    name: 'storybook',
    // Must live in .storybook so addon-vitest sees it and skips its Vite-only annotations file.
    setupFiles: [join(configDir, 'vitest.setup.ts')],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
