import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

export default defineConfig(
  definePackage({ entry: ['src/index.ts', 'src/block.ts', 'src/react.ts'] }),
);
