import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

// Node, not the browser: the server and its CLI (bin tessera-server).
export default defineConfig(
  definePackage({ entry: ['src/index.ts', 'src/cli.ts'], platform: 'node', target: 'node20' }),
);
