/**
 * Forms end to end (issue 5): Debian's Chromium drives examples/site through the reference
 * server and the built script. Each status path of spec 000 §8 is reached for real where the
 * server can produce it (400 field errors, 401 forged key, 404 unknown form, 429 rate limit);
 * page.route fakes only what a healthy server never does (500, dropped connections). Each time:
 * the values the visitor typed are intact and the spec's message is visible; axe-core finds no
 * violation in the idle, error and success states.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCaptchaVerifier,
  type FormDefinition,
  loadSiteConfig,
  TEST_CAPTCHA_TOKEN,
} from '../../packages/server/src/index';
import { runAxe } from '../support/axe';
import { withBrowserAndServer } from '../support/browser-suite';
import { hasChromium } from '../support/chromium';
import { scriptDir, siteDir, type TestServerOptions } from '../support/server';

const SAVE = '**/api/form/SaveFormSubmission*';
const KEY = '**/api/form/FormSubmissionKey*';

/**
 * The built script, copied once per suite and served to the page from the copy, so a rebuild
 * of dist/ by someone else during the run cannot hand the page half-written chunks.
 */
async function snapshotScript(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-forms-e2e-'));
  await cp(scriptDir, dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

async function serveScriptFrom(context: BrowserContext, dir: string): Promise<void> {
  await context.route('**/tessera/**', (route) => {
    const path = new URL(route.request().url()).pathname.slice('/tessera/'.length);
    return route.fulfill({ path: join(dir, path) });
  });
}

const typed = {
  fname: 'Ada',
  lname: 'Lovelace',
  email: 'ada@example.com',
  message: 'I would like to commission a print of the harbour.',
};

describe.skipIf(!hasChromium())('forms end to end', () => {
  const { server, browser } = withBrowserAndServer();
  let script: { dir: string; remove(): Promise<void> };

  beforeAll(async () => {
    script = await snapshotScript();
  });
  afterAll(async () => {
    await script?.remove();
  });

  /** A new visitor: own cookies and ss_cvr (the rate limit is per visitor), console errors kept. */
  async function visitor(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser().newContext();
    await serveScriptFrom(context, script.dir);
    const id = randomBytes(8).toString('hex');
    await context.addCookies([
      { name: 'ss_cvr', value: `${id}|1|1|1|1`, url: server().url },
      // Consent given, so the cookie banner does not cover the form.
      { name: 'ss_cookieAllowed', value: 'true', url: server().url },
    ]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  }

  async function openContact(page: Page) {
    await page.goto(`${server().url}/contact.html`);
    await page.waitForSelector('form[data-block="form"][data-form-state="idle"]');
  }

  async function fill(page: Page, values = typed) {
    await page.fill('input[name="name.0"]', values.fname);
    await page.fill('input[name="name.1"]', values.lname);
    await page.fill('#contact-email', values.email);
    await page.fill('#contact-message', values.message);
  }

  async function values(page: Page) {
    return {
      fname: await page.inputValue('input[name="name.0"]'),
      lname: await page.inputValue('input[name="name.1"]'),
      email: await page.inputValue('#contact-email'),
      message: await page.inputValue('#contact-message'),
    };
  }

  const send = (page: Page) => page.click('form[data-block="form"] button[type="submit"]');
  const state = (page: Page, value: string) =>
    page.waitForSelector(`form[data-block="form"][data-form-state="${value}"]`);
  const below = (page: Page) =>
    page.locator('[data-form-message="below"] p:visible').allTextContents();
  const axeOnForm = (page: Page) => runAxe(page, { include: ['form[data-block="form"]'] });

  async function rows(formKeyLike?: string) {
    return server().query<{
      fields: Record<string, unknown>;
      form_key: string;
      page: Record<string, string>;
      census: Record<string, string>;
    }>(
      formKeyLike
        ? 'SELECT fields, form_key, page, census FROM form_submissions WHERE visitor = $1 ORDER BY created_at'
        : 'SELECT fields, form_key, page, census FROM form_submissions ORDER BY created_at',
      formKeyLike ? [formKeyLike] : [],
    );
  }

  async function visitorKey(context: BrowserContext) {
    const cookie = (await context.cookies()).find((entry) => entry.name === 'ss_cvr');
    return `cvr:${decodeURIComponent(cookie?.value ?? '').split('|')[0]}`;
  }

  it('submits the contact form: its row in the database, the message shown and focused, its script run; axe clean idle and after', async () => {
    const { context, page, errors } = await visitor();
    await openContact(page);
    expect(await axeOnForm(page)).toEqual([]);
    // The counter is live.
    await fill(page);
    expect(await page.textContent('[data-form-counter]')).toBe(`${typed.message.length} / 500`);
    await send(page);
    await state(page, 'success');
    const message = page.locator('[data-form-post-submit-message]');
    expect(await message.textContent()).toContain('We will write back within two working days.');
    expect(await message.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.isVisible('#contact-email')).toBe(false);
    // All form content hidden, the site's `.button { display: inline-block }` notwithstanding.
    expect(await page.isVisible('form[data-block="form"] button[type="submit"]')).toBe(false);
    // Hidden, not lost: what the visitor typed is still in the fields.
    expect(await values(page)).toEqual(typed);
    // The site owner's script in the message ran, once (a file: the CSP allows no inline script).
    await page.waitForFunction(
      () => (window as unknown as { dataLayer?: unknown[] }).dataLayer !== undefined,
    );
    expect(
      await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer),
    ).toEqual([{ event: 'contact-form-sent' }]);
    const saved = await rows(await visitorKey(context));
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fields).toEqual({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      message: typed.message,
    });
    expect(saved[0]?.page).toMatchObject({ pagePath: '/contact.html', contentSource: 'c' });
    // The form-render census call reached the server.
    const renders = await server().query(
      "SELECT payload FROM analytics_events WHERE source = 'census/form-render' AND name = 'contact'",
    );
    expect(renders.length).toBeGreaterThan(0);
    expect(await axeOnForm(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('400 with field errors from the server: the message above the field title, values intact, axe clean', async () => {
    const { context, page } = await visitor();
    await openContact(page);
    // The page's limit removed, so only the server's rule (maxLength 500) stops the message.
    await page.evaluate(() =>
      document.querySelector('#contact-message')?.removeAttribute('data-max-length'),
    );
    const long = { ...typed, message: 'x'.repeat(501) };
    await fill(page, long);
    await send(page);
    await state(page, 'failure');
    const error = page.locator('[data-field-id="message"] [data-field-error]');
    expect(await error.textContent()).toBe('You have exceeded the character limit.');
    // Above the title, linked to the field, the field marked invalid.
    expect(await error.evaluate((element) => element.nextElementSibling?.getAttribute('for'))).toBe(
      'contact-message',
    );
    const describedBy = await page.getAttribute('#contact-message', 'aria-describedby');
    expect(describedBy?.split(' ')).toContain(await error.getAttribute('id'));
    expect(await page.getAttribute('#contact-message', 'aria-invalid')).toBe('true');
    expect(await below(page)).toEqual([
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    expect(await page.textContent('[data-form-message="above"]')).toBe(
      'Your form has encountered a problem. Please scroll down to review.',
    );
    expect(await values(page)).toEqual(long);
    expect(await rows(await visitorKey(context))).toHaveLength(0);
    expect(await axeOnForm(page)).toEqual([]);
    await context.close();
  });

  it('client-side validation: messages word for word, no call made', async () => {
    const { context, page } = await visitor();
    await openContact(page);
    let saves = 0;
    page.on('request', (request) => {
      if (request.url().includes('SaveFormSubmission')) saves++;
    });
    await fill(page, { ...typed, email: 'ada@example' });
    await send(page);
    await state(page, 'failure');
    expect(await page.textContent('[data-field-id="email"] [data-field-error]')).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(await below(page)).toEqual([
      'One or more fields is invalid, please check your entries.',
      'Your form has encountered a problem. Please scroll up to review.',
    ]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-email');
    expect(saves).toBe(0);
    expect(await axeOnForm(page)).toEqual([]);
    await context.close();
  });

  it('401 (a key the server never issued): the spec message, values intact', async () => {
    const { context, page } = await visitor();
    await page.route(KEY, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"key":"forged-key"}' }),
    );
    await openContact(page);
    await fill(page);
    await send(page);
    await state(page, 'failure');
    expect(await below(page)).toEqual(['Unable to submit form. Please try again later.']);
    expect(await values(page)).toEqual(typed);
    await context.close();
  });

  it('404 (a form the site does not define): the spec message, values intact', async () => {
    const { context, page } = await visitor();
    await page.route('**/contact.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '{"formId":"contact"}',
        '{"formId":"no-such-form"}',
      );
      await route.fulfill({ response, body: html });
    });
    await openContact(page);
    await fill(page);
    await send(page);
    await state(page, 'failure');
    expect(await below(page)).toEqual(['This form has not been configured yet.']);
    expect(await values(page)).toEqual(typed);
    await context.close();
  });

  it('429 once the rate limit (5 a minute) is exceeded: the spec message, values intact', async () => {
    const { context, page } = await visitor();
    for (let index = 0; index < 5; index++) {
      await openContact(page);
      await fill(page);
      await send(page);
      await state(page, 'success');
    }
    await openContact(page);
    await fill(page);
    await send(page);
    await state(page, 'failure');
    expect(await below(page)).toEqual([
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    ]);
    expect(await values(page)).toEqual(typed);
    expect(await rows(await visitorKey(context))).toHaveLength(5);
    await context.close();
  });

  it('500: the spec message, values intact, and a retry goes through', async () => {
    const { context, page } = await visitor();
    await openContact(page);
    await page.route(
      SAVE,
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      {
        times: 1,
      },
    );
    await fill(page);
    await send(page);
    await state(page, 'failure');
    expect(await below(page)).toEqual(['Unable to send form. Please try again later.']);
    expect(await values(page)).toEqual(typed);
    expect(await page.textContent('button[type="submit"]')).toBe('Send');
    await send(page);
    await state(page, 'success');
    expect(await rows(await visitorKey(context))).toHaveLength(1);
    await context.close();
  });

  it('a dropped connection: the message, values intact; the retry stores the submission once', async () => {
    const { context, page } = await visitor();
    await openContact(page);
    // Both attempts (the automatic one and its retry) reach the server, whose answers are lost.
    await page.route(SAVE, async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await fill(page);
    await send(page);
    await state(page, 'failure');
    expect(await below(page)).toEqual(['Unknown error, please try again later.']);
    expect(await values(page)).toEqual(typed);
    await page.unroute(SAVE);
    await send(page);
    await state(page, 'success');
    // Three requests reached the server with one key: one row.
    expect(await rows(await visitorKey(context))).toHaveLength(1);
    await context.close();
  });

  it('an answer lost once is retried with the same key: success, stored once', async () => {
    const { context, page } = await visitor();
    await openContact(page);
    await page.route(
      SAVE,
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await fill(page);
    await send(page);
    await state(page, 'success');
    expect(await rows(await visitorKey(context))).toHaveLength(1);
    await context.close();
  });

  it('a double click submits once; the button shows the in-progress text meanwhile', async () => {
    const { context, page } = await visitor();
    await openContact(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let saves = 0;
    await page.route(SAVE, async (route) => {
      saves++;
      await held;
      await route.continue();
    });
    await fill(page);
    await page.dblclick('form[data-block="form"] button[type="submit"]');
    await state(page, 'submitting');
    expect(await page.textContent('button[type="submit"]')).toBe('Submitting…');
    expect(await page.getAttribute('form[data-block="form"]', 'aria-busy')).toBe('true');
    await page.keyboard.press('Enter'); // a third try, from the keyboard
    expect(await values(page)).toEqual(typed);
    release();
    await state(page, 'success');
    expect(await page.isVisible('[data-form-post-submit-message]')).toBe(true);
    expect(await page.textContent('[data-form-post-submit-message]')).toContain(
      'We will write back within two working days.',
    );
    expect(await values(page)).toEqual(typed);
    expect(saves).toBe(1);
    expect(await rows(await visitorKey(context))).toHaveLength(1);
    await context.close();
  });

  it('the newsletter form: success records the subscription, failures skip the surrounding messages', async () => {
    const { context, page } = await visitor();
    await page.goto(`${server().url}/`);
    const form = page.locator('form[data-block="form"]');
    await form.scrollIntoViewIfNeeded();
    await page.waitForSelector('form[data-block="form"][data-form-state="idle"]');
    await page.route(
      SAVE,
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      {
        times: 1,
      },
    );
    await page.fill('#newsletter-email', 'reader@example.org');
    await form.locator('button[type="submit"]').click();
    await state(page, 'failure');
    expect(await below(page)).toEqual(['Unable to send form. Please try again later.']);
    expect(await page.locator('[data-form-message="above"] p').count()).toBe(0);
    expect(await page.inputValue('#newsletter-email')).toBe('reader@example.org');
    await page.evaluate(() => {
      (window as unknown as { subscribed: unknown[] }).subscribed = [];
      const tessera = (
        window as unknown as { Tessera?: { on(name: string, fn: (detail: unknown) => void): void } }
      ).Tessera;
      tessera?.on('newsletter-subscribe', (detail) =>
        (window as unknown as { subscribed: unknown[] }).subscribed.push(detail),
      );
    });
    await form.locator('button[type="submit"]').click();
    await state(page, 'success');
    expect(await page.textContent('[data-form-post-submit-message]')).toContain(
      'Your first letter is on its way.',
    );
    expect(
      await page.evaluate(() => (window as unknown as { subscribed: unknown[] }).subscribed),
    ).toEqual([{ formId: 'newsletter' }]);
    // spec 000 §4: the subscription is recorded on the server (spec 002 §7 RecordEvent).
    await expect
      .poll(() =>
        server().query(
          "SELECT payload FROM analytics_events WHERE source = 'RecordEvent' AND name = 'newsletter-subscribe'",
        ),
      )
      .toEqual([{ payload: { event: 'newsletter-subscribe', data: { formId: 'newsletter' } } }]);
    // spec 002 §7: and the commerce tracking event, through the tracking gate (consent given).
    await expect
      .poll(() =>
        server().query(
          "SELECT payload FROM analytics_events WHERE source = 'RecordEvent' AND name = 'commerce_newsletter_subscribe'",
        ),
      )
      .toEqual([
        { payload: { event: 'commerce_newsletter_subscribe', data: { formId: 'newsletter' } } },
      ]);
    const saved = await rows(await visitorKey(context));
    expect(saved.map((row) => row.fields)).toEqual([{ email: 'reader@example.org' }]);
    expect(await axeOnForm(page)).toEqual([]);
    await context.close();
  });

  it('the newsletter form is flagged small below 320 px (spec 002 §9), live as the page resizes', async () => {
    const { context, page } = await visitor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server().url}/`);
    const form = page.locator('form[data-block="form"]');
    await form.scrollIntoViewIfNeeded();
    await page.waitForSelector('form[data-block="form"][data-form-state="idle"]');
    const small = () =>
      form.evaluate((element) => ({
        small: element.classList.contains('tessera-newsletter--small'),
        width: element.getBoundingClientRect().width,
      }));
    expect((await small()).small).toBe(false);
    await page.setViewportSize({ width: 300, height: 900 });
    await expect.poll(small).toMatchObject({ small: true });
    expect((await small()).width).toBeLessThan(320);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(small).toMatchObject({ small: false });
    // The contact form is no newsletter: never flagged.
    await page.setViewportSize({ width: 300, height: 900 });
    await openContact(page);
    expect(await page.evaluate(() => document.querySelector('.tessera-newsletter--small'))).toBe(
      null,
    );
    await context.close();
  });

  it('a success URL in the same page (#…): the visitor is sent there and sees the success, stored once', async () => {
    const { context, page, errors } = await visitor();
    await page.route('**/contact.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '{"formId":"contact"}',
        '{"formId":"contact","successUrl":"#sent"}',
      );
      await route.fulfill({ response, body: html });
    });
    await openContact(page);
    await fill(page);
    await send(page);
    await state(page, 'success');
    await page.waitForURL(/#sent$/);
    expect(await page.isVisible('[data-form-post-submit-message]')).toBe(true);
    expect(await page.textContent('[data-form-post-submit-message]')).toContain(
      'We will write back within two working days.',
    );
    // Not the stuck in-progress button: the form's content is hidden.
    expect(await page.isVisible('form[data-block="form"] button[type="submit"]')).toBe(false);
    // Redirected, so the message's scripts did not run (spec 002 §4).
    expect(
      await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer),
    ).toBe(undefined);
    expect(await values(page)).toEqual(typed);
    expect(await rows(await visitorKey(context))).toHaveLength(1);
    expect(await axeOnForm(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * The captcha path (spec 000 §4/§5, 002 §7/§9) against the server's captcha hook: the contact
 * form defined with `"captcha": true` and a site key in the captcha settings. The provider's
 * script (reCAPTCHA, the default) is answered by page.route with a stand-in that implements
 * its explicit-render API, since the test machine has no network.
 */
const fakeRecaptcha = `(() => {
  const widgets = [];
  window.captchaResets = 0;
  window.grecaptcha = {
    render(container, params) {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      label.append(box, ' I am not a robot');
      container.append(label);
      container.dataset.sitekey = params.sitekey;
      container.dataset.size = params.size;
      const widget = { token: '', box };
      box.addEventListener('change', () => {
        widget.token = box.checked ? '${TEST_CAPTCHA_TOKEN}' : '';
        if (box.checked) params.callback(widget.token);
        else params['expired-callback']();
      });
      widgets.push(widget);
      return widgets.length - 1;
    },
    getResponse: (id) => widgets[id].token,
    reset(id) {
      window.captchaResets++;
      widgets[id].token = '';
      widgets[id].box.checked = false;
    },
  };
  window[new URL(document.currentScript.src).searchParams.get('onload')]();
})();`;

/** The demo site with a captcha on the contact form, and the captcha's test verifier. */
async function captchaSite(): Promise<TestServerOptions> {
  const site = await loadSiteConfig(join(siteDir, 'site.json'));
  site.websiteSettings = {
    ...site.websiteSettings,
    captchaSettings: { siteKey: 'site-key-from-settings', provider: 'recaptcha' },
  };
  site.forms.contact = { ...site.forms.contact, captcha: true } as FormDefinition;
  // The provider's origin, as a site using reCAPTCHA adds it (server README, "Security headers").
  site.contentSecurityPolicy = { scriptSrc: ['https://www.google.com'] };
  return { site, captcha: createTestCaptchaVerifier() };
}

describe.skipIf(!hasChromium())('forms end to end: captcha', () => {
  const { server, browser } = withBrowserAndServer({ server: captchaSite });
  let script: { dir: string; remove(): Promise<void> };

  beforeAll(async () => {
    script = await snapshotScript();
  });
  afterAll(async () => {
    await script?.remove();
  });

  async function open(width: number) {
    const context = await browser().newContext({ viewport: { width, height: 900 } });
    await serveScriptFrom(context, script.dir);
    await context.addCookies([
      { name: 'ss_cvr', value: `${randomBytes(8).toString('hex')}|1|1|1|1`, url: server().url },
      { name: 'ss_cookieAllowed', value: 'true', url: server().url },
    ]);
    const page = await context.newPage();
    const scripts: string[] = [];
    await page.route('https://www.google.com/recaptcha/api.js*', (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: fakeRecaptcha });
    });
    await page.goto(`${server().url}/contact.html`);
    await page.waitForSelector('[data-form-captcha] input[type="checkbox"]');
    await page.fill('input[name="name.0"]', 'Grace');
    await page.fill('input[name="name.1"]', 'Hopper');
    await page.fill('#contact-email', 'grace@example.com');
    return { context, page, scripts };
  }

  const send = (page: Page) => page.click('form[data-block="form"] button[type="submit"]');
  const below = (page: Page) =>
    page.locator('[data-form-message="below"] p:visible').allTextContents();
  const saved = () =>
    server().query<{ fields: Record<string, unknown> }>(
      "SELECT fields FROM form_submissions WHERE fields->>'email' = 'grace@example.com'",
    );

  it('loads the provider once with the site key; unsolved fails with no call; solved is verified and stored', async () => {
    const { context, page, scripts } = await open(1280);
    expect(scripts).toHaveLength(1);
    const container = page.locator('[data-form-captcha]');
    expect(await container.getAttribute('data-sitekey')).toBe('site-key-from-settings');
    expect(await container.getAttribute('data-size')).toBe('normal');
    let saves = 0;
    page.on('request', (request) => {
      if (request.url().includes('SaveFormSubmission')) saves++;
    });
    await send(page);
    await page.waitForSelector('form[data-form-state="failure"]');
    expect(await below(page)).toEqual(['Complete CAPTCHA before submitting.']);
    expect(saves).toBe(0);
    await page.check('[data-form-captcha] input');
    await send(page);
    await page.waitForSelector('form[data-form-state="success"]');
    expect(saves).toBe(1);
    expect((await saved()).length).toBe(1);
    await context.close();
  });

  it('compact when its container is narrower than 320 px', async () => {
    const { context, page } = await open(300);
    const width = await page
      .locator('[data-form-captcha]')
      .evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThan(320);
    expect(await page.getAttribute('[data-form-captcha]', 'data-size')).toBe('compact');
    await context.close();
  });

  it('after a failed submission: reset, the submit disabled until solved again, values intact', async () => {
    const { context, page } = await open(1280);
    await page.route(
      '**/api/form/SaveFormSubmission*',
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      { times: 1 },
    );
    await page.check('[data-form-captcha] input');
    await send(page);
    await page.waitForSelector('form[data-form-state="failure"]');
    expect(await below(page)).toEqual(['Unable to send form. Please try again later.']);
    expect(
      await page.evaluate(() => (window as unknown as { captchaResets: number }).captchaResets),
    ).toBe(1);
    expect(await page.isChecked('[data-form-captcha] input')).toBe(false);
    expect(await page.getAttribute('button[type="submit"]', 'aria-disabled')).toBe('true');
    expect(await page.inputValue('#contact-email')).toBe('grace@example.com');
    // The disabled button aside, Enter in a field still submits: refused until solved.
    await page.press('#contact-email', 'Enter');
    await page.waitForFunction(() =>
      document.querySelector('[data-form-message="below"]')?.textContent?.includes('CAPTCHA'),
    );
    expect(await below(page)).toEqual(['Complete CAPTCHA before submitting.']);
    await page.check('[data-form-captcha] input');
    expect(await page.getAttribute('button[type="submit"]', 'aria-disabled')).toBe(null);
    await send(page);
    await page.waitForSelector('form[data-form-state="success"]');
    await context.close();
  });
});
