/**
 * Issue 20: the script's spam checks (honeypot, minimum fill time) made again on the server for
 * a bot that posts without running the script: the render stamp, the rule, and both routes.
 */
import { HTML_FORM_SUBMISSION_PATH, SAVE_FORM_SUBMISSION_PATH } from '@tessera/runtime';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/server';
import { minFillTimeOf, spamRefusal } from '../src/form-spam-check';
import { createRenderStamps, RENDER_STAMP_TTL_MS } from '../src/render-stamps';
import { loadSiteConfig } from '../src/site-config';
import { stampNoScriptForms } from '../src/stamp-no-script-forms';
import { createClient } from './support/client';

const SECRET = 'render stamp test secret';
const stamps = createRenderStamps(Buffer.from(SECRET));
const now = 1_763_000_000_000;

describe('render stamps', () => {
  it('read back the age of a stamp this server signed, until it is a day old', () => {
    const stamp = stamps.issue(now);
    expect(stamp).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
    expect(RENDER_STAMP_TTL_MS).toBe(86_400_000);
    expect(stamps.age(stamp, now)).toBe(0);
    expect(stamps.age(stamp, now + 2999)).toBe(2999);
    expect(stamps.age(stamp, now + RENDER_STAMP_TTL_MS - 1)).toBe(RENDER_STAMP_TTL_MS - 1);
    expect(stamps.age(stamp, now + RENDER_STAMP_TTL_MS)).toBeUndefined();
    expect(stamps.age(stamp, now - 1)).toBeUndefined();
  });

  it('refuse a stamp of another secret, a changed time and anything that is not a stamp', () => {
    const stamp = stamps.issue(now);
    const [time, signature] = stamp.split('.');
    const earlier = (Number.parseInt(time!, 36) - 60_000).toString(36);
    expect(createRenderStamps(Buffer.from('other')).age(stamp, now)).toBeUndefined();
    expect(stamps.age(`${earlier}.${signature}`, now)).toBeUndefined();
    expect(stamps.age(`${stamp}.x`, now)).toBeUndefined();
    expect(stamps.age(undefined, now)).toBeUndefined();
    expect(stamps.age(['a'], now)).toBeUndefined();
  });

  it('never read arbitrary text as a stamp, nor throw on it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(stamps.age(text, now)).toBeUndefined();
      }),
    );
  });
});

const contactForm = {
  name: 'Contact',
  newsletter: false,
  successUrl: null,
  captcha: false,
  fields: [],
};

describe('minFillTimeOf and spamRefusal', () => {
  it('takes a positive finite minFillTimeMs, at most an hour; anything else is no check', () => {
    expect(minFillTimeOf({ ...contactForm, minFillTimeMs: 3000 })).toBe(3000);
    expect(minFillTimeOf({ ...contactForm, minFillTimeMs: 7_200_000 })).toBe(3_600_000);
    expect(minFillTimeOf({ ...contactForm, minFillTimeMs: '3000' })).toBe(0);
    expect(minFillTimeOf({ ...contactForm, minFillTimeMs: -1 })).toBe(0);
    expect(minFillTimeOf({ ...contactForm, minFillTimeMs: Number.NaN })).toBe(0);
    expect(minFillTimeOf(contactForm)).toBe(0);
  });

  it('refuses a filled honeypot in the fields or the values, with or without a fill time', () => {
    const form = { ...contactForm, honeypot: 'website' };
    expect(spamRefusal(form, { _gotcha: 'x' }, {}, stamps, now)).toBe('honeypot');
    expect(spamRefusal(form, {}, { website: 'spam.example' }, stamps, now)).toBe('honeypot');
    expect(spamRefusal(form, { website: '  ' }, { _gotcha: '' }, stamps, now)).toBeUndefined();
  });

  it('with minFillTimeMs: refuses no stamp and a young stamp, passes one old enough', () => {
    const form = { ...contactForm, minFillTimeMs: 3000 };
    const stamp = stamps.issue(now);
    expect(spamRefusal(form, {}, {}, stamps, now)).toBe('no-stamp');
    expect(spamRefusal(form, { renderStamp: 'forged.x' }, {}, stamps, now)).toBe('no-stamp');
    expect(spamRefusal(form, { renderStamp: stamp }, {}, stamps, now + 2999)).toBe('too-soon');
    expect(spamRefusal(form, { renderStamp: stamp }, {}, stamps, now + 3000)).toBeUndefined();
    expect(spamRefusal(contactForm, {}, {}, stamps, now)).toBeUndefined();
  });
});

