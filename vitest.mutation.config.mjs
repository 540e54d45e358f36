// The unit tests Stryker runs on mutants (stryker.config.mjs): the `unit` project of
// vitest.config.ts without the tests that measure bundles and README figures, and with room for
// instrumented code on a shared machine (every mutant's code path counts its calls).
import { defineConfig } from 'vitest/config';
import { excludedTests } from './stryker.config.mjs';
import base from './vitest.config.ts';

export default defineConfig({
  resolve: base.resolve,
  ssr: base.ssr,
  test: {
    include: ['packages/*/test/**/*.test.{ts,tsx}'],
    exclude: [
      '**/*.browser.test.*',
      '**/node_modules/**',
      ...excludedTests.map((file) => `packages/*/test/**/${file}`),
    ],
    environment: 'node',
    testTimeout: 60_000,
  },
});
