import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

export default defineConfig(
  definePackage({ entry: { index: 'src/index.ts', feature: 'src/analytics-feature.ts' } }),
);
