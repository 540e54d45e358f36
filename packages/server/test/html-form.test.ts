/**
 * POST /api/form/HtmlFormSubmission (issue 21): a form sent by the browser itself, with no
 * script, is checked by the same rules as SaveFormSubmission, stored by the same writer, and
 * answered with an HTML page; its CSRF check is the request's origin, not the crumb.
 */
import { HTML_FORM_SUBMISSION_PATH } from '@tessera/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/server';
import { honeypotFilled } from '../src/form-spam-check';
import { isSameOriginPost } from '../src/own-page-post';
import { formValuesFromFields } from '../src/routes/html-form';
import { loadSiteConfig } from '../src/site-config';
import { createClient } from './support/client';

const site = await loadSiteConfig(
  new URL('../../../examples/site/site.json', import.meta.url).pathname,
);
const contact = site.forms.contact!;
const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const typed = {
  'name.0': 'Ada',
  'name.1': 'Lovelace',
  email: 'ada@example.com',
  message: 'A print of the harbour, please.',
};

describe('formValuesFromFields', () => {
  it('reads one-value fields by id, list parts in the order of their number, likert answers by question', () => {
    const form = {
      ...contact,
      fields: [
        ...contact.fields,
        { id: 'when', type: 'likert' as const, title: 'When' },
        { id: 'extras', type: 'checkbox' as const, title: 'Extras' },
      ],
    };
    expect(
      formValuesFromFields(form, {
        ...typed,
        'extras.10': 'k',
        'extras.2': 'b',
        'when.Speed': '5',
        'when.Price': '3',
        choice: 'yes',
        'other.0': 'x',
        'email.0': 'ignored: the value wins',
      }),
    ).toEqual({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      message: 'A print of the harbour, please.',
      extras: ['b', 'k'],
      when: { Speed: '5', Price: '3' },
    });
  });

  it('gives nothing for a form posted empty', () => {
    expect(formValuesFromFields(contact, {})).toEqual({});
  });
});

describe('honeypotFilled', () => {
  const trapped = { ...contact, honeypot: 'website' };
  it.each([
    [contact, {}, false],
    [contact, { _gotcha: '' }, false],
    [contact, { _gotcha: '  ' }, false],
    [contact, { _gotcha: 'http://spam.example' }, true],
    [contact, { _gotcha: ['a', 'b'] }, true],
    [contact, { website: 'http://spam.example' }, false],
    [trapped, { website: 'http://spam.example' }, true],
    [trapped, { website: '' }, false],
    [{ ...contact, honeypot: 42 }, { 42: 'x' }, false],
    [contact, { ...typed }, false],
  ])('%#: %j', (form, fields, expected) => {
    expect(honeypotFilled(form, fields)).toBe(expected);
  });
});

describe('isSameOriginPost', () => {
  it.each([
    [{ fetchSite: 'same-origin' }, true],
    [{ fetchSite: 'same-site', origin: 'http://a.test', host: 'a.test' }, false],
    [{ fetchSite: 'cross-site' }, false],
    [{ fetchSite: 'none' }, false],
    [{ origin: 'http://a.test:3000', host: 'a.test:3000' }, true],
    [{ origin: 'https://a.test', host: 'a.test' }, true],
    [{ origin: 'http://evil.test', host: 'a.test' }, false],
    [{ origin: 'null', host: 'a.test' }, false],
    [{ host: 'a.test' }, false],
    [{}, false],
  ])('%j → %s', (headers, expected) => {
    expect(isSameOriginPost(headers)).toBe(expected);
  });
});

