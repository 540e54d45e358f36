/**
 * Every endpoint of the HTTP contract, through a real server on 127.0.0.1, against PGlite and
 * against a real Postgres server (TEST_DATABASE_URL; skipped locally without it, required in CI).
 * Each answer is checked against docs/http-contract/openapi.yaml by the client.
 */
import { randomBytes } from 'node:crypto';
import { HTML_FORM_SUBMISSION_PATH } from '@tessera/runtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  hasTestPostgres,
  siteDir,
  startTestServer,
  type TestServer,
} from '../../../tests/support/server';
import { startServer } from '../src/index';
import { hashPassword, needsRehash, verifyPassword } from '../src/password';
import { createClient } from './support/client';
import { checkedAnswers, openapi } from './support/contract';

// Many real HTTP round trips per test; a busy machine (CI, 2 cores) must not time them out.
vi.setConfig({ testTimeout: 30_000 });

const databases = [
  { name: 'pglite' as const, run: true },
  { name: 'postgres' as const, run: hasTestPostgres() },
];

/** A client that looks like a fresh visitor (its own ss_cvr id, so its own rate limit). */
function visitor(server: TestServer) {
  const client = createClient(server.url);
  client.cookies.set(
    'ss_cvr',
    `${randomBytes(6).toString('hex')}|1700000000|1700000000|1700000000|1`,
  );
  return client;
}

async function freshVisitor(server: TestServer) {
  const client = visitor(server);
  await client.visit();
  return client;
}

async function keyFor(client: ReturnType<typeof createClient>): Promise<string> {
  const answer = await client.call('POST', '/api/form/FormSubmissionKey');
  expect(answer.status).toBe(200);
  return (answer.body as { key: string }).key;
}

const contactValues = { name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: 'Hello' };

