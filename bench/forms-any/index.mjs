// bench/forms-any: what a form sent to its own endpoint (Formspree, Netlify, any endpoint: issue
// 20) costs a visitor, against Formspree's own client, @formspree/core (what @formspree/react
// uses), brotli-compressed in the same run. Ours is bundled from the TypeScript sources with
// @tessera/runtime left out (the loader every block shares) and the block split as the script-tag
// build splits it; Formspree's is the one call a page needs, submitForm on the default client.
// Prints figures and ratios; never fails on a size.
import { join } from 'node:path';
import { build } from 'esbuild';
import { brotliSize, browserBundleOptions, kB } from '../support/browser-bundle.mjs';

const root = join(import.meta.dirname, '../..');
const forms = join(root, 'packages/forms/src');

/** Brotli bytes of each output file of `contents` (split into chunks when `splitting`). */
async function sizes(contents, { splitting = false } = {}) {
  const result = await build({
    ...browserBundleOptions,
    stdin: { contents, resolveDir: root, loader: 'ts' },
    external: ['@tessera/runtime'],
    splitting,
    outdir: join(root, 'bench/forms-any/.out'),
    chunkNames: '[name]',
    logLevel: 'warning',
  });
  return result.outputFiles.map((file) => ({
    name: file.path.split('/').pop(),
    bytes: brotliSize(file.contents),
  }));
}

const block = await sizes(`export { init } from '${forms}/block.ts';`, { splitting: true });
const entry = block.find((file) => file.name === 'stdin.js')?.bytes ?? 0;
const chunk = block.find((file) => file.name.startsWith('send-to-endpoint'))?.bytes ?? 0;
// The eager part of the path: where a form goes, the spam defence (the rest of the block is
// validation, messages and states, which every form has).
const [eager] = await sizes(
  `export { formBackend } from '${forms}/form-backend.ts';
   export { spamReason } from '${forms}/spam-defence.ts';`,
);
const [formspree] = await sizes(
  `import { getDefaultClient } from '@formspree/core';
   export const send = (key, data) => getDefaultClient().submitForm(key, data);`,
);

const rows = [
  ['Tessera form block (validation, messages, states, spam defence)', entry],
  ['Tessera any-endpoint chunk (request, answer, time-out)', chunk],
  ['Tessera: the block and the chunk, what a Formspree form page loads', entry + chunk],
  [
    'Tessera: the any-endpoint path alone (chunk + backend choice + spam checks)',
    chunk + eager.bytes,
  ],
  ['@formspree/core: submitForm on the default client (no DOM, no validation)', formspree.bytes],
];
for (const [name, bytes] of rows) console.log(`${kB(bytes).padStart(9)}  ${name}`);
console.log(
  `\nratio, the any-endpoint path alone / @formspree/core: ${((chunk + eager.bytes) / formspree.bytes).toFixed(2)}`,
);
console.log(
  `ratio, the whole form block with the chunk / @formspree/core: ${((entry + chunk) / formspree.bytes).toFixed(2)}`,
);
