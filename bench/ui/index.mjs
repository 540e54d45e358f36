// @tessera/ui against the libraries a site would pick instead, in the same run:
// the modal dialog against a11y-dialog, the tooltip against tippy.js (on Popper).
// Sizes: esbuild bundles, minified, brotli. Speed: real Chromium (playwright-core, Debian's
// /usr/bin/chromium), reduced motion so no fade waits; median of 5 rounds. Never fails on a time.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
const ui = resolve(root, 'packages/ui/src/index.ts');

const entries = {
  'tessera dialog (with preact/compat)': `
    import { createDialog } from '${ui}';
    window.cycle = () => {
      const dialog = createDialog({ title: 'Delete the file?', message: 'This cannot be undone.' });
      dialog.show();
      const box = window.__host().root.querySelector('dialog').getBoundingClientRect().width;
      dialog.settle('cancel');
      return box;
    };
    import { getOverlayHost } from '${ui}';
    window.__host = getOverlayHost;`,
  'a11y-dialog': `
    import A11yDialog from 'a11y-dialog';
    const style = document.createElement('style');
    style.textContent = '[aria-hidden="true"]{display:none}.d{position:fixed;inset:0;display:flex}.c{margin:auto;width:350px;padding:20px;background:#fff}';
    document.head.append(style);
    window.cycle = () => {
      const container = document.createElement('div');
      container.id = 'd';
      container.className = 'd';
      container.setAttribute('aria-labelledby', 't');
      container.innerHTML = '<div data-a11y-dialog-hide></div><div class="c" role="document"><h2 id="t">Delete the file?</h2><p>This cannot be undone.</p><button data-a11y-dialog-hide>Cancel</button><button>Confirm</button></div>';
      document.body.append(container);
      const dialog = new A11yDialog(container);
      dialog.show();
      const box = container.querySelector('.c').getBoundingClientRect().width;
      dialog.hide();
      dialog.destroy();
      container.remove();
      return box;
    };`,
  'tessera tooltip (with @floating-ui/dom)': `
    import { attachTooltip } from '${ui}';
    window.attach = (element) => attachTooltip(element, 'Opens the help page.');`,
  'tippy.js (with @popperjs/core)': `
    import tippy from 'tippy.js';
    window.attach = (element) => { const instance = tippy(element, { content: 'Opens the help page.' }); return () => instance.destroy(); };`,
};

async function bundle(contents, external = []) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'bench.ts' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    conditions: ['source'],
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    external,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

const brotli = (code) => brotliCompressSync(Buffer.from(code)).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

const bundles = {};
for (const [name, contents] of Object.entries(entries)) bundles[name] = await bundle(contents);
const dialogOwn = await bundle(`export { getOverlayHost, confirm } from '${ui}';`, [
  'preact',
  'preact/*',
]);

console.log('Sizes (minified, brotli)');
console.log(`  ${'tessera dialog beyond preact/compat'.padEnd(42)} ${kB(brotli(dialogOwn))}`);
for (const [name, code] of Object.entries(bundles))
  console.log(`  ${name.padEnd(42)} ${kB(brotli(code))}`);
const ratio = (a, b) => (brotli(bundles[a]) / brotli(bundles[b])).toFixed(2);
console.log(
  `  dialog: tessera / a11y-dialog = ${ratio('tessera dialog (with preact/compat)', 'a11y-dialog')}`,
);
console.log(
  '    (a11y-dialog is behaviour only: the site writes the markup, styles and strings; the',
);
console.log('     tessera figure holds the renderer, markup, theme, states and catalogue)');
console.log(
  `  tooltip: tessera / tippy.js   = ${ratio('tessera tooltip (with @floating-ui/dom)', 'tippy.js (with @popperjs/core)')}`,
);

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.log(`\nNo Chromium at ${executablePath}: speed skipped.`);
  process.exit(0);
}
const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({ reducedMotion: 'reduce' });

async function measure(name, body) {
  const page = await context.newPage();
  await page.setContent(
    '<!doctype html><html lang="en"><body><main><button id="a">Help</button></main></body></html>',
  );
  await page.addScriptTag({ type: 'module', content: bundles[name] });
  await page.waitForFunction(() => window.cycle || window.attach);
  const result = await page.evaluate(body);
  await page.close();
  return result;
}

/** Median operations per second over 5 rounds of `count` operations, after a warm-up round. */
const dialogCycles = () => {
  const rounds = [];
  for (let round = 0; round < 6; round++) {
    const count = 200;
    const start = performance.now();
    for (let i = 0; i < count; i++) window.cycle();
    if (round > 0) rounds.push((count / (performance.now() - start)) * 1000);
  }
  return rounds.sort((a, b) => a - b)[2];
};
const tooltipAttach = () => {
  const rounds = [];
  const elements = Array.from({ length: 500 }, (_, i) => {
    const button = document.createElement('button');
    button.textContent = `b${i}`;
    document.body.append(button);
    return button;
  });
  // Ten passes a round, so a round lasts tens of milliseconds: one pass alone is close to the
  // browser's coarsened timer resolution and gave figures that varied sixfold between runs.
  const passes = 10;
  for (let round = 0; round < 6; round++) {
    const start = performance.now();
    for (let pass = 0; pass < passes; pass++) {
      const destroys = elements.map((element) => window.attach(element));
      for (const destroy of destroys) destroy();
    }
    if (round > 0) rounds.push(((elements.length * passes) / (performance.now() - start)) * 1000);
  }
  return rounds.sort((a, b) => a - b)[2];
};

const speed = {
  'tessera dialog (with preact/compat)': await measure(
    'tessera dialog (with preact/compat)',
    dialogCycles,
  ),
  'a11y-dialog': await measure('a11y-dialog', dialogCycles),
  'tessera tooltip (with @floating-ui/dom)': await measure(
    'tessera tooltip (with @floating-ui/dom)',
    tooltipAttach,
  ),
  'tippy.js (with @popperjs/core)': await measure('tippy.js (with @popperjs/core)', tooltipAttach),
};
await browser.close();

const per = (value) => `${Math.round(value).toLocaleString('en-US')}/s`;
console.log('\nSpeed in Chromium (median of 5 rounds)');
console.log('  open + lay out + close + destroy a modal dialog');
console.log(`    tessera   ${per(speed['tessera dialog (with preact/compat)'])}`);
console.log(`    a11y-dialog ${per(speed['a11y-dialog'])}`);
console.log(
  `    ratio tessera / a11y-dialog = ${(speed['tessera dialog (with preact/compat)'] / speed['a11y-dialog']).toFixed(2)}`,
);
console.log('  attach + destroy a tooltip (500 elements, 10 passes a round)');
console.log(`    tessera   ${per(speed['tessera tooltip (with @floating-ui/dom)'])}`);
console.log(`    tippy.js  ${per(speed['tippy.js (with @popperjs/core)'])}`);
console.log(
  `    ratio tessera / tippy.js = ${(speed['tessera tooltip (with @floating-ui/dom)'] / speed['tippy.js (with @popperjs/core)']).toFixed(2)}`,
);
