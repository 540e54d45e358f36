/**
 * The runtime in real Chromium, through the built script (dist/tessera.js) under a strict
 * Content-Security-Policy: lazy activation near the viewport, failure isolation, blocks inserted
 * later, interactions held while a block loads, and the second-run guard.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from '../../../tests/support/chromium';
import { type StaticServer, startStaticServer } from '../../../tests/support/static-server';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";

// Registers test blocks through the public handle; each records its activation on the element.
const TEST_BLOCKS = `
const log = (window.activations = []);
const later = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
window.Tessera.register({ name: 'probe', selector: '[data-block="probe"]', load: async () => ({
  init(element) { element.dataset.active = 'yes'; log.push(element.id); return () => { element.dataset.active = 'destroyed'; }; },
}) });
window.Tessera.register({ name: 'broken', selector: '[data-block="broken"]', load: async () => ({
  init() { throw new Error('broken block'); },
}) });
window.Tessera.register({ name: 'slow-form', selector: '[data-block="slow-form"]', load: async () => { await later(300); return {
  init(element) { element.addEventListener('submit', () => { window.submits = (window.submits || 0) + 1; }); },
}; } });
window.Tessera.register({ name: 'slow', selector: '[data-block="slow"]', load: async () => { await later(300); return {
  init(element) { element.addEventListener('click', () => { element.dataset.clicks = String(Number(element.dataset.clicks || 0) + 1); }); },
}; } });
`;

function pageHtml(body: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>runtime</title>
<link rel="stylesheet" href="/page.css">
<script type="module" src="/tessera/tessera.js"></script>
<script type="module" src="/test-blocks.js"></script></head><body>${body}</body></html>`;
}

const run = hasChromium();

describe.skipIf(!run)('runtime in Chromium', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    browser = await launchChromium();
    server = await startStaticServer();
    server.page('/test-blocks.js', TEST_BLOCKS, 'text/javascript');
    server.page('/favicon.ico', '', 'image/x-icon');
    server.page(
      '/page.css',
      '.spacer { height: 3000px } [data-block] { min-height: 40px }',
      'text/css',
    );
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(path: string, body: string): Promise<{ page: Page; errors: string[] }> {
    server.page(path, pageHtml(body), 'text/html; charset=utf-8', {
      'content-security-policy': CSP,
    });
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url + path);
    await page.waitForFunction(
      () => (window as unknown as { activations?: unknown[] }).activations !== undefined,
    );
    return { page, errors };
  }

  it('activates blocks below the fold only when scrolled near', async () => {
    const { page, errors } = await open(
      '/lazy.html',
      '<div data-block="probe" id="top"></div><div class="spacer"></div><div data-block="probe" id="bottom"></div>',
    );
    await page.waitForSelector('#top[data-active="yes"]');
    expect(await page.getAttribute('#bottom', 'data-active')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 3000 - 600 - 150));
    await page.waitForSelector('#bottom[data-active="yes"]');
    expect(
      await page.evaluate(() => (window as unknown as { activations: string[] }).activations),
    ).toEqual(['top', 'bottom']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a failing block does not stop the others', async () => {
    const { page, errors } = await open(
      '/failing.html',
      '<div data-block="broken" data-block-eager id="bad"></div><div data-block="probe" data-block-eager id="good"></div>',
    );
    await page.waitForSelector('#good[data-active="yes"]');
    expect(errors.some((text) => text.includes('Block "broken" failed to initialise'))).toBe(true);
    await page.close();
  });

  it('activates a block inserted after load and destroys it when removed', async () => {
    const { page } = await open('/inserted.html', '<main id="main"></main>');
    await page.evaluate(() => {
      const element = document.createElement('div');
      element.dataset.block = 'probe';
      element.id = 'late';
      document.getElementById('main')!.append(element);
    });
    await page.waitForSelector('#late[data-active="yes"]');
    const destroyed = await page.evaluate(async () => {
      const element = document.getElementById('late')!;
      element.remove();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return element.dataset.active;
    });
    expect(destroyed).toBe('destroyed');
    await page.close();
  });

  it('holds a click on a block still loading and replays it exactly once', async () => {
    const { page } = await open('/held.html', '<button data-block="slow" id="slow">Buy</button>');
    await page.click('#slow');
    await page.waitForSelector('#slow[data-clicks="1"]');
    expect(await page.getAttribute('#slow', 'data-clicks')).toBe('1');
    await page.close();
  });

  it('an Enter on a button of a loading block becomes exactly one click', async () => {
    const { page } = await open(
      '/enter.html',
      '<div data-block="slow" id="slow"><button id="buy">Buy</button></div>',
    );
    await page.focus('#buy');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#slow[data-clicks="1"]');
    expect(await page.getAttribute('#slow', 'data-clicks')).toBe('1');
    await page.close();
  });

  it('replays a held submit once, with the submitter name and value, then submits natively', async () => {
    const { page } = await open(
      '/submit.html',
      '<form data-block="slow-form" action="/submit.html" method="get"><input name="q" value="1"><button name="choice" value="yes" id="go">Go</button></form>',
    );
    await Promise.all([page.waitForURL(/choice=yes/), page.click('#go')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('1');
    await page.close();
  });

  it('runs under a strict CSP and warns on a second copy of the script', async () => {
    const { page, errors } = await open(
      '/second.html',
      '<div data-block="probe" data-block-eager id="one"></div>',
    );
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.waitForSelector('#one[data-active="yes"]');
    // A string, so the test runner does not rewrite the dynamic import.
    await page.evaluate("import('/tessera/tessera.js?copy=2')");
    expect(warnings).toContain('Detected second run, this is bad.');
    expect(errors).toEqual([]);
    await page.close();
  });
});
