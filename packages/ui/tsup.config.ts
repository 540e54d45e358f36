import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

export default defineConfig(
  definePackage({
    entry: ['src/index.ts', 'src/system-error.ts'],
    external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
  }),
);
