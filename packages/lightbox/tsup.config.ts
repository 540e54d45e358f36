import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

export default defineConfig(
  definePackage({
    entry: {
      index: 'src/index.ts',
      block: 'src/lightbox-block.ts',
      react: 'src/react.ts',
    },
  }),
);
