/**
 * A browser and a server for a test file (or a describe block): registers the beforeAll that
 * starts both and the afterAll that closes them, and answers getters and a `visit` helper.
 *
 *   const available = builtScriptHas('cookie-banner-') && hasChromium();
 *   const { server, browser, visit } = withBrowserAndServer({ enabled: available });
 *   describe.skipIf(!available)('consent', () => {
 *     it('…', async () => {
 *       const { context, page, requests } = await visit('/gallery.html', (context) =>
 *         context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: server().url }]),
 *       );
 *       expect(await server().query('SELECT …')).toEqual([…]);
 *       const other = await browser().newContext();
 *     });
 *   });
 *
 * Options: `server`, startTestServer's options (`{ database: 'postgres' }` with
 * `enabled: hasTestPostgres()`, site, rateLimit, …), or a function that makes them, maybe
 * asynchronously, when the suite starts; `chromiumArgs`, launchChromium's switches (a
 * host-resolver rule); `setUp`, runs on the started server before the tests (seed rows);
 * `enabled: false`, the hooks start nothing (the file's suites are skipped); `timeout`, the
 * beforeAll's. `withBrowserAndStaticServer({ root })` is the same with
 * tests/support/static-server.ts, for pages that need no backend.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { startTestServer, type TestServer, type TestServerOptions } from './server';
import { type StaticServer, startStaticServer } from './static-server';

interface SuiteOptions<S> {
  /** false: nothing starts (the suites that use it are skipped). Default true. */
  enabled?: boolean;
  /** More launchChromium switches, e.g. `--host-resolver-rules=MAP site.test 127.0.0.1`. */
  chromiumArgs?: string[];
  /** Runs once the server is up, before the tests: seed rows, add pages. */
  setUp?: (server: S) => Promise<void> | void;
  /** The beforeAll's timeout in ms (vitest's hookTimeout by default). */
  timeout?: number;
}

interface Visit {
  context: BrowserContext;
  page: Page;
  /** The path of every request the page made, in order. */
  requests: string[];
  /** The text of every console warning the page logged (markup and configuration warnings). */
  warnings: string[];
}

export interface BrowserSuite<S> {
  /** The suite's server; throws before the beforeAll ran. */
  server(): S;
  browser(): Browser;
  /**
   * Opens `path` of the server in a new context, after `init` (cookies, routes, init scripts),
   * recording the path of every request and the console's warnings.
   */
  visit(path: string, init?: (context: BrowserContext) => Promise<unknown>): Promise<Visit>;
}

function withBrowserAnd<S extends { url: string; close(): Promise<void> }>(
  start: () => Promise<S>,
  options: SuiteOptions<S>,
): BrowserSuite<S> {
  let server: S | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (options.enabled === false) return;
    // Both settled before either is kept, so that afterAll closes whichever did start.
    const [started, launched] = await Promise.allSettled([
      start(),
      launchChromium(options.chromiumArgs),
    ]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
    await options.setUp?.(started.value);
  }, options.timeout);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const suite: BrowserSuite<S> = {
    server() {
      if (!server) throw new Error('The suite server has not started (beforeAll)');
      return server;
    },
    browser() {
      if (!browser) throw new Error('The suite browser has not started (beforeAll)');
      return browser;
    },
    async visit(path, init) {
      const context = await suite.browser().newContext();
      await init?.(context);
      const page = await context.newPage();
      const requests: string[] = [];
      const warnings: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${suite.server().url}${path}`);
      return { context, page, requests, warnings };
    },
  };
  return suite;
}

/** The reference server (startTestServer) and Chromium; see the top of this file. */
export function withBrowserAndServer(
  options: SuiteOptions<TestServer> & {
    server?: TestServerOptions | (() => TestServerOptions | Promise<TestServerOptions>);
  } = {},
): BrowserSuite<TestServer> {
  const { server } = options;
  return withBrowserAnd(
    async () => startTestServer(typeof server === 'function' ? await server() : server),
    options,
  );
}

/** A static file server (startStaticServer, files under `root`) and Chromium. */
export function withBrowserAndStaticServer(
  options: SuiteOptions<StaticServer> & { root?: string } = {},
): BrowserSuite<StaticServer> {
  return withBrowserAnd(() => startStaticServer(options.root), options);
}
