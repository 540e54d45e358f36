// `npm start`: after `npm run build`, serves the demo site (examples/site) with the built script
// (dist/) and the owner console (packages/console/dist, at /config/) through @tessera/server on 127.0.0.1 (PORT, default 3000), data in .data/.
// TESSERA_DEMO turns on the demo's extras: store.html's "Place a test order" (POST /commerce/demo-order).

import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { runCli } from '@tessera/server';

const root = resolve(import.meta.dirname, '..');
const env = {
  TESSERA_SITE_DIR: resolve(root, 'examples/site'),
  TESSERA_SCRIPT_DIR: resolve(root, 'dist'),
  TESSERA_CONSOLE_DIR: resolve(root, 'packages/console/dist'),
  TESSERA_DATA_DIR: resolve(root, '.data'),
  TESSERA_DEMO: 'true',
  ...process.env,
};
runCli(env, cluster).catch((error) => {
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
