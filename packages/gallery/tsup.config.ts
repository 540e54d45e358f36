import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

export default defineConfig(
  definePackage({
    entry: {
      index: 'src/index.ts',
      block: 'src/block.ts',
      grid: 'src/grid.ts',
      carousel: 'src/carousel.ts',
      react: 'src/react.ts',
    },
  }),
);
