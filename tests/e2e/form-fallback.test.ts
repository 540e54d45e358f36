/**
 * Issue 21, end to end in Chromium through the reference server: a form whose block's chunk fails
 * to load keeps what the visitor typed and is sent once the chunk loads (the runtime retries it,
 * at once when the visitor submits); and with JavaScript off, the demo form posts natively to
 * /api/form/HtmlFormSubmission and the server answers a plain HTML page.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBrowserAndServer } from '../support/browser-suite';
import { hasChromium } from '../support/chromium';
import { scriptDir } from '../support/server';

const typed = {
  first: 'Ada',
  last: 'Lovelace',
  email: 'ada@example.com',
  message: 'A print of the harbour, sent through a flaky network.',
};

describe.skipIf(!hasChromium())('a form without its code', () => {
  const { server, browser } = withBrowserAndServer({
    server: { rateLimit: { max: 100, addressMax: 100 } },
    timeout: 60_000,
  });
  /** The built script, copied so that a rebuild of dist/ meanwhile cannot serve half a chunk. */
  let script: string;

  beforeAll(async () => {
    script = await mkdtemp(join(tmpdir(), 'tessera-form-fallback-'));
    await cp(scriptDir, script, { recursive: true });
  });
  afterAll(async () => {
    await rm(script, { recursive: true, force: true });
  });

  async function newContext(javaScriptEnabled: boolean): Promise<BrowserContext> {
    const context = await browser().newContext({ javaScriptEnabled });
    await context.route('**/tessera/**', (route) => {
      const path = new URL(route.request().url()).pathname.slice('/tessera/'.length);
      return route.fulfill({ path: join(script, path) });
    });
    // Consent given, so the cookie banner does not cover the form.
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: server().url }]);
    return context;
  }

  const stored = (message: string) =>
    server().query<{ fields: Record<string, unknown> }>(
      "SELECT fields FROM form_submissions WHERE form_id = 'contact' AND fields->>'message' = $1",
      [message],
    );

  it('keeps what was typed while the chunk fails, and sends it once the chunk loads', async () => {
    const context = await newContext(true);
    // The form block's chunk fails three times: at activation, at the retry 1 s later, and at
    // the try the visitor's submit makes at once; the next automatic retry (4 s on) loads it.
    let requests = 0;
    await context.route('**/tessera/chunks/form-*.js', (route) => {
      requests++;
      return requests <= 3 ? route.abort('connectionfailed') : route.fallback();
    });
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') console.push(message.text());
    });
    await page.goto(`${server().url}/contact.html`);
    await page.fill('input[name="name.0"]', typed.first);
    await page.fill('input[name="name.1"]', typed.last);
    await page.fill('#contact-email', typed.email);
    await page.fill('#contact-message', typed.message);
    await expect.poll(() => requests, { timeout: 5000 }).toBe(2);

    await page.click('form button[type="submit"]');
    await expect.poll(() => requests, { timeout: 5000 }).toBe(3);
    // Held, not posted to the page: still here, with what was typed.
    expect(new URL(page.url()).pathname).toBe('/contact.html');
    expect(await page.inputValue('#contact-message')).toBe(typed.message);
    expect(await page.getAttribute('form', 'data-form-state')).toBeNull();

    await page.waitForSelector('[data-form-post-submit-message]', { timeout: 10_000 });
    expect(requests).toBe(4);
    expect(new URL(page.url()).pathname).toBe('/contact.html');
    expect(await stored(typed.message)).toEqual([
      {
        fields: {
          name: [typed.first, typed.last],
          email: typed.email,
          message: typed.message,
        },
      },
    ]);
    // One console error for the failed chunk, naming the block and the chunk's file.
    const failures = console.filter((text) => text.includes('[tessera] Block "form"'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('failed to initialise');
    expect(failures[0]).toMatch(/\/tessera\/chunks\/form-[a-z0-9]{8}\.js/);
    await context.close();
  }, 30_000);

  it('with JavaScript off, posts natively and the server answers an HTML page: errors with what was typed, then success', async () => {
    const context = await newContext(false);
    const page = await context.newPage();
    await page.goto(`${server().url}/contact.html`);
    const tooLong = `${'x'.repeat(501)}`;
    await page.fill('input[name="name.0"]', typed.first);
    await page.fill('input[name="name.1"]', typed.last);
    await page.fill('#contact-email', typed.email);
    // 501 characters: data-max-length is the block's rule, which the browser does not check.
    await page.fill('#contact-message', tooLong);
    await page.click('form button[type="submit"]');

    // The server's page: the message after its field, the form again with what was typed.
    expect(new URL(page.url()).pathname).toBe('/api/form/HtmlFormSubmission');
    expect(await page.textContent('li')).toBe('Message: You have exceeded the character limit.');
    expect(await page.inputValue('input[name="name.0"]')).toBe(typed.first);
    expect(await page.inputValue('input[name="email"]')).toBe(typed.email);
    expect(await page.inputValue('textarea[name="message"]')).toBe(tooLong);
    expect(await stored(tooLong)).toEqual([]);

    const message = 'Sent with no script at all.';
    await page.fill('textarea[name="message"]', message);
    await page.click('button[type="submit"]');
    expect(await page.textContent('h1')).toBe(
      'Thank you! We will write back within two working days.',
    );
    expect(await page.getAttribute('main a', 'href')).toBe('/');
    expect(await stored(message)).toEqual([
      { fields: { name: [typed.first, typed.last], email: typed.email, message } },
    ]);
    await context.close();
  }, 30_000);

  it('with JavaScript off, the newsletter form on the home page is sent too', async () => {
    const context = await newContext(false);
    const page = await context.newPage();
    await page.goto(`${server().url}/`);
    await page.fill('#newsletter-email', 'grace@example.com');
    await page.click('form[data-block="form"] button[type="submit"]');
    expect(await page.textContent('h1')).toBe('Thank you! Your first letter is on its way.');
    expect(await page.getAttribute('main a', 'href')).toBe('/');
    const rows = await server().query(
      "SELECT fields FROM form_submissions WHERE form_id = 'newsletter'",
    );
    expect(rows).toEqual([{ fields: { email: 'grace@example.com' } }]);
    await context.close();
  }, 30_000);
});
