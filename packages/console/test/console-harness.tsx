import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import type { AdminChannel, EditorEventName } from '../src/admin-channel';
import { createConsoleApi } from '../src/console-api';
import { ConsoleProvider } from '../src/console-context';
import { consoleRoutes } from '../src/console-routes';
import type { ConsoleStartData } from '../src/start-data';

afterEach(cleanup);

// The screens are lazy routes: loaded once here, so the router resolves them at once in every
// test instead of the first test of a file waiting for the module to be transformed.
await Promise.all([
  import('../src/routes/submissions-route'),
  import('../src/routes/submission-detail-route'),
  import('../src/routes/orders-route'),
  import('../src/routes/order-detail-route'),
  import('../src/routes/analytics-route'),
  import('../src/routes/consent-log-route'),
  import('../src/routes/settings-route'),
]);

export const OWNER: ConsoleStartData = {
  account: { id: 'acc-1', email: 'owner@example.com', role: 'owner' },
  canEdit: true,
  xsrfToken: 'xsrf-123',
  frameUrl: '/about.html?x=1',
  siteTitle: 'Demo site',
  websiteId: 'site-1',
};

export const VIEWER: ConsoleStartData = {
  ...OWNER,
  account: { id: 'acc-2', email: 'viewer@example.com', role: 'viewer' },
  canEdit: false,
};

/** A call the fake server received. */
export interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** What the fake server answers for 'GET /api/x' (path without query): a body, or a Response. */
export type Answer = Response | (() => Response | Promise<Response>) | 'pending';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch that answers by `METHOD /path`, records every call, and 404s what it does not know. */
export function fakeFetch(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({
      method,
      url,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    });
    const answer = answers[`${method} ${url.split('?')[0]}`];
    if (answer === 'pending') return new Promise<Response>(() => {});
    if (answer === undefined) return json({ error: 'Not found' }, 404);
    return typeof answer === 'function' ? answer() : answer.clone();
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function recordingChannel() {
  const events: { event: EditorEventName; detail?: string }[] = [];
  const channel: AdminChannel = {
    broadcast: (event, detail) => events.push(detail === undefined ? { event } : { event, detail }),
    close: () => {},
  };
  return { channel, events };
}

/** Renders the console at `path` (under /config) with the fake server's answers. */
export function renderConsole(
  path: string,
  answers: Record<string, Answer>,
  start: ConsoleStartData = OWNER,
) {
  const server = fakeFetch(answers);
  const { channel, events } = recordingChannel();
  const visited: string[] = [];
  const api = createConsoleApi({ xsrfToken: start.xsrfToken, fetch: server.fetch, document });
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  const view = render(
    <ConsoleProvider value={{ start, api, channel, navigateAway: (url) => visited.push(url) }}>
      <RouterProvider router={router} />
    </ConsoleProvider>,
  );
  return { ...view, calls: server.calls, events, visited, router };
}
