import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // Tables of thousands of cases (dates across every clock change, French numbers against Intl) take seconds on a
      // busy CI machine: vitest's 5 s default would fail them for the machine's load, not for a fault.
      { test: { name: 'domain', include: ['packages/*/src/**/*.test.ts'], testTimeout: 30000 } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          setupFiles: ['apps/api/test/setup.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20000,
        },
      },
    ],
  },
});
