import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

// The declarations are built one entry at a time, as packages/media's: rollup-plugin-dts fails
// to parse the shared chunk it makes when several entries are built together.
const entries = ['src/index.ts', 'src/map-block.ts', 'src/follow-block.ts'];

export default defineConfig([
  definePackage({ entry: entries, dts: false }),
  ...entries.map((entry) => definePackage({ entry: [entry], dts: { only: true }, clean: false })),
]);
