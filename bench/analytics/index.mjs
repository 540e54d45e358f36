// bench/analytics: what a page pays for its page view, against Plausible's official tracker
// (plausible-tracker), each bundled with esbuild from its sources and brotli-compressed in the
// same run. Ours includes what the runtime brings for it (the consent and tracking gate, the
// visitor cookies, the data layer); the loader is left out (every page has it). Prints figures
// and ratios; never fails on a size.
import { build } from 'esbuild';
import { brotliSize, browserBundleOptions, kB } from '../support/browser-bundle.mjs';

async function bundle(contents) {
  const result = await build({
    ...browserBundleOptions,
    stdin: { contents, resolveDir: browserBundleOptions.absWorkingDir, loader: 'ts' },
    logLevel: 'warning',
  });
  return brotliSize(result.outputFiles[0].text);
}

const rows = [
  [
    'ours: page view (hit, gate, visitor cookies, data layer)',
    await bundle(
      "import { sendPageView } from './packages/analytics/src/page-view.ts';\n" +
        'sendPageView({}, document);',
    ),
  ],
  [
    'ours: page view and error reporter, one bundle',
    await bundle(
      "import { sendPageView, startErrorReporter } from './packages/analytics/src/index.ts';\n" +
        "import { api } from '@tessera/runtime';\n" +
        'startErrorReporter({ window, api, page: {} });\n' +
        'sendPageView({}, document);',
    ),
  ],
  [
    'plausible-tracker 0.3.9: page view',
    await bundle(
      "import Plausible from 'plausible-tracker';\n" +
        "Plausible({ domain: 'example.com' }).trackPageview();",
    ),
  ],
];
const plausible = rows.at(-1)[1];
const width = Math.max(...rows.map(([label]) => label.length));
for (const [label, size] of rows) {
  console.log(`${label.padEnd(width)}  ${kB(size).padStart(8)}  ${(size / plausible).toFixed(2)}×`);
}