describe('POST /api/form/HtmlFormSubmission', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      site: {
        ...site,
        forms: {
          ...site.forms,
          away: { ...contact, successUrl: '/thanks.html' },
          guarded: { ...contact, captcha: true },
          trapped: { ...contact, honeypot: 'website' },
        },
      },
      rateLimit: { max: 1000, addressMax: 1000 },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const post = (
    formId: string,
    fields: Record<string, string>,
    headers: Record<string, string> = sameOrigin,
  ) =>
    createClient(server.url).call('POST', HTML_FORM_SUBMISSION_PATH, {
      form: fields,
      query: { formId },
      headers,
      crumb: false,
    });

  const rows = (formId: string) =>
    server.query<{ fields: unknown; submit_button_text: string | null }>(
      'SELECT fields, submit_button_text FROM form_submissions WHERE form_id = $1',
      [formId],
    );

  it('stores a valid form without a crumb and answers the success message as an HTML page', async () => {
    const answer = await post('contact', { ...typed, choice: 'send' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.text).toContain(
      '<h1>Thank you! We will write back within two working days.</h1>',
    );
    expect(answer.text).toContain('<a href="/">Back to the site</a>');
    expect(await rows('contact')).toEqual([
      {
        fields: {
          name: ['Ada', 'Lovelace'],
          email: 'ada@example.com',
          message: 'A print of the harbour, please.',
        },
        submit_button_text: 'Send',
      },
    ]);
  });

  it('links back to the page the form was on when it is of this site', async () => {
    const back = await post(
      'newsletter',
      { email: 'a@example.com' },
      {
        ...sameOrigin,
        referer: `${server.url}/contact.html?x=1`,
      },
    );
    expect(back.text).toContain('<a href="/contact.html?x=1">Back to the site</a>');
    const away = await post(
      'newsletter',
      { email: 'b@example.com' },
      {
        ...sameOrigin,
        referer: 'http://elsewhere.test/page',
      },
    );
    expect(away.text).toContain('<a href="/">Back to the site</a>');
    const again = await post(
      'newsletter',
      { email: 'c@example.com' },
      {
        ...sameOrigin,
        referer: `${server.url}${HTML_FORM_SUBMISSION_PATH}?formId=newsletter`,
      },
    );
    expect(again.text).toContain('<a href="/">Back to the site</a>');
    // A path starting with two slashes would be a link to another host (//elsewhere.test/page);
    // the site serves its pages at such paths too (siteRelativePath collapses the slashes).
    const otherHost = await post(
      'newsletter',
      { email: 'd@example.com' },
      {
        ...sameOrigin,
        referer: `${server.url}//elsewhere.test/contact.html`,
      },
    );
    expect(otherHost.text).toContain('<a href="/">Back to the site</a>');
  });

  it('answers field errors with 400: each message after its field, the form again with what was typed', async () => {
    const before = (await rows('contact')).length;
    const answer = await post('contact', {
      'name.0': 'Ada',
      'name.1': '',
      email: 'not-an-email',
      message: '<b>"hi"</b>',
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(
      '<li>Email: Email is not valid. Email addresses should follow the format name@example.com.</li>',
    );
    expect(answer.text).toContain(
      '<form method="post" action="/api/form/HtmlFormSubmission?formId=contact">',
    );
    expect(answer.text).toContain('<input name="name.0" value="Ada" aria-label="Name">');
    expect(answer.text).toContain('<input name="email" value="not-an-email" aria-label="Email">');
    expect(answer.text).toContain(
      '<textarea name="message" aria-label="Message">&lt;b&gt;&quot;hi&quot;&lt;/b&gt;</textarea>',
    );
    expect(answer.text).not.toContain('<b>"hi"</b>');
    expect((await rows('contact')).length).toBe(before);
  });

  it('answers a required field left empty, and a NUL, with their messages', async () => {
    const empty = await post('contact', { 'name.0': '', 'name.1': '', email: 'a@example.com' });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('<li>Name: This field is required.</li>');
    const nul = await post('contact', { ...typed, message: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.text).toContain(
      '<li>Message: This field contains a character that cannot be stored.</li>',
    );
  });

  it('refuses a post from another site, or with no origin at all (403), and stores nothing', async () => {
    const before = (await rows('contact')).length;
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://evil.test' },
      {},
    ];
    for (const headers of refused) {
      const answer = await post('contact', typed, headers);
      expect([
        answer.status,
        answer.text.includes('only be sent from a page of this site'),
      ]).toEqual([403, true]);
    }
    expect((await rows('contact')).length).toBe(before);
  });

  it('takes an Origin of this host from a browser that sends no Sec-Fetch-Site', async () => {
    const answer = await post('newsletter', { email: 'd@example.com' }, { origin: server.url });
    expect(answer.status).toBe(200);
  });

  it('answers an unknown form with 404 and a form with a successUrl with 303 to it', async () => {
    const unknown = await post('nope', typed);
    expect([
      unknown.status,
      unknown.text.includes('This form has not been configured yet.'),
    ]).toEqual([404, true]);
    const away = await fetch(`${server.url}${HTML_FORM_SUBMISSION_PATH}?formId=away`, {
      method: 'POST',
      headers: sameOrigin,
      body: new URLSearchParams(typed),
      redirect: 'manual',
    });
    expect([away.status, away.headers.get('location')]).toEqual([303, '/thanks.html']);
    expect((await rows('away')).length).toBe(1);
  });

  it('cannot send a form that asks for a captcha (400) and stores nothing', async () => {
    const answer = await post('guarded', typed);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Complete CAPTCHA before submitting.');
    expect(await rows('guarded')).toEqual([]);
  });

  it("refuses a filled honeypot with 400 and stores nothing (_gotcha, or the definition's name)", async () => {
    const gotcha = await post('contact', { ...typed, _gotcha: 'http://spam.example' });
    const named = await post('trapped', { ...typed, website: 'http://spam.example' });
    for (const answer of [gotcha, named]) {
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(
        '<h1>The form was not sent: the field marked &quot;Leave this empty&quot; must stay empty.</h1>',
      );
    }
    expect(await rows('trapped')).toEqual([]);
    const empty = await post('trapped', { ...typed, website: '', _gotcha: '' });
    expect(empty.status).toBe(200);
    expect((await rows('trapped')).length).toBe(1);
  });
});
