import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

// account-actions is imported lazily by the feature: tsup splits it into a chunk of its own.
export default defineConfig(definePackage({ entry: ['src/index.ts', 'src/account-feature.ts'] }));
