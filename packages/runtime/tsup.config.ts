import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

// `testing` is the block kit's conformance suite, for tests only; vitest stays external (a peer).
export default defineConfig(
  definePackage({
    entry: {
      index: 'src/index.ts',
      page: 'src/page.ts',
      'markup-check': 'src/markup/markup-check.ts',
      'report-markup': 'src/markup/report-markup.ts',
      testing: 'src/testing/index.ts',
    },
  }),
);
