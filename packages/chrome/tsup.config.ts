import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

// The declarations are built one entry at a time: rollup-plugin-dts fails to parse the shared
// chunk it makes when both entries are built together (as in packages/media).
const entries = ['src/index.ts', 'src/site-chrome.ts'];

export default defineConfig([
  definePackage({ entry: entries, dts: false }),
  ...entries.map((entry) => definePackage({ entry: [entry], dts: { only: true }, clean: false })),
]);
