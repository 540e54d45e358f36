// bench/runtime-scan: in headless Chromium, a page with 1,000 blocks. Measures, in the same run:
//   floor     — a plain querySelectorAll over the page, adding a class to each element;
//   tessera   — the runtime's init(): scan, register and observe 1,000 blocks (built dist/tessera.js);
//   stimulus  — @hotwired/stimulus connecting 1,000 controllers.
// Each is the median of several fresh page loads. Prints figures and ratios; never fails on a time.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '../..');
const BLOCKS = 1000;
const RUNS = 15;

const stimulusPath = require.resolve('@hotwired/stimulus/dist/stimulus.js');
const blocksHtml = Array.from(
  { length: BLOCKS },
  (_, i) =>
    `<div data-block="probe" data-controller="probe" id="b${i}" style="height:40px">block ${i}</div>`,
).join('\n');

const pages = {
  '/floor.html': `<script type="module" src="/floor.js"></script>`,
  '/tessera.html': `<script type="module" src="/tessera-bench.js"></script>`,
  '/stimulus.html': `<script type="module" src="/stimulus-bench.js"></script>`,
};
const scripts = {
  '/floor.js': `
    const start = performance.now();
    for (const element of document.querySelectorAll('[data-block="probe"]')) element.classList.add('ready');
    window.result = performance.now() - start;`,
  '/tessera-bench.js': `
    import { createRuntime } from '/runtime.js';
    const runtime = createRuntime({ context: {}, api: {}, blocks: [
      { name: 'probe', selector: '[data-block="probe"]', load: async () => ({ init() {} }) },
    ] });
    const start = performance.now();
    await runtime.init();
    window.result = performance.now() - start;`,
  '/stimulus-bench.js': `
    import { Application, Controller } from '/stimulus.js';
    let connected = 0;
    let start;
    class Probe extends Controller { connect() { if (++connected === ${BLOCKS}) { window.result = performance.now() - start; } } }
    start = performance.now();
    const app = Application.start();
    app.register('probe', Probe);`,
};

async function bundleRuntime() {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [join(root, 'packages/runtime/src/page.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    conditions: ['source'],
  });
  return out.outputFiles[0].text;
}

const runtimeJs = await bundleRuntime();
const stimulusJs = await readFile(stimulusPath, 'utf8');
const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  if (pages[path]) {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html><head>${pages[path]}</head><body>${blocksHtml}</body></html>`);
  } else if (scripts[path] || path === '/runtime.js' || path === '/stimulus.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end(
      path === '/runtime.js' ? runtimeJs : path === '/stimulus.js' ? stimulusJs : scripts[path],
    );
  } else {
    res.writeHead(404).end();
  }
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

async function measure(path) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage();
    await page.goto(base + path);
    await page.waitForFunction(() => window.result !== undefined);
    times.push(await page.evaluate(() => window.result));
    await page.close();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

// Warm the browser once, then measure each side in the same run.
await measure('/floor.html');
const floor = await measure('/floor.html');
const tessera = await measure('/tessera.html');
const stimulus = await measure('/stimulus.html');
await browser.close();
server.close();

const fmt = (ms) => `${ms.toFixed(2)} ms`;
console.log(`${BLOCKS} blocks, median of ${RUNS} page loads each (headless Chromium)`);
console.log(`  floor (querySelectorAll + classList): ${fmt(floor)}`);
console.log(`  tessera runtime init (scan + register + observe): ${fmt(tessera)}`);
console.log(`  @hotwired/stimulus (1,000 controllers connected): ${fmt(stimulus)}`);
console.log(`  tessera / floor    = ${(tessera / floor).toFixed(2)}x  (target <= 3x)`);
console.log(`  tessera / stimulus = ${(tessera / stimulus).toFixed(3)}x (target <= 0.1x)`);
