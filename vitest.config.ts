import { availableParallelism } from 'node:os';
import { resolve as resolvePath } from 'node:path';
import { defineConfig } from 'vitest/config';

// Four projects: `unit` (node, or jsdom per file via `// @vitest-environment jsdom`), `react18`
// (every *.react.test.tsx again, against React 18), `ssr` (*.ssr.test.tsx in plain node, no
// window nor document) and `browser` (real Chromium through playwright-core, against the built
// script in dist/ or a React entry bundled by tests/e2e/react-fixture.ts).
// The `source` condition resolves @tessera/* to each package's TypeScript sources.
const resolve = { conditions: ['source', 'module', 'browser', 'default'] };
// Node-environment tests resolve through vite's SSR settings.
const ssr = {
  resolve: { conditions: ['source', 'module', 'node', 'default'], externalConditions: ['source'] },
};

// React 18 lives apart in tests/react-18/node_modules. Exact-match aliases send every import of
// React (ours, and Testing Library's once inlined) to that copy; react-dom loaded from there
// requires its sibling react, so one React instance serves the whole test.
const react18 = resolvePath(import.meta.dirname, 'tests/react-18/node_modules');
const react18Aliases = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  'react-dom/test-utils',
].map((name) => ({
  find: new RegExp(`^${name}$`),
  replacement: resolvePath(react18, name),
}));
// Testing Library's ES module build: its CommonJS main would `require('react')` through Node,
// out of reach of the aliases.
react18Aliases.push({
  find: /^@testing-library\/react$/,
  replacement: resolvePath(
    import.meta.dirname,
    'node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
  ),
});

const reactTests = 'packages/*/test/**/*.react.test.tsx';
const harnessReactTests = 'tests/harness/**/*.react.test.tsx';
const ssrTests = ['packages/*/test/**/*.ssr.test.tsx', 'tests/harness/**/*.ssr.test.tsx'];

export default defineConfig({
  resolve,
  ssr,
  test: {
    // Two groups, one after the other (sequence.groupOrder), each on every core: first the unit,
    // react18 and ssr files, then the browser files. A browser file keeps less than one core busy
    // (Chromium, the server and the test), so two run side by side; and no lane sits idle while
    // the other finishes, as the unit lane did for half the run when one browser file ran beside
    // one unit file.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/support/**/*.test.ts',
            harnessReactTests,
          ],
          exclude: ['**/*.browser.test.*', '**/*.ssr.test.*', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['tests/support/fast-password-hashes.ts', 'tests/support/pglite-template.ts'],
          // The server's tests hash real passwords (scrypt at N = 2^17: 128 MiB and about 0.4 s
          // each on a free core) against real databases; five logins in a row took over the
          // default 5 s with another test file sharing the two cores.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { ...resolve, alias: react18Aliases },
        ssr,
        test: {
          name: 'react18',
          include: [reactTests, harnessReactTests],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          // Inlined, Testing Library's own imports of React go through the aliases above instead
          // of Node's resolution, which would find React 19 at the root.
          server: { deps: { inline: ['@testing-library/react'] } },
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'ssr',
          include: ssrTests,
          exclude: ['**/node_modules/**'],
          // Plain node, as a server renders: window and document stay undefined, so a component
          // that touches them while importing or rendering fails its test.
          environment: 'node',
          setupFiles: ['tests/support/ssr-setup.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'browser',
          sequence: { groupOrder: 1 },
          include: ['packages/*/test/**/*.browser.test.{ts,tsx}', 'tests/e2e/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/fast-password-hashes.ts', 'tests/support/pglite-template.ts'],
          testTimeout: 60_000,
          // Real Chromium on a shared 2-core CI machine: one retry, as Playwright's own runner
          // does in CI. A test that needs it is reported as flaky in the output, not hidden.
          retry: process.env.CI ? 1 : 0,
          hookTimeout: 120_000,
          // expect.poll waits 1 s by default, which a page's chain of lazy chunks can pass on the
          // loaded CI machine (the GPC consent test needed its retry that way). A poll that holds
          // returns at once, so the longer limit only changes how long a real failure takes.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
