import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

export default defineConfig(
  definePackage({
    entry: {
      index: 'src/index.ts',
      block: 'src/lightbox-block.ts',
      'image-lightbox': 'src/image-lightbox-block.ts',
      react: 'src/react.ts',
    },
  }),
);
