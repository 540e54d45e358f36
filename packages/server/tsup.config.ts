import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { definePackage } from '../../tsup.config';

// Node, not the browser: the server and its CLI (bin tessera-server). The HTTP contract goes
// beside the build: the server checks every request against it (src/contract-document.ts).
export default defineConfig(
  definePackage({
    entry: ['src/index.ts', 'src/cli.ts'],
    platform: 'node',
    target: 'node20',
    onSuccess: async () => {
      await copyFile('../../docs/http-contract/openapi.yaml', 'dist/openapi.yaml');
    },
  }),
);
