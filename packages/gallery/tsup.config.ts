import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

export default defineConfig(
  definePackage({
    entry: {
      index: 'src/index.ts',
      block: 'src/block.ts',
      grid: 'src/grid.ts',
      carousel: 'src/carousel.ts',
      'lightbox/index': 'src/lightbox/index.ts',
      'lightbox/block': 'src/lightbox/lightbox-block.ts',
      'lightbox/react': 'src/lightbox/react.ts',
    },
  }),
);
