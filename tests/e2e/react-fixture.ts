/**
 * The Chromium harness for React components: bundles one .tsx entry with esbuild (workspace
 * packages from their sources through the `source` condition, React 19 from the root), serves
 * it on 127.0.0.1 and opens it in Chromium.
 *
 *   const fixture = await openReactFixture('tests/harness/counter-entry.tsx');
 *   await fixture.page.getByRole('button').click();
 *   expect(await fixture.axe()).toEqual([]);
 *   await fixture.close();
 *
 * The entry renders itself (`createRoot(document.getElementById('root')!).render(…)`), or
 * hydrates what the test rendered with react-dom/server and passed as `html`. CSS it imports
 * (`import '@tessera/gallery/gallery.css'`) is bundled too and linked from the page. Errors the
 * page throws or logs are collected in `errors`, for a test to expect none; `layoutShift()` sums
 * the page's layout shifts since it began loading.
 */
import { extname, resolve } from 'node:path';
import { build } from 'esbuild';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { runAxe } from '../support/axe';
import { launchChromium } from '../support/chromium';
import { type StaticServer, startStaticServer } from '../support/static-server';

const root = resolve(import.meta.dirname, '../..');

export interface ReactFixture {
  page: Page;
  /** The address of the page, to open it again in another context. */
  url: string;
  /** Uncaught errors and console errors of the page, in order. */
  errors: string[];
  /** axe's violations on the page (or within `include`, CSS selectors), as runAxe gives them. */
  axe(include?: string[]): Promise<string[]>;
  /** The cumulative layout shift since the page began loading (shifts after input excluded). */
  layoutShift(): Promise<number>;
  close(): Promise<void>;
}

export interface ReactFixtureOptions {
  /** Playwright context options (viewport, reducedMotion, hasTouch…). */
  context?: BrowserContextOptions;
  /** `production` measures what users get; the default `development` keeps React's warnings. */
  mode?: 'development' | 'production';
  /** Server-rendered markup placed in `#root` (the entry then calls `hydrateRoot`). */
  html?: string;
  /** A folder (from the repository root) served at `/`, for images: 'examples/site'. */
  root?: string;
}

/** Bundles `entry` (a path from the repository root) into a page: { '/entry.js': …, … }. */
async function bundle(entry: string, mode: string): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: { entry: resolve(root, entry) },
    bundle: true,
    format: 'esm',
    write: false,
    outdir: '/',
    conditions: ['source'],
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    minify: mode === 'production',
    logLevel: 'silent',
  });
  const files = new Map<string, string>();
  for (const file of result.outputFiles) files.set(`/${file.path.split('/').pop()}`, file.text);
  return files;
}

function pageHtml(files: Map<string, string>, html = ''): string {
  const css = files.has('/entry.css') ? '<link rel="stylesheet" href="/entry.css">' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>React fixture</title>
${css}</head><body><main id="root">${html}</main><script type="module" src="/entry.js"></script></body></html>`;
}

async function serve(files: Map<string, string>, options: ReactFixtureOptions) {
  const server = await startStaticServer(options.root && resolve(root, options.root));
  server.page('/', pageHtml(files, options.html));
  for (const [path, text] of files) {
    server.page(path, text, extname(path) === '.css' ? 'text/css' : 'text/javascript');
  }
  return server;
}

/** Opens `entry` in a fresh Chromium; the page has loaded and run the entry on return. */
export async function openReactFixture(
  entry: string,
  options: ReactFixtureOptions = {},
): Promise<ReactFixture> {
  const files = await bundle(entry, options.mode ?? 'development');
  const [server, browser]: [StaticServer, Browser] = await Promise.all([
    serve(files, options),
    launchChromium(),
  ]);
  const context = await browser.newContext(options.context);
  const page = await context.newPage();
  // Recorded from the first paint: the hand-over from server markup to engine must move nothing.
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: number };
    record.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) record.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${server.url}/`);
  return {
    page,
    url: `${server.url}/`,
    errors,
    axe: (include) => runAxe(page, { include }),
    layoutShift: () => page.evaluate(() => (window as unknown as { shifts: number }).shifts),
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
