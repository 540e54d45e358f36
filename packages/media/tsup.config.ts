import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

// The declarations are built one entry at a time: rollup-plugin-dts fails to parse the shared
// chunk it makes when both entries are built together.
export default defineConfig([
  definePackage({ entry: ['src/index.ts', 'src/image-block.ts'], dts: false }),
  definePackage({ entry: ['src/index.ts'], dts: { only: true }, clean: false }),
  definePackage({ entry: ['src/image-block.ts'], dts: { only: true }, clean: false }),
]);
