import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // one embedded database per file; two cores on CI machines
          maxWorkers: 2,
          // the files of a worker share its loaded modules (each file still builds its own app and
          // database): importing the app again for every file was a third of the suite's time
          isolate: false,
        },
      },
      { test: { name: 'contracts', include: ['packages/contracts/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'house', include: ['eslint/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      {
        // component tests (issue 31 #5): pieces of the web app rendered in a DOM and driven like a user
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
