/** Component-test settings every remote shares; each keeps its own src/test-setup.ts. */
export const appTestConfig = {
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
} as const;
