import { defineConfig } from 'vitest/config';
import { appTestConfig } from '../scripts/vitest-app';

export default defineConfig(appTestConfig);
