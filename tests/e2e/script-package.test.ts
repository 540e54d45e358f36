/**
 * The published script-tag build in real Chromium, as a site uses it (packages/script/README.md):
 * from a CDN that serves npm packages (the packed @tessera/script tarball behind a Playwright
 * route standing in for the CDN's host, another origin than the page), and self-hosted from the
 * release zip unzipped into /tessera/. Either way the loader fetches a block's chunk beside
 * itself and the block works: an accordion opens on a click. Needs `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packPackages } from '../../scripts/pack-packages.mjs';
import { writeScriptZip } from '../../scripts/release.mjs';
import { hasChromium, launchChromium } from '../support/chromium';
import { type StaticServer, startStaticServer } from '../support/static-server';

const root = resolve(import.meta.dirname, '../..');
const CDN = 'https://cdn.jsdelivr.net/npm/@tessera/script@1.0.0/';
const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function page(base: string): string {
  return `<!doctype html><html lang="en"><head><title>Script package</title>
  <link rel="stylesheet" href="${base}gallery.css">
  <script type="module" src="${base}tessera.js"></script></head><body><main>
  <div data-block="accordion" id="faq">
    <h3><button type="button" id="a-label" aria-expanded="false" aria-controls="a">A</button></h3>
    <div id="a" role="region" aria-labelledby="a-label" hidden="until-found">Alpha</div>
  </div></main></body></html>`;
}

/** Serves `files` (path -> bytes) under `prefix`, recording every path asked for. */
async function serveFrom(target: Page, prefix: string, files: Map<string, Uint8Array>) {
  const asked: string[] = [];
  await target.route(`${prefix}**`, async (route) => {
    const path = new URL(route.request().url()).href.slice(prefix.length);
    asked.push(path);
    const body = files.get(path);
    if (!body) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({
      status: 200,
      body: Buffer.from(body),
      headers: { 'content-type': types[extname(path)] ?? '', 'access-control-allow-origin': '*' },
    });
  });
  return asked;
}

async function openAccordion(target: Page): Promise<[string | null, string | null]> {
  await target.waitForFunction(() => window.Tessera !== undefined);
  await target.click('#a-label');
  await target.waitForFunction(() => !document.getElementById('a')?.hasAttribute('hidden'));
  return target.evaluate(() => [
    document.getElementById('a-label')?.getAttribute('aria-expanded') ?? null,
    document.getElementById('a')?.getAttribute('hidden') ?? null,
  ]);
}

describe.skipIf(!hasChromium())('@tessera/script as published', () => {
  let browser: Browser;
  let server: StaticServer;
  let workDir = '';
  const tarballFiles = new Map<string, Uint8Array>();
  const zipFiles = new Map<string, Uint8Array>();

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'tessera-script-package-'));
    const script = packPackages({ root, outDir: join(workDir, 'tarballs') }).find(
      ({ name }) => name === '@tessera/script',
    );
    if (!script) throw new Error('@tessera/script was not packed');
    const unpacked = join(workDir, 'unpacked');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', script.tarball, '-C', unpacked, '--strip-components=1']);
    for (const file of script.files) {
      tarballFiles.set(file, readFileSync(join(unpacked, file)));
    }
    const zip = join(workDir, 'tessera.zip');
    writeScriptZip({ tarball: script.tarball, outFile: zip });
    for (const [name, bytes] of Object.entries(unzipSync(readFileSync(zip)))) {
      zipFiles.set(name.replace(/^tessera\//, ''), bytes);
    }
    [browser, server] = await Promise.all([launchChromium(), startStaticServer()]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('runs from a CDN: the loader, gallery.css and the block chunk come from the package', async () => {
    const target = await browser.newPage();
    const errors: string[] = [];
    target.on('pageerror', (error) => errors.push(error.message));
    const asked = await serveFrom(target, CDN, tarballFiles);
    server.page('/cdn.html', page(`${CDN}dist/`));
    await target.goto(`${server.url}/cdn.html`);
    expect(await openAccordion(target)).toEqual(['true', null]);
    expect(asked.slice(0, 2).sort()).toEqual(['dist/gallery.css', 'dist/tessera.js']);
    expect(asked.some((path) => /^dist\/chunks\/accordion-[a-z0-9]+\.js$/.test(path))).toBe(true);
    expect(asked.filter((path) => !tarballFiles.has(path))).toEqual([]);
    expect(server.requests.filter((path) => path.startsWith('/tessera/'))).toEqual([]);
    expect(errors).toEqual([]);
    await target.close();
  });

  it('runs self-hosted from the release zip unzipped into /tessera/', async () => {
    const target = await browser.newPage();
    const errors: string[] = [];
    target.on('pageerror', (error) => errors.push(error.message));
    const asked = await serveFrom(target, `${server.url}/tessera/`, zipFiles);
    server.page('/self-hosted.html', page('/tessera/'));
    await target.goto(`${server.url}/self-hosted.html`);
    expect(await openAccordion(target)).toEqual(['true', null]);
    expect(asked.slice(0, 2).sort()).toEqual(['gallery.css', 'tessera.js']);
    expect(asked.some((path) => /^chunks\/accordion-[a-z0-9]+\.js$/.test(path))).toBe(true);
    expect(asked.filter((path) => !zipFiles.has(path))).toEqual([]);
    expect(errors).toEqual([]);
    await target.close();
  });
});