describe.each(databases)('HTTP contract on $name', ({ name, run }) => {
  let server: TestServer;

  beforeAll(async () => {
    if (run) server = await startTestServer({ database: name });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  describe.skipIf(!run)('crumb', () => {
    it('sets the crumb on HTML pages and on /api/ answers to requests without one', async () => {
      const client = createClient(server.url);
      const page = await client.visit('/contact.html');
      expect(page.status).toBe(200);
      expect(page.headers.getSetCookie().join()).toMatch(
        /^crumb=[A-Za-z0-9_-]{16,}; Path=\/; SameSite=Lax/,
      );
      const api = createClient(server.url);
      const answer = await api.call('GET', '/api/1/performance/settings');
      expect(api.cookies.get('crumb')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      const again = await api.call('GET', '/api/1/performance/settings');
      expect(answer.status).toBe(200);
      expect(again.headers.getSetCookie()).toEqual([]);
    });

    it('answers crumbFail with a fresh crumb when the crumb is missing or wrong, then accepts the retry', async () => {
      const client = await freshVisitor(server);
      const before = client.cookies.get('crumb');
      const missing = await client.call('POST', '/api/form/FormSubmissionKey', { crumb: false });
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ crumbFail: true, error: 'crumbFail' });
      expect(client.cookies.get('crumb')).not.toBe(before);
      const wrong = await client.call('POST', '/api/form/FormSubmissionKey', {
        crumb: false,
        query: { crumb: 'x'.repeat(24) },
      });
      expect(wrong.status).toBe(401);
      // The data layer's retry: the fresh cookie, sent back.
      const retry = await client.call('POST', '/api/form/FormSubmissionKey');
      expect(retry.status).toBe(200);
    });

    it('accepts the crumb in the X-CSRF-Token header', async () => {
      const client = await freshVisitor(server);
      const answer = await client.call('POST', '/api/form/FormSubmissionKey', {
        crumb: false,
        headers: { 'X-CSRF-Token': client.cookies.get('crumb')! },
      });
      expect(answer.status).toBe(200);
    });

    it('answers crumbFail when there is no crumb cookie at all', async () => {
      const client = createClient(server.url);
      const answer = await client.call('POST', '/api/auth/Logout', {
        query: { crumb: 'a'.repeat(24) },
        crumb: false,
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ crumbFail: true });
    });
  });

  describe.skipIf(!run)('forms', () => {
    it('stores a form-encoded submission with its page and census fields', async () => {
      const client = await freshVisitor(server);
      const key = await keyFor(client);
      const answer = await client.call('POST', '/api/form/SaveFormSubmission', {
        form: {
          key,
          formId: 'contact',
          collectionId: 'c1',
          objectName: 'block-1',
          isOverlayForm: 'false',
          submitButtonText: 'Send',
          form: JSON.stringify(contactValues),
          pageTitle: 'Contact',
          pageId: '60b1c2d3e4f5a6b7c8d9e0f4',
          contentSource: 'c',
          pagePath: '/contact.html',
          pagePermissionTypeValue: '1',
          visitorCookie: 'abc|1|1|1|1',
        },
      });
      expect(answer.status).toBe(200);
      const { submissionId } = answer.body as { submissionId: string };
      const [row] = await server.query<Record<string, unknown>>(
        'SELECT * FROM form_submissions WHERE id = $1',
        [submissionId],
      );
      expect(row).toMatchObject({
        form_key: key,
        form_id: 'contact',
        collection_id: 'c1',
        object_name: 'block-1',
        is_overlay_form: false,
        submit_button_text: 'Send',
        fields: contactValues,
        page: { pageTitle: 'Contact', contentSource: 'c', pagePath: '/contact.html' },
        census: { visitorCookie: 'abc|1|1|1|1' },
      });
    });

    it('stores a JSON submission whose form is an object', async () => {
      const client = await freshVisitor(server);
      const key = await keyFor(client);
      const answer = await client.call('POST', '/api/form/SaveFormSubmission', {
        json: { key, formId: 'newsletter', isOverlayForm: true, form: { email: 'b@example.org' } },
      });
      expect(answer.status).toBe(200);
      const rows = await server.query(
        'SELECT is_overlay_form FROM form_submissions WHERE form_key = $1',
        [key],
      );
      expect(rows).toEqual([{ is_overlay_form: true }]);
    });

    it('answers a key used twice (even at once) with the same 200 and stores one row', async () => {
      const client = await freshVisitor(server);
      const key = await keyFor(client);
      const payload = { key, formId: 'contact', form: JSON.stringify(contactValues) };
      const first = await client.call('POST', '/api/form/SaveFormSubmission', { form: payload });
      const second = await client.call('POST', '/api/form/SaveFormSubmission', { form: payload });
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      const other = await freshVisitor(server);
      const otherKey = await keyFor(other);
      const together = await Promise.all(
        [0, 1, 2].map(() =>
          other.call('POST', '/api/form/SaveFormSubmission', {
            form: { ...payload, key: otherKey },
          }),
        ),
      );
      const ids = together.map((answer) => (answer.body as { submissionId: string }).submissionId);
      expect(new Set(ids).size).toBe(1);
      const rows = await server.query('SELECT id FROM form_submissions WHERE form_key = ANY($1)', [
        [key, otherKey],
      ]);
      expect(rows).toHaveLength(2);
    });

    it('answers 401 for a missing, forged or malformed key', async () => {
      const client = await freshVisitor(server);
      const key = await keyFor(client);
      const forged = `${key.slice(0, -4)}AAAA`;
      for (const bad of [undefined, forged, 'not-a-key', 'a.b.c', 'x'.repeat(500)]) {
        const answer = await client.call('POST', '/api/form/SaveFormSubmission', {
          form: {
            ...(bad ? { key: bad } : {}),
            formId: 'contact',
            form: JSON.stringify(contactValues),
          },
        });
        expect([400, 401]).toContain(answer.status);
        if (bad !== 'x'.repeat(500)) {
          expect(answer.body).toEqual({ error: 'Invalid or expired form submission key.' });
        }
      }
    });

    it('answers 404 for a form the site does not configure', async () => {
      const client = await freshVisitor(server);
      for (const formId of ['nope', '__proto__', 'constructor']) {
        const answer = await client.call('POST', '/api/form/SaveFormSubmission', {
          form: { key: await keyFor(client), formId, form: '{}' },
        });
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ error: 'This form has not been configured yet.' });
      }
    });

    it('answers field rules with 400 and data.errors in the spec words', async () => {
      const client = await freshVisitor(server);
      const answer = await client.call('POST', '/api/form/SaveFormSubmission', {
        form: {
          key: await keyFor(client),
          formId: 'contact',
          form: JSON.stringify({ name: ['', ''], email: 'not-an-email', message: 'x'.repeat(501) }),
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        errors: {
          name: 'This field is required.',
          email: 'Email is not valid. Email addresses should follow the format name@example.com.',
          message: 'You have exceeded the character limit.',
        },
      });
    });

    it('answers wrong value types and unknown field ids with 400 field errors', async () => {
      const client = await freshVisitor(server);
      const answer = await client.call('POST', '/api/form/SaveFormSubmission', {
        json: {
          key: await keyFor(client),
          formId: 'contact',
          form: { name: 'Ada', email: ['a@b.co'], message: 'hi', admin: 'true' },
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        errors: {
          name: 'This field has a value of the wrong type.',
          email: 'This field has a value of the wrong type.',
          admin: 'This form has no such field.',
        },
      });
    });

    it('answers an unparseable form with the spec message', async () => {
      const client = await freshVisitor(server);
      for (const form of ['{name:', '[1,2]', '"text"', 'null']) {
        const answer = await client.call('POST', '/api/form/SaveFormSubmission', {
          form: { key: await keyFor(client), formId: 'contact', form },
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({
          error: 'Could not parse the form fields, please check your entries.',
        });
      }
    });

    it('limits each visitor to the site rate (5 a minute) with 429 and stores nothing over it', async () => {
      const client = await freshVisitor(server);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const answer = await client.call('POST', '/api/form/SaveFormSubmission', {
          form: {
            key: await keyFor(client),
            formId: 'newsletter',
            form: JSON.stringify({ email: `r${i}@example.com` }),
          },
        });
        statuses.push(answer.status);
        if (answer.status === 429) {
          expect(answer.body).toEqual({
            error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
          });
        }
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const id = client.cookies.get('ss_cvr')!.split('|')[0];
      const counted = await server.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM form_submissions WHERE visitor = $1',
        [`cvr:${id}`],
      );
      expect(counted).toEqual([{ count: 5 }]);
      // Another visitor is not limited by the first one's submissions.
      const other = await freshVisitor(server);
      const answer = await other.call('POST', '/api/form/SaveFormSubmission', {
        form: {
          key: await keyFor(other),
          formId: 'newsletter',
          form: JSON.stringify({ email: 'o@example.com' }),
        },
      });
      expect(answer.status).toBe(200);
    });

    it('stores SQL and HTML in values only as inert text', async () => {
      const client = await freshVisitor(server);
      const hostile = {
        name: ["Robert'); DROP TABLE form_submissions; --", '<script>alert(1)</script>'],
        email: 'x@example.com',
        message: `=HYPERLINK("http://evil.example","click") $1 \\'; SELECT pg_sleep(10); --`,
      };
      const key = await keyFor(client);
      const answer = await client.call('POST', '/api/form/SaveFormSubmission', {
        form: {
          key,
          formId: 'contact',
          form: JSON.stringify(hostile),
          pageTitle: '</script><b>x</b>',
        },
      });
      expect(answer.status).toBe(200);
      const [row] = await server.query<{ fields: unknown; page: unknown }>(
        'SELECT fields, page FROM form_submissions WHERE form_key = $1',
        [key],
      );
      expect(row!.fields).toEqual(hostile);
      expect(row!.page).toEqual({ pageTitle: '</script><b>x</b>' });
    });

    it('refuses oversized, malformed, unknown and mistyped input with a clear 4xx', async () => {
      const client = await freshVisitor(server);
      const huge = await client.call('POST', '/api/form/SaveFormSubmission', {
        form: {
          key: 'k',
          formId: 'contact',
          form: JSON.stringify({ message: 'x'.repeat(70_000) }),
        },
      });
      expect(huge.status).toBe(413);
      expect(huge.body).toEqual({
        error: 'The request body is larger than the limit of 65536 bytes.',
      });
      // Sent in chunks without a Content-Length: the limit holds while reading.
      const chunked = await fetch(
        `${server.url}/api/form/SaveFormSubmission?crumb=${client.cookies.get('crumb')}`,
        {
          method: 'POST',
          headers: {
            cookie: `crumb=${client.cookies.get('crumb')}`,
            'content-type': 'application/json',
          },
          body: new ReadableStream({
            start(controller) {
              for (let i = 0; i < 80; i++)
                controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
              controller.close();
            },
          }),
          duplex: 'half',
        } as RequestInit,
      );
      expect(chunked.status).toBe(413);
      const malformed = await client.call('POST', '/api/form/SaveFormSubmission', {
        raw: { body: '{"key": ', type: 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ error: 'The request body is not valid JSON.' });
      // A malformed form body (bad percent escapes, empty names) is read leniently, then refused.
      const brokenForm = await client.call('POST', '/api/form/SaveFormSubmission', {
        raw: {
          body: `key=${await keyFor(client)}&formId=contact&=&&%E0%A4%A&form=%7B%22name`,
          type: 'application/x-www-form-urlencoded',
        },
      });
      expect(brokenForm.status).toBe(400);
      const list = await client.call('POST', '/api/form/SaveFormSubmission', { json: [1, 2] });
      expect(list.status).toBe(400);
      const xml = await client.call('POST', '/api/form/SaveFormSubmission', {
        raw: { body: '<a/>', type: 'application/xml' },
      });
      expect(xml.status).toBe(415);
      const unknown = await client.call('POST', '/api/form/SaveFormSubmission', {
        form: { key: await keyFor(client), formId: 'contact', form: '{}', 'bad name!': '1' },
      });
      expect(unknown.status).toBe(400);
      expect((unknown.body as { error: string }).error).toContain('Unknown field');
      const mistyped = await client.call('POST', '/api/form/SaveFormSubmission', {
        json: { key: await keyFor(client), formId: { $ne: 1 }, form: {} },
      });
      expect(mistyped.status).toBe(400);
      expect(mistyped.body).toEqual({ error: 'Field "formId" must be a string.' });
      const badBoolean = await client.call('POST', '/api/form/SaveFormSubmission', {
        form: {
          key: await keyFor(client),
          formId: 'contact',
          form: JSON.stringify(contactValues),
          isOverlayForm: 'maybe',
        },
      });
      expect(badBoolean.status).toBe(400);
    });
  });

  describe.skipIf(!run)('accounts and owner calls', () => {
    async function login(rememberMe: boolean) {
      const client = await freshVisitor(server);
      const answer = await client.call('POST', '/api/site-users/account/session', {
        json: { email: server.ownerEmail, password: server.ownerPassword, rememberMe },
      });
      expect(answer.status).toBe(200);
      return { client, answer, xsrfToken: (answer.body as { xsrfToken: string }).xsrfToken };
    }

    it('refuses wrong credentials and bad login payloads', async () => {
      const client = await freshVisitor(server);
      const wrong = await client.call('POST', '/api/site-users/account/session', {
        json: { email: server.ownerEmail, password: 'wrong' },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ error: 'The email or password is incorrect.' });
      const nobody = await client.call('POST', '/api/site-users/account/session', {
        form: { email: 'nobody@example.com', password: 'x' },
      });
      expect(nobody.status).toBe(401);
      const missing = await client.call('POST', '/api/site-users/account/session', {
        json: { email: 'a@b.co' },
      });
      expect(missing.status).toBe(400);
      const extra = await client.call('POST', '/api/site-users/account/session', {
        json: { email: 'a@b.co', password: 'x', role: 'owner' },
      });
      expect(extra.status).toBe(400);
      expect(extra.body).toEqual({ error: 'Unknown field: "role".' });
    });

    it('logs in with rememberMe setting a 30-day session cookie, else a browser-session cookie', async () => {
      const remembered = await login(true);
      const cookie = remembered.answer.headers
        .getSetCookie()
        .find((line) => line.startsWith('tessera-session='))!;
      expect(cookie).toMatch(/Max-Age=2592000/);
      expect(cookie).toMatch(/HttpOnly/);
      const session = await login(false);
      const plain = session.answer.headers
        .getSetCookie()
        .find((line) => line.startsWith('tessera-session='))!;
      expect(plain).not.toMatch(/Max-Age/);
      const [row] = await server.query<{ remember_me: boolean }>(
        'SELECT remember_me FROM sessions ORDER BY created_at DESC LIMIT 1',
      );
      expect(row!.remember_me).toBe(false);
    });

    it('puts the logged-in account and its roles into the page context', async () => {
      const { client, xsrfToken } = await login(false);
      const page = await client.visit('/');
      const json = /<script type="application\/json" id="tessera-context">(.*?)<\/script>/.exec(
        page.text,
      )![1]!;
      const context = JSON.parse(json);
      expect(context.authenticatedAccount).toMatchObject({ email: server.ownerEmail, xsrfToken });
      expect(context.websiteRoles[context.authenticatedAccount.id]).toEqual([1]);
    });

    it('answers the owner’s analytics (owner only, with the xsrfToken header)', async () => {
      const anonymous = await freshVisitor(server);
      const { client, xsrfToken } = await login(false);
      const headers = { 'X-XSRF-Token': xsrfToken };
      for (const path of [
        '/api/analytics/traffic',
        '/api/analytics/pages',
        '/api/analytics/referrers',
        '/api/analytics/forms',
        '/api/analytics/web-vitals',
        '/api/analytics/errors',
      ]) {
        expect((await anonymous.call('GET', path)).status).toBe(401);
        expect((await client.call('GET', path)).status).toBe(403);
        const answer = await client.call('GET', path, { headers, query: { days: '7' } });
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ to: new Date().toISOString().slice(0, 10) });
        expect((await client.call('GET', path, { headers, query: { days: '391' } })).status).toBe(
          400,
        );
      }
    });

    it('answers the console’s calls: forms, one submission, settings, the consent log', async () => {
      const { client, xsrfToken } = await login(false);
      const headers = { 'X-XSRF-Token': xsrfToken };
      const forms = await client.call('GET', '/api/console/forms', { headers });
      expect((forms.body as { forms: { id: string }[] }).forms.map((form) => form.id)).toEqual([
        'contact',
        'newsletter',
      ]);
      const none = await client.call('GET', '/api/form/submissions/none', { headers });
      expect(none.status).toBe(404);
      const searched = await client.call('GET', '/api/form/submissions', {
        headers,
        query: { formId: 'contact', q: 'NOBODY WROTE THIS', order: 'oldest' },
      });
      expect(searched.body).toEqual({ submissions: [], nextCursor: null, total: 0 });
      const settings = await client.call('GET', '/api/console/settings', { headers });
      const { cookieSettings, popupOverlaySettings } = settings.body as Record<string, object>;
      // Saved back as they are: the later page tests compare page contexts with site.json.
      const banner = await client.call('PUT', '/api/console/settings/cookie-banner', {
        headers,
        json: cookieSettings,
      });
      expect([banner.status, banner.body]).toEqual([200, cookieSettings]);
      const popup = await client.call('PUT', '/api/console/settings/popup', {
        headers,
        json: popupOverlaySettings,
      });
      expect([popup.status, popup.body]).toEqual([200, popupOverlaySettings]);
      // Refused, so that nothing is saved: a saved language list rewrites the pages' <html lang>.
      const languages = await client.call('PUT', '/api/console/settings/languages', {
        headers,
        json: { defaultLanguage: '', languages: [] },
      });
      expect([languages.status, (languages.body as { fieldErrors: unknown }).fieldErrors]).toEqual([
        400,
        { languages: 'This field is required.', defaultLanguage: 'This field is required.' },
      ]);
      const records = await client.call('GET', '/api/consent/records', {
        headers,
        query: { decision: 'accepted', from: '2026-01-01' },
      });
      expect(records.status).toBe(200);
      const csv = await client.call('GET', '/api/consent/records.csv', { headers });
      expect(csv.text.split('\r\n')[0]).toBe(
        'Record,Recorded at,Decision,Purposes,Banner version,Source,Visitor,Address',
      );
    });

    it('lists and exports submissions for the owner only, with the xsrfToken header', async () => {
      const anonymous = await freshVisitor(server);
      const noLogin = await anonymous.call('GET', '/api/form/submissions', {
        query: { formId: 'contact' },
      });
      expect(noLogin.status).toBe(401);
      expect(noLogin.body).toMatchObject({ loginRequired: true });

      const { client, xsrfToken } = await login(false);
      const noHeader = await client.call('GET', '/api/form/submissions', {
        query: { formId: 'contact' },
      });
      expect(noHeader.status).toBe(403);
      expect(noHeader.body).toMatchObject({ authorizationFail: true });

      const key = await keyFor(client);
      await client.call('POST', '/api/form/SaveFormSubmission', {
        form: {
          key,
          formId: 'contact',
          form: JSON.stringify({
            name: ['Grace', 'Hopper'],
            email: 'g@example.com',
            message: '=1+1, "quoted"',
          }),
        },
      });
      const headers = { 'X-XSRF-Token': xsrfToken };
      const first = await client.call('GET', '/api/form/submissions', {
        query: { formId: 'contact', limit: '1' },
        headers,
      });
      expect(first.status).toBe(200);
      const page = first.body as { submissions: { fields: unknown }[]; nextCursor: string };
      expect(page.submissions).toHaveLength(1);
      expect(page.submissions[0]!.fields).toMatchObject({ name: ['Grace', 'Hopper'] });
      const second = await client.call('GET', '/api/form/submissions', {
        query: { formId: 'contact', limit: '200', cursor: page.nextCursor },
        headers,
      });
      const rest = (second.body as { submissions: { id: string }[] }).submissions;
      const [counted] = await server.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM form_submissions WHERE form_id = 'contact'",
      );
      expect(rest.length + 1).toBe(Math.min(counted!.count, 201));

      for (const limit of ['0', '201', 'abc', '1.5']) {
        const bad = await client.call('GET', '/api/form/submissions', {
          query: { formId: 'contact', limit },
          headers,
        });
        expect(bad.status).toBe(400);
      }
      const badCursor = await client.call('GET', '/api/form/submissions', {
        query: { formId: 'contact', cursor: 'garbage' },
        headers,
      });
      expect(badCursor.status).toBe(400);
      const unknown = await client.call('GET', '/api/form/submissions', {
        query: { formId: 'nope' },
        headers,
      });
      expect(unknown.status).toBe(404);

      const csv = await client.call('GET', '/api/form/submissions.csv', {
        query: { formId: 'contact' },
        headers,
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      // (fetch's decoder drops the byte order mark; csv.test.ts checks it is there)
      expect(csv.text.startsWith('Submission,Submitted at,Name,Email,Message,Page\r\n')).toBe(true);
      expect(csv.text).toContain(`Grace Hopper,g@example.com,"'=1+1, ""quoted"""`);
    });

    it('ends the session with DELETE (cloneCart) and with Logout', async () => {
      const { client, xsrfToken } = await login(false);
      const badQuery = await client.call('DELETE', '/api/site-users/account/session', {
        query: { cloneCart: 'yes' },
      });
      expect(badQuery.status).toBe(400);
      const noCrumb = await client.call('DELETE', '/api/site-users/account/session', {
        crumb: false,
      });
      expect(noCrumb.body).toMatchObject({ crumbFail: true });
      const ended = await client.call('DELETE', '/api/site-users/account/session', {
        query: { cloneCart: 'true' },
      });
      expect(ended.body).toEqual({ success: true, cloneCart: true });
      const after = await client.call('GET', '/api/form/submissions', {
        query: { formId: 'contact' },
        headers: { 'X-XSRF-Token': xsrfToken },
      });
      expect(after.status).toBe(401);

      const second = await login(true);
      const logout = await second.client.call('POST', '/api/auth/Logout');
      expect(logout.body).toEqual({ success: true });
      const gone = await second.client.call('PUT', '/api/site-header-footer', {
        json: { header: 'x' },
        headers: { 'X-XSRF-Token': second.xsrfToken },
      });
      expect(gone.status).toBe(401);
      expect(gone.body).toMatchObject({ loginRequired: true });
    });

    it("lists and ends the account's sessions; a password change ends all but the current one", async () => {
      const email = 'second-owner@example.com';
      const password = 'first password 1';
      await server.query(
        "INSERT INTO accounts (id, email, password_hash, role) VALUES ('second-owner', $1, $2, 'owner')",
        [email, await hashPassword(password)],
      );
      const loginAs = async (rememberMe: boolean, secret = password) => {
        const client = await freshVisitor(server);
        const answer = await client.call('POST', '/api/site-users/account/session', {
          json: { email, password: secret, rememberMe },
        });
        const { xsrfToken } = answer.body as { xsrfToken: string };
        return { client, answer, headers: { 'X-XSRF-Token': xsrfToken } };
      };
      const sessionsOf = (who: Awaited<ReturnType<typeof loginAs>>) =>
        who.client.call('GET', '/api/site-users/account/sessions', { headers: who.headers });
      const [a, b, c] = [await loginAs(true), await loginAs(false), await loginAs(false)];

      const listed = await sessionsOf(a);
      expect(listed.status).toBe(200);
      expect(listed.headers.get('cache-control')).toBe('no-store');
      type Summary = {
        id: string;
        createdAt: string;
        lastSeenAt: string;
        rememberMe: boolean;
        expiresAt: string;
        current: boolean;
      };
      const sessions = (listed.body as { sessions: Summary[] }).sessions;
      const rows = await server.query<{ id: string; public_id: string }>(
        "SELECT id, public_id FROM sessions WHERE account_id = 'second-owner' ORDER BY created_at DESC",
      );
      // Newest first, the caller's marked; never a token or its hash.
      expect(sessions.map((session) => session.id)).toEqual(rows.map((row) => row.public_id));
      expect(sessions.map((session) => [session.rememberMe, session.current])).toEqual([
        [false, false],
        [false, false],
        [true, true],
      ]);
      const lifetime = (session: Summary) =>
        (Date.parse(session.expiresAt) - Date.parse(session.createdAt)) / 1000;
      expect(sessions.map(lifetime)).toEqual([12 * 3600, 12 * 3600, 30 * 24 * 3600]);
      expect(sessions.every((session) => session.lastSeenAt === session.createdAt)).toBe(true);
      for (const row of rows) expect(listed.text).not.toContain(row.id);
      for (const who of [a, b, c]) {
        expect(listed.text).not.toContain(who.client.cookies.get('tessera-session'));
      }
      const noHeader = await a.client.call('GET', '/api/site-users/account/sessions');
      expect(noHeader.status).toBe(403);
      const anonymous = await (await freshVisitor(server)).call(
        'GET',
        '/api/site-users/account/sessions',
      );
      expect(anonymous.body).toEqual({ loginRequired: true, error: 'Login required.' });

      // Ending another of its sessions; unknown ids and other accounts' sessions are 404.
      const [cId, bId] = [sessions[0]!.id, sessions[1]!.id];
      const path = (id: string) => `/api/site-users/account/sessions/${encodeURIComponent(id)}`;
      const ended = await a.client.call('DELETE', path(bId), { headers: a.headers });
      expect(ended.body).toEqual({ success: true, current: false });
      expect((await sessionsOf(b)).body).toEqual({ loginRequired: true, error: 'Login required.' });
      await server.login();
      const [others] = await server.query<{ public_id: string }>(
        "SELECT public_id FROM sessions WHERE account_id <> 'second-owner' LIMIT 1",
      );
      for (const id of [bId, others!.public_id, 'not-a-session']) {
        const missing = await a.client.call('DELETE', path(id), { headers: a.headers });
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ error: 'No such session.' });
      }
      const stillThere = await server.query('SELECT 1 FROM sessions WHERE public_id = $1', [
        others!.public_id,
      ]);
      expect(stillThere).toHaveLength(1);
      const noCrumb = await a.client.call('DELETE', path(cId), {
        headers: a.headers,
        crumb: false,
      });
      expect(noCrumb.body).toMatchObject({ crumbFail: true });

      // The password: rules first (400), then the current password (401, nothing changes).
      const change = (json: Record<string, unknown>, headers: Record<string, string> = a.headers) =>
        a.client.call('PUT', '/api/site-users/account/password', { json, headers });
      const refused: [Record<string, unknown>, number, unknown][] = [
        [
          { currentPassword: password, newPassword: 'eleven char' },
          400,
          { error: 'The new password must be at least 12 characters long.' },
        ],
        [
          { currentPassword: password, newPassword: password },
          400,
          { error: 'The new password must differ from the current one.' },
        ],
        [{ currentPassword: password }, 400, { error: 'Field "newPassword" is required.' }],
        [
          { currentPassword: password, newPassword: 'second password 2', role: 'x' },
          400,
          { error: 'Unknown field: "role".' },
        ],
        [
          { currentPassword: 'wrong password', newPassword: 'second password 2' },
          401,
          { error: 'The current password is incorrect.' },
        ],
      ];
      for (const [json, status, body] of refused) {
        const answer = await change(json);
        expect([answer.status, answer.body]).toEqual([status, body]);
      }
      const noXsrf = await change({ currentPassword: password, newPassword: 'x'.repeat(12) }, {});
      expect(noXsrf.status).toBe(403);
      expect((await sessionsOf(c)).status).toBe(200);

      const changed = await change({ currentPassword: password, newPassword: 'second password 2' });
      expect(changed.body).toEqual({ success: true, endedSessions: 1 });
      expect(changed.headers.get('cache-control')).toBe('no-store');
      expect((await sessionsOf(c)).status).toBe(401);
      const left = (await sessionsOf(a)).body as { sessions: Summary[] };
      expect(left.sessions.map((session) => [session.id, session.current])).toEqual([
        [sessions[2]!.id, true],
      ]);
      const [stored] = await server.query<{ password_hash: string }>(
        "SELECT password_hash FROM accounts WHERE id = 'second-owner'",
      );
      // Hashed with the parameters in use (the suite's cheaper ones, see
      // tests/support/fast-password-hashes.ts; production's are tested in accounts.test.ts).
      expect(needsRehash(stored!.password_hash)).toBe(false);
      expect(await verifyPassword('second password 2', stored!.password_hash)).toBe(true);
      expect((await loginAs(false)).answer.status).toBe(401);
      expect((await loginAs(false, 'second password 2')).answer.status).toBe(200);

      // Ending the current session is a logout: the cookie goes too.
      const own = await a.client.call('DELETE', path(sessions[2]!.id), { headers: a.headers });
      expect(own.body).toEqual({ success: true, current: true });
      expect(own.headers.getSetCookie().some((line) => /^tessera-session=;/.test(line))).toBe(true);
      expect(a.client.cookies.has('tessera-session')).toBe(false);
    });

    it('edits the header and footer and the languages as the owner', async () => {
      const anonymous = await freshVisitor(server);
      const before = await anonymous.call('GET', '/api/site-header-footer');
      expect(before.body).toEqual({ header: '', footer: '' });
      const { client, xsrfToken } = await login(false);
      const headers = { 'X-XSRF-Token': xsrfToken };
      const put = await client.call('PUT', '/api/site-header-footer', {
        json: { header: '<nav>Hi</nav>', footer: '<p>© 2026</p>' },
        headers,
      });
      expect(put.status).toBe(200);
      const after = await anonymous.call('GET', '/api/site-header-footer');
      expect(after.body).toEqual({ header: '<nav>Hi</nav>', footer: '<p>© 2026</p>' });
      const tooLong = await client.call('PUT', '/api/site-header-footer', {
        json: { header: 'x'.repeat(40_000) },
        headers,
      });
      expect(tooLong.status).toBe(400);
      const wrongType = await client.call('PUT', '/api/site-header-footer', {
        json: { header: 42n.toString().length > 0 ? { html: 1 } : '' },
        headers,
      });
      expect(wrongType.status).toBe(400);

      const settings = await anonymous.call('GET', '/api/multilingual/settings');
      expect(settings.body).toEqual({
        enabled: false,
        defaultLanguage: 'en-US',
        languages: ['en-US'],
      });
      const languages = await client.call('PUT', '/api/multilingual/languages', {
        json: { languages: ['en-US', 'fr-FR'] },
        headers,
      });
      expect(languages.body).toEqual({ success: true, languages: ['en-US', 'fr-FR'] });
      const status = await anonymous.call('GET', '/api/multilingual/status', {
        headers: { 'accept-language': 'fr-CA,fr;q=0.8' },
      });
      expect(status.body).toMatchObject({ enabled: true, currentLanguage: 'fr-FR' });
      for (const bad of [[], ['EN'], ['en', 'en'], 'en-US,<x>', Array(21).fill('en')]) {
        const answer = await client.call('PUT', '/api/multilingual/languages', {
          json: { languages: bad },
          headers,
        });
        expect(answer.status).toBe(400);
      }
      const form = await client.call('PUT', '/api/multilingual/languages', {
        form: { languages: 'en-US, de' },
        headers,
      });
      expect(form.body).toEqual({ success: true, languages: ['en-US', 'de'] });
      const noOwner = await anonymous.call('PUT', '/api/multilingual/languages', {
        json: { languages: ['en'] },
      });
      expect(noOwner.status).toBe(401);
    });
  });

  describe.skipIf(!run)('events, census, tracking and performance', () => {
    it('stores error reports sent with the X-CSRF-Token header', async () => {
      const client = await freshVisitor(server);
      const report = (message: string) => ({
        event: 'javascript-error',
        timestamp: 1_763_000_000_000,
        data: { url: '/x', message, stack: 's'.repeat(6000), line: 3, column: 4 },
      });
      const answer = await client.call('POST', '/api/events/RecordJavascriptErrors', {
        crumb: false,
        headers: { 'X-CSRF-Token': client.cookies.get('crumb')! },
        json: [report('first'), report('<img src=x onerror=alert(1)>')],
      });
      expect(answer.body).toEqual({ success: true, recorded: 2 });
      const rows = await server.query<{ message: string; stack: string }>(
        "SELECT message, stack FROM javascript_errors WHERE message IN ('first', '<img src=x onerror=alert(1)>')",
      );
      expect(rows).toHaveLength(2);
      expect(rows[0]!.stack).toHaveLength(5000);
      const tooMany = await client.call('POST', '/api/events/RecordJavascriptErrors', {
        json: Array.from({ length: 21 }, () => ({ event: 'e', data: { message: 'x' } })),
      });
      expect(tooMany.status).toBe(400);
      const malformed = await client.call('POST', '/api/events/RecordJavascriptErrors', {
        json: [{ event: 1, data: 'x' }],
      });
      expect(malformed.status).toBe(400);
      // Times after year 9999 cannot be stored: the contract caps them (openapi.yaml).
      const farFuture = await client.call('POST', '/api/events/RecordJavascriptErrors', {
        json: [{ event: 'e', data: {}, timestamp: 1e300 }],
      });
      expect(farFuture.body).toEqual({
        error: 'Field "[0].timestamp" must be at most 253402300799999.',
      });
    });

    it('takes at most 200 entries a batch call (Trace): 200 pass, 201 are refused with the count', async () => {
      const client = await freshVisitor(server);
      const events = (count: number) =>
        JSON.stringify(Array.from({ length: count }, () => ({ pageUrl: '/', type: 'slide' })));
      const full = await client.call('POST', '/api/events/Trace', {
        form: { data: events(200) },
      });
      expect(full.status).toBe(200);
      const over = await client.call('POST', '/api/events/Trace', {
        form: { data: events(201) },
      });
      expect(over.status).toBe(400);
      expect(over.body).toEqual({ error: 'Field "data" has more than 200 entries (got 201).' });
    });

    it('stores RecordEvent, Trace and census calls', async () => {
      const client = await freshVisitor(server);
      const calls: [string, Record<string, string>][] = [
        [
          '/api/events/RecordEvent',
          { event: 'newsletter-subscribe', data: '{"formId":"newsletter"}' },
        ],
        [
          '/api/events/Trace',
          {
            data: JSON.stringify([{ pageUrl: '/gallery.html', type: 'slide', data: { index: 2 } }]),
          },
        ],
        ['/api/census/RecordHit', { event: '1', data: '{"url":"/"}', ss_cvr: 'v1|1|1|1|1' }],
        [
          '/api/census/button-click',
          {
            id: 'b1',
            buttonText: 'Buy',
            clickthroughUrl: '/store.html',
            newWindow: 'false',
            pagePath: '/',
          },
        ],
        [
          '/api/census/button-render',
          { id: 'b1', buttonText: 'Buy', alignment: 'center', size: 'medium' },
        ],
        [
          '/api/census/form-render',
          { formId: 'contact', visitorCookie: 'v1|1|1|1|1', pagePath: '/contact.html' },
        ],
        [
          '/api/census/overlay',
          { event: 'show', visitorCookie: 'v1|1|1|1|1', overlayId: 'newsletter' },
        ],
      ];
      for (const [path, form] of calls) {
        const answer = await client.call('POST', path, { form });
        expect(answer.status, path).toBe(200);
      }
      const sources = await server.query<{ source: string }>(
        'SELECT DISTINCT source FROM analytics_events ORDER BY source',
      );
      expect(sources.map((row) => row.source)).toEqual(
        expect.arrayContaining([
          'RecordEvent',
          'Trace',
          'census/RecordHit',
          'census/button-click',
          'census/button-render',
          'census/form-render',
          'census/overlay',
        ]),
      );
      const json = await client.call('POST', '/api/census/button-click', {
        json: { id: 'b2', newWindow: true },
      });
      expect(json.status).toBe(200);
      for (const [path, form] of [
        ['/api/events/RecordEvent', { event: 'x', extra: '1' }],
        ['/api/events/RecordEvent', { data: '{}' }],
        ['/api/events/RecordEvent', { event: 'x', data: '{bad' }],
        ['/api/events/Trace', { data: '{"not":"a list"}' }],
        ['/api/census/button-click', { id: 'b', hacker: '1' }],
        ['/api/census/overlay', { 'bad name': '1' }],
      ] as const) {
        const answer = await client.call('POST', path, { form });
        expect(answer.status, `${path} ${JSON.stringify(form)}`).toBe(400);
      }
      // Overlay events keep any plain field name, at most 32 of them (002 §7 shows no fields).
      const tooMany = Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`f${i}`, '1']));
      for (const form of [{ 'bad name': '1' }, tooMany]) {
        const answer = await client.call('POST', '/api/census/overlay', { form });
        expect(answer.body).toEqual({
          error: 'Overlay events take at most 32 fields with plain names.',
        });
      }
    });

    it('stores quick views and events-service events, and answers places lookups', async () => {
      const client = await freshVisitor(server);
      const quick = await client.call(
        'POST',
        '/api/census/RecordQuickView/64a1f0c2b3d4e5f6a7b8c9d1',
        {
          form: { visitorCookie: 'q|1|1|1|1', pagePath: '/store.html' },
        },
      );
      expect(quick.body).toEqual({ success: true });
      const badId = await client.call('POST', '/api/census/RecordQuickView/%3Cscript%3E', {
        form: {},
        contract: false,
      });
      expect(badId.status).toBe(400);
      const event = await client.call('POST', '/api/v1/events', {
        json: {
          analyticsId: 'a1',
          commonData: { pagePath: '/' },
          customData: { product: 'mug' },
          customSchemaName: 'add_to_cart',
        },
      });
      expect(event.status).toBe(202);
      const rows = await server.query<{ source: string; name: string }>(
        "SELECT source, name FROM analytics_events WHERE source IN ('census/RecordQuickView', 'v1/events') ORDER BY source",
      );
      expect(rows).toEqual([
        { source: 'census/RecordQuickView', name: '64a1f0c2b3d4e5f6a7b8c9d1' },
        { source: 'v1/events', name: 'add_to_cart' },
      ]);
      const badEvent = await client.call('POST', '/api/v1/events', { json: { commonData: [1] } });
      expect(badEvent.status).toBe(400);
      const places = await client.call('GET', '/api/google-maps/places/autocomplete', {
        query: { input: '12 Quay', productPage: 'true' },
      });
      expect(places.body).toEqual({ predictions: [], status: 'ZERO_RESULTS' });
      const details = await client.call('GET', '/api/google-maps/places/details', {
        query: { placeId: 'x' },
      });
      expect(details.status).toBe(404);
      const noInput = await client.call('GET', '/api/google-maps/places/autocomplete', {});
      expect(noInput.status).toBe(400);
    });

    it('stores consent records and refuses bad ones', async () => {
      const client = await freshVisitor(server);
      const answer = await client.call('POST', '/api/consent/record', {
        form: {
          decision: 'accepted',
          bannerVersion: '2',
          source: 'banner',
          visitorCookie: 'v|1|1|1|1',
        },
      });
      expect(answer.body).toEqual({ success: true });
      const rows = await server.query(
        "SELECT decision, banner_version, source FROM consent_records WHERE visitor = 'v|1|1|1|1'",
      );
      expect(rows).toEqual([{ decision: 'accepted', banner_version: 2, source: 'banner' }]);
      // Issue 20: the purposes a choice grants, and the banner version, are kept with it.
      const partial = await client.call('POST', '/api/consent/record', {
        form: {
          decision: 'declined',
          bannerVersion: '2',
          source: 'banner',
          visitorCookie: 'p|1|1|1|1',
          purposes: 'necessary,analytics,maps,analytics',
        },
      });
      expect(partial.body).toEqual({ success: true });
      const kept = await server.query(
        "SELECT decision, banner_version, purposes FROM consent_records WHERE visitor IN ('v|1|1|1|1', 'p|1|1|1|1') ORDER BY id",
      );
      expect(kept).toEqual([
        { decision: 'accepted', banner_version: 2, purposes: null },
        { decision: 'declined', banner_version: 2, purposes: 'necessary,analytics,maps' },
      ]);
      const badRecords: Record<string, string>[] = [
        { decision: 'declined', bannerVersion: '2', purposes: 'analytics,' },
        { decision: 'declined', bannerVersion: '2', purposes: 'ana lytics' },
        { decision: 'declined', bannerVersion: '2', purposes: Array(33).fill('a').join(',') },
        { decision: 'maybe', bannerVersion: '2' },
        { decision: 'declined', bannerVersion: 'two' },
        { decision: 'declined', bannerVersion: '2', source: 'robot' },
        { decision: 'declined', bannerVersion: '2', extra: 'x' },
      ];
      for (const form of badRecords) {
        const bad = await client.call('POST', '/api/consent/record', { form });
        expect(bad.status, JSON.stringify(form)).toBe(400);
      }
    });

    it('answers the Track beacon with a GIF without a crumb and stores its query', async () => {
      const client = createClient(server.url);
      const answer = await client.call('GET', '/api/track/Track', {
        query: {
          landing: '/store.html',
          refer: 'https://example.org/',
          lang: 'en-US',
          campaign: "'; DROP TABLE x; --",
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/gif');
      const [row] = await server.query<{ payload: Record<string, string> }>(
        "SELECT payload FROM analytics_events WHERE source = 'track/Track' AND name = '/store.html'",
      );
      expect(row!.payload.campaign).toBe("'; DROP TABLE x; --");
      const unknown = await client.call('GET', '/api/track/Track', {
        query: { landing: '/', evil: '1' },
      });
      expect(unknown.status).toBe(400);
    });

    it('takes performance records by beacon (text/plain, no crumb) and answers settings with a pageLoadId', async () => {
      const client = createClient(server.url);
      const settings = await client.call('GET', '/api/1/performance/settings');
      const { pageLoadId } = settings.body as { pageLoadId: string };
      const answer = await client.call('POST', '/api/1/performance/records', {
        crumb: false,
        raw: {
          type: 'text/plain;charset=UTF-8',
          body: JSON.stringify([
            {
              app: 'site',
              event: 'lcp',
              data: { value: 1234 },
              pageLoadId,
              timestamp: 1_763_000_000_000,
            },
          ]),
        },
      });
      expect(answer.body).toEqual({ success: true, recorded: 1 });
      const rows = await server.query(
        'SELECT event FROM performance_records WHERE page_load_id = $1',
        [pageLoadId],
      );
      expect(rows).toEqual([{ event: 'lcp' }]);
      const bad = await client.call('POST', '/api/1/performance/records', {
        crumb: false,
        raw: { type: 'text/plain', body: '[{"app":' },
      });
      expect(bad.status).toBe(400);
      const notList = await client.call('POST', '/api/1/performance/records', {
        crumb: false,
        json: { records: 5 },
      });
      expect(notList.status).toBe(400);
    });
  });

  describe.skipIf(!run)('site calls and pages', () => {
    it('renders the summary block of a collection, escaped', async () => {
      const client = await freshVisitor(server);
      const answer = await client.call('POST', '/api/widget/GetWidgetRendering', {
        form: {
          widgetJSON: JSON.stringify({ type: 'summary', id: 'w1', value: {} }),
          collectionId: '60b1c2d3e4f5a6b7c8d9e0f2',
        },
      });
      expect(answer.status).toBe(200);
      const { html } = answer.body as { html: string };
      expect(html).toContain('Stoneware mug');
      expect(html).toContain('<ul class="summary-list"');
      const unknown = await client.call('POST', '/api/widget/GetWidgetRendering', {
        form: { widgetJSON: '{"type":"summary"}', collectionId: 'nope' },
      });
      expect(unknown.status).toBe(404);
      for (const widgetJSON of ['{bad', '[]', '{"type":"gallery"}']) {
        const bad = await client.call('POST', '/api/widget/GetWidgetRendering', {
          form: { widgetJSON },
        });
        expect(bad.status).toBe(400);
      }
    });

    it('serves every page with its page context, and 404s for unknown paths, private files and traversal', async () => {
      const client = createClient(server.url);
      for (const [path, pageType] of [
        ['/', 2],
        ['/store.html', 1],
        ['/gallery', 1],
        ['/contact.html', 2],
      ] as const) {
        const page = await client.visit(path);
        expect(page.status, path).toBe(200);
        const json =
          /<script type="application\/json" id="tessera-context">(.*?)<\/script>\n<\/head>/s.exec(
            page.text,
          )?.[1];
        const context = JSON.parse(json!);
        expect(context.pageType).toBe(pageType);
        expect(context.cookieSettings.isCookieBannerEnabled).toBe(true);
        expect(context.websiteSettings.popupOverlaySettings.version).toBe(1);
        expect(Object.keys(context.forms)).toEqual(['contact', 'newsletter']);
        expect(context.currency).toBe('EUR');
        expect(context.authenticatedAccount).toBeNull();
      }
      const css = await client.visit('/site.css');
      expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
      const svg = await client.visit('/images/logo.svg');
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      for (const path of [
        '/nope.html',
        '/site.json',
        '/README.md',
        '/..%2f..%2fpackage.json',
        '/images/../../../package.json',
        '/%00',
        '/%E0%A4%A',
      ]) {
        const answer = await client.visit(path);
        expect(answer.status, path).toBe(404);
      }
      const api404 = await client.call('GET', '/api/nope', { contract: false });
      expect(api404.status).toBe(404);
      expect(api404.body).toEqual({ error: 'Not found.' });
    });
  });

  it.skipIf(!run || name !== 'postgres')(
    'lets several server processes share one Postgres: a key from one is used once across all',
    async () => {
      const second = await startServer({
        databaseUrl: server.databaseUrl,
        siteDir,
        port: 0,
        poolSize: 2,
        // The rate counts are shared on Postgres: every test client is 127.0.0.1.
        rateLimit: { addressMax: 1_000_000 },
      });
      try {
        const client = await freshVisitor(server);
        const key = await keyFor(client);
        const form = {
          key,
          formId: 'newsletter',
          form: JSON.stringify({ email: 'n@example.com' }),
        };
        const crumb = client.cookies.get('crumb')!;
        // The key the first process issued, used on the second…
        const viaSecond = await fetch(`${second.url}/api/form/SaveFormSubmission?crumb=${crumb}`, {
          method: 'POST',
          headers: {
            cookie: `crumb=${crumb}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams(form),
        });
        expect(viaSecond.status).toBe(200);
        const { submissionId } = (await viaSecond.json()) as { submissionId: string };
        // …and again on the first: the same answer, nothing new stored.
        const again = await client.call('POST', '/api/form/SaveFormSubmission', { form });
        expect(again.body).toEqual({ success: true, submissionId });
        const rows = await server.query('SELECT id FROM form_submissions WHERE form_key = $1', [
          key,
        ]);
        expect(rows).toEqual([{ id: submissionId }]);
      } finally {
        await second.close();
      }
    },
    30_000,
  );

  it.skipIf(!run)('takes a form the browser posts itself (no script): an HTML page', async () => {
    const answer = await createClient(server.url).call('POST', HTML_FORM_SUBMISSION_PATH, {
      form: { email: 'native@example.com' },
      query: { formId: 'newsletter' },
      headers: { 'sec-fetch-site': 'same-origin' },
      crumb: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(answer.text).toContain('Thank you! Your first letter is on its way.');
    const rows = await server.query(
      "SELECT fields FROM form_submissions WHERE form_id = 'newsletter' AND fields->>'email' = $1",
      ['native@example.com'],
    );
    expect(rows).toEqual([{ fields: { email: 'native@example.com' } }]);
  });

  describe.skipIf(!run)('storefront', () => {
    it('serves every commerce call: cart, coupons, shipping, products, checkout, orders', async () => {
      const client = await freshVisitor(server);
      const ok = async (method: string, path: string, json?: unknown) => {
        const answer = await client.call(method, path, json === undefined ? {} : { json });
        expect([method, path, answer.status]).toEqual([method, path, 200]);
        return answer.body as Record<string, unknown>;
      };
      await ok('GET', '/api/commerce/cart');
      expect(((await ok('GET', '/api/commerce/products')).products as unknown[]).length).toBe(8);
      await ok('GET', '/api/commerce/products/art-print');
      const added = await ok('POST', '/api/commerce/cart/entries', {
        productId: 'art-print',
        sku: 'art-print-a4',
        quantity: 2,
      });
      const id = (added.entries as { id: string }[])[0]!.id;
      await ok('PATCH', `/api/commerce/cart/entries/${id}`, { quantity: 3 });
      await ok('POST', '/api/commerce/cart/entries', { productId: 'photo-ebook', quantity: 1 });
      const ebook = (await ok('GET', '/api/commerce/cart')).entries as { id: string }[];
      await ok('DELETE', `/api/commerce/cart/entries/${ebook[1]!.id}`);
      await ok('POST', '/api/commerce/cart/coupons', { code: 'TOTE5' });
      await ok('DELETE', '/api/commerce/cart/coupons/TOTE5');
      const cart = await ok('PUT', '/api/commerce/cart/shipping', {
        shippingOptionId: 'express',
        location: { country: 'NL', postalCode: '1015 CJ' },
      });
      // 3 × 25.00 + 12.00 express = 87.00, VAT 21 % included: 8700 × 21 / 121 = 1509.9.
      expect([
        cart.subtotalCents,
        cart.shippingCostCents,
        cart.taxCents,
        cart.grandTotalCents,
      ]).toEqual([7500, 1200, 1510, 8700]);
      const order = await ok('POST', '/api/commerce/checkout', {
        cartToken: client.cookies.get('ss_cart'),
        idempotencyKey: 'contract-order-1',
        email: 'ada@example.com',
        shippingAddress: {
          name: 'Ada',
          line1: 'Keizersgracht 1',
          city: 'Amsterdam',
          postalCode: '1015 CJ',
          country: 'NL',
        },
        payment: { card: '4242 4242 4242 4242' },
      });
      // The buyer's browser makes the order's email a member account (commerce-order-account).
      const account = await client.call('POST', `/api/commerce/orders/${order.orderId}/account`, {
        json: { password: 'a long enough password' },
      });
      expect([account.status, (account.body as { email: string }).email]).toEqual([
        201,
        'ada@example.com',
      ]);
      const { cookie, xsrfToken } = await server.login();
      const owner = createClient(server.url);
      for (const pair of cookie.split('; ')) {
        owner.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      const headers = { 'X-XSRF-Token': xsrfToken };
      const list = await owner.call('GET', '/api/commerce/orders', { headers });
      expect((list.body as { orders: { id: string }[] }).orders.map((o) => o.id)).toEqual([
        order.orderId,
      ]);
      const csv = await owner.call('GET', '/api/commerce/orders.csv', { headers });
      expect(csv.status).toBe(200);
      const one = await owner.call('GET', `/api/commerce/orders/${order.orderId}`, { headers });
      expect([one.status, (one.body as { status: string }).status]).toEqual([200, 'paid']);
      const shipped = await owner.call('PATCH', `/api/commerce/orders/${order.orderId}`, {
        headers,
        json: { status: 'fulfilled' },
      });
      expect([shipped.status, (shipped.body as { status: string }).status]).toEqual([
        200,
        'fulfilled',
      ]);
    });
  });

  it.skipIf(!run)('exercised every call of the OpenAPI document', () => {
    const paths = new Set(
      [...checkedAnswers].map((answer) => answer.split(' ').slice(0, 2).join(' ')),
    );
    for (const [path, operations] of Object.entries(openapi.paths)) {
      for (const method of Object.keys(operations)) {
        expect(paths.has(`${method.toUpperCase()} ${path}`), `${method} ${path}`).toBe(true);
      }
    }
  });
});
