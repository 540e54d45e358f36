// bench/page-bytes: what each demo page (examples/site, through the reference server and the built
// script) makes a visitor download, counted in headless Chromium: every script response, its body
// compressed with brotli (quality 11) as a server would send it, after the network is idle and the
// runtime's idle work has run. Two visitors: a first visit (no consent decision stored, the popup
// due) and a returning visitor who decided and closed the popup today. Prints figures only.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { startServer } from '@tessera/server';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = [
  '/',
  '/gallery.html',
  '/store.html',
  '/contact.html',
  '/blocks.html',
  '/media.html',
  '/gallery-large.html',
];
/** Idle work (the lightbox's warm-up waits for requestIdleCallback, up to 2 s). */
const SETTLE_MS = 3000;

if (!existsSync(chromiumPath) || !existsSync(join(root, 'dist/tessera.js'))) {
  console.log('No Chromium or no script build (npm run build): skipped.');
  process.exit(0);
}

const brotli = (body) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** A visitor who accepted cookies and closed the popup today (not due for 14 days). */
async function decided(context, url) {
  await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url }]);
  await context.addInitScript(() => {
    const record = { 'date-closed': Date.now(), version: 1, submitted: false };
    localStorage.setItem('tessera-popup-overlay', JSON.stringify(record));
  });
}

async function count(browser, url, prepare) {
  const context = await browser.newContext();
  if (prepare) await prepare(context, url);
  const page = await context.newPage();
  const sizes = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) sizes.push(response.body().then(brotli));
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(sizes);
  await context.close();
  return { bytes: all.reduce((sum, size) => sum + size, 0), scripts: all.length };
}

const server = await startServer({
  siteDir: join(root, 'examples/site'),
  scriptDir: join(root, 'dist'),
  dataDir: ':memory:',
  port: 0,
  ownerPassword: randomBytes(12).toString('base64url'),
});
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  console.log('Script a visitor downloads (brotli), demo pages in Chromium');
  console.log(
    `${'page'.padEnd(20)}${'first visit'.padStart(22)}${'decided, popup closed'.padStart(26)}`,
  );
  for (const path of PAGES) {
    const first = await count(browser, `${server.url}${path}`);
    const back = await count(browser, `${server.url}${path}`, decided);
    const cell = ({ bytes, scripts }) => `${(bytes / 1000).toFixed(2)} kB in ${scripts}`;
    console.log(`${path.padEnd(20)}${cell(first).padStart(22)}${cell(back).padStart(26)}`);
  }
} finally {
  await browser.close();
  await server.close();
}
