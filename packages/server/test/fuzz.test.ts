/**
 * Bad input never crashes the server: random JSON values, random form fields and random query
 * strings sent to every call of the contract answer a 2xx or a clear 4xx with a JSON error,
 * never a 500, and the server keeps answering.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/server';
import { createClient } from './support/client';
import { openapi } from './support/contract';

// Many real HTTP round trips per test; a busy machine (CI, 2 cores) must not time them out.
vi.setConfig({ testTimeout: 60_000 });

const calls = Object.entries(openapi.paths).flatMap(([path, operations]) =>
  Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
);

describe('fuzzing every call', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: { max: 0 } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it.each(calls)('$method $path answers random input with 2xx or 4xx', async ({ method, path }) => {
    const client = createClient(server.url);
    await client.visit();
    const { xsrfToken, cookie } = await server.login();
    const session = /tessera-session=([^;]+)/.exec(cookie)![1]!;
    client.cookies.set('tessera-session', session);
    const headers = { 'X-XSRF-Token': xsrfToken };
    const body = fc.oneof(
      fc.record({ json: fc.jsonValue() }),
      fc.record({
        form: fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 50 })),
      }),
      fc.record({
        form: fc.record({
          key: fc.string(),
          formId: fc.constantFrom('contact', 'newsletter', 'nope', ''),
          form: fc.oneof(
            fc.string(),
            fc.jsonValue().map((value) => JSON.stringify(value)),
          ),
          isOverlayForm: fc.string({ maxLength: 5 }),
        }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 })),
        async (input, query) => {
          const answer = await client.call(method, path, {
            ...(method === 'GET' ? {} : input),
            query,
            headers,
            contract: false,
          });
          expect(answer.status, JSON.stringify({ input, query, body: answer.body })).toBeLessThan(
            500,
          );
          if (answer.status >= 400 && typeof answer.body === 'object') {
            expect(Object.keys(answer.body as object).length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
