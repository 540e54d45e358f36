import { defineConfig } from 'vitest/config';

// Two projects: `unit` (node, or jsdom per file via `// @vitest-environment jsdom`) and
// `browser` (real Chromium through playwright-core, against the built script in dist/).
// The `source` condition resolves @tessera/* to each package's TypeScript sources.
const resolve = { conditions: ['source', 'module', 'browser', 'default'] };
// Node-environment tests resolve through vite's SSR settings.
const ssr = {
  resolve: { conditions: ['source', 'module', 'node', 'default'], externalConditions: ['source'] },
};

export default defineConfig({
  resolve,
  ssr,
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/*.browser.test.*', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'browser',
          include: ['packages/*/test/**/*.browser.test.ts', 'tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // Real Chromium on a shared 2-core CI machine: one retry, as Playwright's own runner
          // does in CI. A test that needs it is reported as flaky in the output, not hidden.
          retry: process.env.CI ? 1 : 0,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
