import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  // The network is closed on dev machines and CI.
  core: { disableTelemetry: true },
};

export default config;
