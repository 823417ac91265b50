import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Storybook's Rsbuild builder reads this file; without pluginReact stories fail with "React is not defined".
export default defineConfig({
  plugins: [pluginReact()],
});