describe('stampNoScriptForms', () => {
  it('adds the stamp to every form posting to the no-script route, and to no other', () => {
    const html = `<form data-block="form" method="post" action="/api/form/HtmlFormSubmission?formId=contact"><input name="x"></form>
<form action='/api/form/HtmlFormSubmission?formId=b' class=c></form>
<form action="https://formspree.io/f/abc"></form><form action="/api/form/HtmlFormSubmissionX"></form>`;
    expect(stampNoScriptForms(html, '1a.sig')).toBe(
      `<form data-block="form" method="post" action="/api/form/HtmlFormSubmission?formId=contact"><input type="hidden" name="renderStamp" value="1a.sig"><input name="x"></form>
<form action='/api/form/HtmlFormSubmission?formId=b' class=c><input type="hidden" name="renderStamp" value="1a.sig"></form>
<form action="https://formspree.io/f/abc"></form><form action="/api/form/HtmlFormSubmissionX"></form>`,
    );
  });
});

const site = await loadSiteConfig(
  new URL('../../../examples/site/site.json', import.meta.url).pathname,
);
const contact = site.forms.contact!;
const contactValues = { name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: 'Hello' };
const refusal = { error: 'Error processing form submission. Please reload and try again.' };

describe('the routes refuse a bot that skips the script', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      secret: SECRET,
      site: {
        ...site,
        forms: {
          ...site.forms,
          timed: { ...contact, minFillTimeMs: 3000, honeypot: 'website' },
        },
      },
      rateLimit: { max: 1000, addressMax: 1000 },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const stored = async (formId: string) =>
    (
      await server.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM form_submissions WHERE form_id = $1',
        [formId],
      )
    )[0]!.n;

  async function save(fields: Record<string, string>) {
    const client = createClient(server.url);
    await client.visit('/contact.html');
    const key = await client.call('POST', '/api/form/FormSubmissionKey');
    return client.call('POST', SAVE_FORM_SUBMISSION_PATH, {
      form: { key: (key.body as { key: string }).key, formId: 'timed', ...fields },
    });
  }

  it('SaveFormSubmission: no stamp, a young stamp or a honeypot answer 400 and store nothing', async () => {
    const form = JSON.stringify(contactValues);
    const noStamp = await save({ form });
    const young = await save({ form, renderStamp: stamps.issue() });
    const trapped = await save({
      form: JSON.stringify({ ...contactValues, website: 'x' }),
      renderStamp: stamps.issue(Date.now() - 5000),
    });
    expect([noStamp.status, young.status, trapped.status]).toEqual([400, 400, 400]);
    expect([noStamp.body, young.body, trapped.body]).toEqual([refusal, refusal, refusal]);
    expect(await stored('timed')).toBe(0);
  });

  it('SaveFormSubmission: a stamp older than minFillTimeMs is stored', async () => {
    const answer = await save({
      form: JSON.stringify(contactValues),
      renderStamp: stamps.issue(Date.now() - 3500),
    });
    expect(answer.status).toBe(200);
    expect(await stored('timed')).toBe(1);
  });

  it('serves every page with a formRenderStamp in its context and in its no-script forms', async () => {
    const page = await createClient(server.url).visit('/contact.html');
    const [, inContext] = /"formRenderStamp":"([^"]+)"/.exec(page.text) ?? [];
    const [, inForm] =
      /<input type="hidden" name="renderStamp" value="([^"]+)">/.exec(page.text) ?? [];
    expect(inForm).toBe(inContext);
    expect(stamps.age(inContext)).toBeLessThan(60_000);
  });

  it('HtmlFormSubmission: too soon, no stamp or forged answer 400 pages; old enough is stored', async () => {
    const post = (fields: Record<string, string>) =>
      createClient(server.url).call('POST', HTML_FORM_SUBMISSION_PATH, {
        form: { 'name.0': 'Ada', 'name.1': 'Lovelace', email: 'ada@example.com', ...fields },
        query: { formId: 'timed' },
        headers: { 'sec-fetch-site': 'same-origin' },
        crumb: false,
      });
    const before = await stored('timed');
    const soon = await post({ renderStamp: stamps.issue() });
    const none = await post({});
    expect([soon.status, none.status]).toEqual([400, 400]);
    expect(soon.text).toContain(
      '<h1>The form was not sent: it was sent too soon after the page was shown.</h1>',
    );
    expect(none.text).toContain(
      '<h1>Error processing form submission. Please reload and try again.</h1>',
    );
    expect(await stored('timed')).toBe(before);
    const late = await post({ renderStamp: stamps.issue(Date.now() - 4000) });
    expect(late.status).toBe(200);
    expect(await stored('timed')).toBe(before + 1);
  });
});
