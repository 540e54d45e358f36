/**
 * The runtime's wire contract and docs/http-contract/openapi.yaml name the same calls, and the
 * server serves each of them (none answers the catch-all "not found").
 */
import * as runtime from '@tessera/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/server';
import { messages } from '../src/messages';
import { createClient } from './support/client';
import { openapi } from './support/contract';

// Paths the document names with an id after them: the quick view only so, the others also bare.
const alsoWithId = new Set<string>([
  runtime.ACCOUNT_SESSIONS_PATH,
  runtime.FORM_SUBMISSIONS_PATH,
  runtime.ORDERS_PATH,
  runtime.CART_ENTRIES_PATH,
  runtime.CART_COUPONS_PATH,
  runtime.PRODUCTS_PATH,
]);
const contractPaths = Object.entries(runtime)
  .filter(([name]) => name.endsWith('_PATH'))
  .map(([, value]) => value as string)
  .flatMap((path) =>
    path === runtime.CENSUS_RECORD_QUICK_VIEW_PATH
      ? [`${path}/{id}`]
      : alsoWithId.has(path)
        ? [path, `${path}/{id}`]
        : [path],
  );

describe('wire contract paths', () => {
  it('are exactly the paths of openapi.yaml', () => {
    expect([...contractPaths].sort()).toEqual(Object.keys(openapi.paths).sort());
  });

  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('are each served (a request is never answered by the catch-all 404)', async () => {
    const client = createClient(server.url);
    await client.visit();
    const unserved: string[] = [];
    for (const [path, operations] of Object.entries(openapi.paths)) {
      for (const method of Object.keys(operations)) {
        const answer = await client.call(method.toUpperCase(), path.replace('{id}', 'p1'), {
          contract: false,
        });
        if (answer.status === 404 && answer.text === JSON.stringify({ error: messages.notFound })) {
          unserved.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(unserved).toEqual([]);
  });
});
