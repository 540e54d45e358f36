import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

// One entry per block (each a lazy chunk of the script build) plus the index. The declarations
// are built one entry at a time: rollup-plugin-dts fails to parse the shared chunks it makes
// when several entries are built together (as in packages/media).
const entries = ['src/index.ts'];

export default defineConfig([
  definePackage({ entry: entries, dts: false }),
  ...entries.map((entry) => definePackage({ entry: [entry], dts: { only: true }, clean: false })),
]);
