/**
 * Forms with any backend in real Chromium (issue 20, "Must show"): a page served by a plain
 * static file server, the one script line and docs/markup.md's markup, no reference server and
 * no page context. The endpoints are fakes: a Formspree-style one (cross-origin, JSON, CORS) and
 * a Netlify-style one (same origin, url-encoded with form-name) as Playwright routes, and the
 * static server's own 404 as the endpoint that is not there. The page's clock is Playwright's,
 * moved past the minimum fill time before each submit.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from '../../../tests/support/chromium';
import { type StaticServer, startStaticServer } from '../../../tests/support/static-server';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const repoRoot = resolve(import.meta.dirname, '../../..');
const FORMSPREE = 'https://formspree.io/f/xtest123';

const fields = `
  <div data-field-id="email" data-field-type="email">
    <label data-field-title for="email">Email</label>
    <input id="email" name="email" type="email" required>
  </div>
  <div data-field-id="message" data-field-type="textarea">
    <label data-field-title for="message">Message</label>
    <textarea id="message" name="message"></textarea>
  </div>`;

const formspreeForm = `
<form data-block="form" action="${FORMSPREE}" method="POST">${fields}
  <p data-form-honeypot hidden><label>Leave this empty <input name="_gotcha" tabindex="-1" autocomplete="off"></label></p>
  <button type="submit">Send</button>
  <template data-form-post-submit><p>Thanks! Your message is on its way.</p></template>
</form>`;

const netlifyForm = `
<form data-block="form" name="contact" method="POST" action="/thanks/" data-netlify="true" netlify-honeypot="bot-field">${fields}
  <p hidden><label>Leave this empty <input name="bot-field" tabindex="-1" autocomplete="off"></label></p>
  <button type="submit">Send</button>
</form>`;

const nowhereForm = formspreeForm.replace(FORMSPREE, '/no-such-endpoint');

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Contact</title><script type="module" src="/tessera/tessera.js"></script></head>
<body><main><h1>Contact</h1>${body}</main></body></html>`;

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, accept',
  'access-control-allow-methods': 'POST',
};

interface Sent {
  method: string;
  contentType: string | undefined;
  accept: string | undefined;
  body: string | null;
}
const sent = (request: Request): Sent => ({
  method: request.method(),
  contentType: request.headers()['content-type'],
  accept: request.headers().accept,
  body: request.postData(),
});

async function axeViolations(target: Page) {
  await target.evaluate(axeSource);
  return target.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document): Promise<{ violations: { id: string }[] }> };
    };
    return (await axe.run(document)).violations.map((violation) => violation.id);
  });
}

const run = hasChromium();

describe.skipIf(!run)('forms with any backend, in Chromium on a static host', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchChromium(), startStaticServer()]);
    server.page('/formspree.html', page(formspreeForm));
    server.page('/netlify.html', page(netlifyForm));
    server.page('/nowhere.html', page(nowhereForm));
    server.page('/favicon.ico', '', 'image/x-icon');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Opens `path` with `endpoint` answering the form's posts; records what was sent. */
  async function open(
    path: string,
    endpoint?: { url: string; answer: (route: Route) => Promise<void> },
  ) {
    const tab = await browser.newPage();
    const requests: Sent[] = [];
    const consoleErrors: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    if (endpoint) {
      await tab.route(endpoint.url, async (route) => {
        if (route.request().method() === 'OPTIONS') {
          return route.fulfill({ status: 204, headers: cors });
        }
        requests.push(sent(route.request()));
        return endpoint.answer(route);
      });
    }
    await tab.clock.install();
    const before = server.requests.length;
    await tab.goto(server.url + path);
    await tab.waitForSelector('form[data-form-state="idle"]');
    return {
      tab,
      requests,
      consoleErrors,
      /** What the page asked the static server for since it opened (no /api call). */
      serverPaths: () => server.requests.slice(before),
    };
  }

  async function fillAndSend(tab: Page, email = 'ada@example.com', message = 'Hello from Ada') {
    await tab.fill('#email', email);
    await tab.fill('#message', message);
    // Past the minimum fill time (2 s from the page's load).
    await tab.clock.fastForward(3000);
    await tab.click('button[type="submit"]');
  }

  const fieldErrors = (tab: Page) =>
    tab.$$eval('[data-field-error]', (errors) =>
      errors.map((error) => ({
        text: error.textContent,
        before: error.nextElementSibling?.getAttribute('for'),
      })),
    );
  const messagesBelow = (tab: Page) =>
    tab.$$eval('[data-form-message="below"] p', (lines) => lines.map((line) => line.textContent));
  const values = (tab: Page) =>
    tab.evaluate(() => [
      (document.querySelector('#email') as HTMLInputElement).value,
      (document.querySelector('#message') as HTMLTextAreaElement).value,
    ]);

  it('Formspree-style: JSON with Accept: application/json, the success shown, no Tessera call', async () => {
    const { tab, requests, serverPaths } = await open('/formspree.html', {
      url: FORMSPREE,
      answer: (route) =>
        route.fulfill({ status: 200, headers: cors, json: { next: '/thanks', ok: true } }),
    });
    await fillAndSend(tab);
    await tab.waitForSelector('[data-form-post-submit-message]');
    expect(requests).toEqual([
      {
        method: 'POST',
        contentType: 'application/json',
        accept: 'application/json',
        body: '{"email":"ada@example.com","message":"Hello from Ada","_gotcha":""}',
      },
    ]);
    expect(await tab.textContent('[data-form-post-submit-message]')).toBe(
      'Thanks! Your message is on its way.',
    );
    expect(
      await tab.evaluate(() =>
        document.activeElement?.hasAttribute('data-form-post-submit-message'),
      ),
    ).toBe(true);
    expect(serverPaths().filter((path) => path.startsWith('/api'))).toEqual([]);
    await tab.close();
  });

  it("Formspree-style: the endpoint's field errors above the field title, axe clean, values kept", async () => {
    const { tab } = await open('/formspree.html', {
      url: FORMSPREE,
      answer: (route) =>
        route.fulfill({
          status: 422,
          headers: cors,
          json: {
            error: 'Validation errors',
            errors: [{ code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' }],
          },
        }),
    });
    await fillAndSend(tab, 'ada@example.co');
    await tab.waitForSelector('form[data-form-state="failure"]');
    expect(await fieldErrors(tab)).toEqual([{ text: 'should be an email', before: 'email' }]);
    expect(await messagesBelow(tab)).toEqual([
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    expect(await tab.evaluate(() => document.activeElement?.id)).toBe('email');
    expect(await values(tab)).toEqual(['ada@example.co', 'Hello from Ada']);
    expect(await axeViolations(tab)).toEqual([]);
    await tab.close();
  });

  it('the spec rules run before any call: an invalid email is never sent', async () => {
    const { tab, requests } = await open('/formspree.html', {
      url: FORMSPREE,
      answer: (route) => route.fulfill({ status: 200, headers: cors, json: { ok: true } }),
    });
    await fillAndSend(tab, 'ada@example');
    await tab.waitForSelector('form[data-form-state="failure"]');
    expect(await fieldErrors(tab)).toEqual([
      {
        text: 'Email is not valid. Email addresses should follow the format name@example.com.',
        before: 'email',
      },
    ]);
    expect(requests).toEqual([]);
    await tab.close();
  });

  it('Netlify-style: url-encoded with form-name to the action, the success shown', async () => {
    const { tab, requests } = await open('/netlify.html', {
      url: `${server.url}/thanks/`,
      answer: (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Thank you!</p>' }),
    });
    await fillAndSend(tab);
    await tab.waitForSelector('[data-form-post-submit-message]');
    expect(requests).toEqual([
      {
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
        accept: 'application/json',
        body: 'email=ada%40example.com&message=Hello+from+Ada&bot-field=&form-name=contact',
      },
    ]);
    expect(await tab.textContent('[data-form-post-submit-message]')).toBe('Thank you!');
    await tab.close();
  });

  it('Netlify-style: field errors from the endpoint, each above its field', async () => {
    const { tab } = await open('/netlify.html', {
      url: `${server.url}/thanks/`,
      answer: (route) =>
        route.fulfill({
          status: 400,
          json: { errors: { email: 'This address is already subscribed.', message: 'Too short.' } },
        }),
    });
    await fillAndSend(tab);
    await tab.waitForSelector('form[data-form-state="failure"]');
    expect(await fieldErrors(tab)).toEqual([
      { text: 'This address is already subscribed.', before: 'email' },
      { text: 'Too short.', before: 'message' },
    ]);
    expect(await values(tab)).toEqual(['ada@example.com', 'Hello from Ada']);
    await tab.close();
  });

  it('no endpoint answering: a clear message, every value kept, the console names the endpoint', async () => {
    const { tab, consoleErrors } = await open('/formspree.html', {
      url: FORMSPREE,
      answer: (route) => route.abort('connectionrefused'),
    });
    await fillAndSend(tab);
    await tab.waitForSelector('form[data-form-state="failure"]');
    expect(await messagesBelow(tab)).toEqual(['Unable to connect. Please try again']);
    expect(await values(tab)).toEqual(['ada@example.com', 'Hello from Ada']);
    expect(
      consoleErrors.some((text) =>
        text.startsWith(`[tessera] form: no answer from POST ${FORMSPREE}: network error`),
      ),
    ).toBe(true);
    // The button works again: the visitor can retry.
    expect(await tab.getAttribute('button[type="submit"]', 'aria-disabled')).toBe(null);
    await tab.close();
  });

  it('the demo page (examples/static-host/contact.html): both forms send to their endpoints', async () => {
    const demo = await startStaticServer(join(repoRoot, 'examples/static-host'));
    const tab = await browser.newPage();
    const bodies: (string | null)[] = [];
    await tab.route('https://formspree.io/f/YOUR_FORM_ID', (route) => {
      if (route.request().method() === 'OPTIONS') {
        return route.fulfill({ status: 204, headers: cors });
      }
      bodies.push(route.request().postData());
      return route.fulfill({ status: 200, headers: cors, json: { ok: true } });
    });
    await tab.route(`${demo.url}/thanks/`, (route) => {
      bodies.push(route.request().postData());
      return route.fulfill({ status: 200, contentType: 'text/html', body: 'ok' });
    });
    await tab.clock.install();
    await tab.goto(`${demo.url}/contact.html`);
    await tab.waitForSelector('form[name="letters"][data-form-state="idle"]');
    await tab.fill('#email', 'ada@example.com');
    await tab.fill('#message', 'A print of the harbour, please.');
    await tab.fill('#letters-email', 'ada@example.com');
    await tab.clock.fastForward(3000);
    await tab.click('#contact button[type="submit"]');
    await tab.waitForSelector('#contact [data-form-post-submit-message]');
    await tab.click('form[name="letters"] button[type="submit"]');
    await tab.waitForSelector('form[name="letters"] [data-form-post-submit-message]');
    expect(bodies).toEqual([
      '{"email":"ada@example.com","message":"A print of the harbour, please.","_gotcha":""}',
      'email=ada%40example.com&bot-field=&form-name=letters',
    ]);
    expect(await axeViolations(tab)).toEqual([]);
    await tab.close();
    await demo.close();
  });

  it("the static host's own 404 for the action: the spec's message, values kept", async () => {
    const { tab, consoleErrors, serverPaths } = await open('/nowhere.html');
    await fillAndSend(tab);
    await tab.waitForSelector('form[data-form-state="failure"]');
    expect(await messagesBelow(tab)).toEqual(['This form has not been configured yet.']);
    expect(await values(tab)).toEqual(['ada@example.com', 'Hello from Ada']);
    expect(serverPaths()).toContain('/no-such-endpoint');
    expect(
      consoleErrors.some((text) =>
        text.startsWith(`[tessera] form: POST ${server.url}/no-such-endpoint answered 404`),
      ),
    ).toBe(true);
    await tab.close();
  });
});
