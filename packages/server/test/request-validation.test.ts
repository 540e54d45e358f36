/**
 * Requests are checked against docs/http-contract/openapi.yaml before their route runs
 * (src/request-validation.ts): each rule with the input it refuses, the message naming the field,
 * and input of the other kinds that passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/server';
import { jsonNestedTooDeep, MAX_JSON_DEPTH } from '../src/read-body';
import { type Client, createClient } from './support/client';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonNestedTooDeep', () => {
  it('counts lists and objects, not brackets inside strings', () => {
    expect(MAX_JSON_DEPTH).toBe(64);
    expect(jsonNestedTooDeep(nested(64))).toBe(false);
    expect(jsonNestedTooDeep(nested(65))).toBe(true);
    expect(jsonNestedTooDeep(`${'{"a":'.repeat(65)}1${'}'.repeat(65)}`)).toBe(true);
    expect(jsonNestedTooDeep(`["${'['.repeat(100)}"]`)).toBe(false);
    expect(jsonNestedTooDeep(`["\\"${'['.repeat(100)}"]`)).toBe(false);
    expect(jsonNestedTooDeep(`[${'[],'.repeat(1000)}[]]`)).toBe(false);
    expect(jsonNestedTooDeep('[[[', 2)).toBe(true);
    expect(jsonNestedTooDeep('[[', 2)).toBe(false);
  });
});

describe('requests checked against openapi.yaml', () => {
  let server: TestServer;
  let client: Client;
  let owner: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ rateLimit: { max: 0 } });
    client = createClient(server.url);
    await client.visit();
    const login = await server.login();
    client.cookies.set('tessera-session', /tessera-session=([^;]+)/.exec(login.cookie)![1]!);
    owner = { 'X-XSRF-Token': login.xsrfToken };
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const list = (query: Record<string, string>) =>
    client.call('GET', '/api/form/submissions', {
      query: { formId: 'contact', ...query },
      headers: owner,
    });

  it('reads a query integer only when written as a whole number, and checks its range', async () => {
    for (const limit of ['1.0', '01', ' 5', '5x', '', '1e2', '0x10']) {
      expect((await list({ limit })).body, limit).toEqual({
        error: 'Query "limit" must be a whole number.',
      });
    }
    expect((await list({ limit: '0' })).body).toEqual({
      error: 'Query "limit" must be at least 1.',
    });
    expect((await list({ limit: '201' })).body).toEqual({
      error: 'Query "limit" must be at most 200.',
    });
    expect((await list({ limit: '200' })).status).toBe(200);
    expect((await list({ limit: '1' })).status).toBe(200);
  });

  it('refuses a query parameter given twice, and a missing required one', async () => {
    const twice = await client.call(
      'GET',
      '/api/form/submissions?formId=contact&formId=newsletter',
      {
        headers: owner,
      },
    );
    expect(twice.body).toEqual({ error: 'Query "formId" is given more than once.' });
    const missing = await client.call('GET', '/api/form/submissions', { headers: owner });
    expect(missing.body).toEqual({ error: 'Query "formId" is required.' });
  });

  it('names the field of a JSON body whose value has the wrong type: no coercion', async () => {
    const login = (json: unknown) =>
      client.call('POST', '/api/site-users/account/session', { json });
    expect((await login({ email: 5, password: 'x' })).body).toEqual({
      error: 'Field "email" must be a string.',
    });
    expect((await login({ email: 'a@b.co' })).body).toEqual({
      error: 'Field "password" is required.',
    });
    expect((await login({ email: 'a@b.co', password: 'x', admin: true })).body).toEqual({
      error: 'Unknown field: "admin".',
    });
    expect((await login({ email: 'a@b.co', password: 'x', rememberMe: 'true' })).status).toBe(401);
    expect((await login([1])).body).toEqual({ error: 'The request body must be an object.' });
  });

  it('answers 415 naming the types a call takes for one it does not list', async () => {
    const json = await client.call('POST', '/api/events/RecordEvent', { json: { event: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body).toEqual({
      error:
        'Unsupported content type "application/json": this call takes application/x-www-form-urlencoded.',
    });
    const form = await client.call('POST', '/api/events/RecordEvent', { form: { event: 'x' } });
    expect(form.body).toEqual({ success: true });
  });

  it('refuses JSON nested more than 64 levels, in a body or in a form field holding JSON', async () => {
    for (const depth of [65, 4000, 100_000 / 2 - 1]) {
      const body = await client.call('POST', '/api/1/performance/records', {
        raw: { body: nested(depth), type: 'text/plain' },
      });
      expect([depth, body.status, body.body]).toEqual([
        depth,
        depth > 32_000 ? 413 : 400,
        depth > 32_000
          ? { error: 'The request body is larger than the limit of 65536 bytes.' }
          : { error: 'The request body is nested more than 64 levels deep.' },
      ]);
      const field = await client.call('POST', '/api/events/RecordEvent', {
        form: { event: 'x', data: nested(Math.min(depth, 5000)) },
      });
      expect(field.body).toEqual({ error: 'Field "data" is nested more than 64 levels deep.' });
    }
    const fine = await client.call('POST', '/api/events/RecordEvent', {
      form: { event: 'x', data: `{"a":${nested(60)}}` },
    });
    expect(fine.body).toEqual({ success: true });
  });

  it('checks JSON text in a form field against its contentSchema', async () => {
    const trace = (events: unknown) =>
      client.call('POST', '/api/events/Trace', { form: { data: JSON.stringify(events) } });
    expect((await trace([{ pageUrl: '/' }])).body).toEqual({
      error: 'Field "data[0].type" is required.',
    });
    expect((await trace([{ type: 'slide', extra: 1 }])).body).toEqual({
      error: 'Unknown field: "data[0].extra".',
    });
    expect((await trace({ type: 'slide' })).body).toEqual({
      error: 'Field "data" must be a list.',
    });
    expect((await trace([{ type: 'slide', data: { index: 2 } }])).body).toEqual({
      success: true,
      recorded: 1,
    });
  });

  it('reads a Trace batch from the form field data (spec 001 §7), not the old field events', async () => {
    const batch = JSON.stringify([{ pageUrl: '/gallery.html', type: 'slide', data: { index: 2 } }]);
    const trace = (form: Record<string, string>) =>
      client.call('POST', '/api/events/Trace', { form });
    expect(await trace({ events: batch })).toMatchObject({
      status: 400,
      body: { error: 'Field "data" is required.' },
    });
    expect(await trace({ data: batch, events: batch })).toMatchObject({
      status: 400,
      body: { error: 'Unknown field: "events".' },
    });
    expect(await trace({ data: batch })).toMatchObject({
      status: 200,
      body: { success: true, recorded: 1 },
    });
    expect(await trace({ data: '[]' })).toMatchObject({
      status: 200,
      body: { success: true, recorded: 0 },
    });
    const json = await client.call('POST', '/api/events/Trace', { json: JSON.parse(batch) });
    expect(json.body).toEqual({ success: true, recorded: 1 });
  });

  it('refuses times after year 9999 and before 1970, naming the entry', async () => {
    const records = (timestamp: number) =>
      client.call('POST', '/api/1/performance/records', {
        json: [
          { event: 'lcp', timestamp: 1_763_000_000_000 },
          { event: 'lcp', timestamp },
        ],
      });
    expect((await records(253_402_300_800_000)).body).toEqual({
      error: 'Field "[1].timestamp" must be at most 253402300799999.',
    });
    expect((await records(-1)).body).toEqual({
      error: 'Field "[1].timestamp" must be at least 0.',
    });
    expect((await records(253_402_300_799_999)).body).toEqual({ success: true, recorded: 2 });
  });

  it('checks path parameters, percent-decoded', async () => {
    const view = (id: string) =>
      client.call('POST', `/api/census/RecordQuickView/${id}`, { form: {} });
    expect((await view('x%20y')).body).toEqual({
      error: 'Path parameter "id" must match ^[A-Za-z0-9_-]{1,64}$.',
    });
    expect((await view('%ED%A0%80')).body).toEqual({
      error: 'The path is not valid percent-encoded text.',
    });
    expect((await view('product-7')).body).toEqual({ success: true });
  });

  it('answers 405 with Allow before the crumb check, HEAD allowed where GET is', async () => {
    const answer = await fetch(`${server.url}/api/site-header-footer`, { method: 'POST' });
    expect([answer.status, answer.headers.get('allow')]).toEqual([405, 'GET, PUT, HEAD']);
    expect(await answer.json()).toEqual({
      error: 'Method POST is not allowed here: use GET, PUT, HEAD.',
    });
    const head = await fetch(`${server.url}/api/site-header-footer`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});
