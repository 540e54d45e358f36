// Mutation testing of the pure cores (issue 21), one area at a time: `npm run mutation` runs
// them all in turn, `npm run mutation -- --package commerce` one (scripts/mutation.mjs). Not part
// of `npm test`: it takes minutes, and the machine is shared, so one test process at a time.

/** Each area: the files Stryker mutates and the package whose unit tests must kill them. */
export const areas = {
  commerce: { package: 'commerce', mutate: ['packages/commerce/src/**/*.ts'] },
  runtime: {
    package: 'runtime',
    mutate: ['packages/runtime/src/model/**/*.ts', 'packages/runtime/src/api/**/*.ts'],
  },
  forms: {
    package: 'forms',
    mutate: [
      'packages/forms/src/validate-form.ts',
      'packages/forms/src/validate-field.ts',
      'packages/forms/src/is-valid-email.ts',
    ],
  },
  gallery: {
    package: 'gallery',
    mutate: ['packages/gallery/src/layouts/**/*.ts', 'packages/gallery/src/slide-index.ts'],
  },
  consent: {
    package: 'consent',
    mutate: [
      'packages/consent/src/consent-decision.ts',
      'packages/consent/src/popup/popup-schedule.ts',
      'packages/consent/src/popup/should-show-popup.ts',
      'packages/consent/src/popup/popup-record.ts',
      'packages/consent/src/popup/write-popup-record.ts',
    ],
  },
};

/**
 * Unit tests that measure built bundles or the README's size figures rather than behaviour:
 * they need the build, and no mutant of a pure core can be caught by them alone.
 */
export const excludedTests = [
  'built.test.ts',
  'readme.test.ts',
  'readme-sizes.test.ts',
  // Reads every package's block declarations, not the runtime's cores.
  'block-conformance-coverage.test.ts',
  // Runs each block through the loader for its cleanup (DOM, timers, listeners): no pure core's
  // result is asserted there, and a loader change elsewhere would stop every area's first run.
  'block-conformance.test.ts',
];

/**
 * The sandbox Stryker copies holds the root's test configuration and the area's package only
 * (other packages resolve through node_modules to the working tree): the tree is shared, and
 * copying files other people are writing at the same time is slow and can fail.
 */
export function sandboxIgnores(name) {
  return [
    '/*',
    '!/package.json',
    '!/vitest.config.ts',
    '!/vitest.mutation.config.mjs',
    '!/stryker.config.mjs',
    '!/tsconfig.json',
    '!/tsconfig.base.json',
    '!/packages',
    '/packages/*',
    `!/packages/${name}`,
    `/packages/${name}/dist`,
  ];
}

/** Stryker's options for every area (the area's own are added by scripts/mutation.mjs). */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.mjs', related: false },
  coverageAnalysis: 'perTest',
  concurrency: 1,
  incremental: true,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  timeoutMS: 10_000,
};
