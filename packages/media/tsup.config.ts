import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

const entries = ['src/index.ts', 'src/image-block.ts', 'src/video-block.ts', 'src/audio-block.ts'];

// The declarations are built one entry at a time: rollup-plugin-dts fails to parse the shared
// chunk it makes when the entries are built together.
export default defineConfig([
  definePackage({ entry: entries, dts: false }),
  ...entries.map((entry) => definePackage({ entry: [entry], dts: { only: true }, clean: false })),
]);
