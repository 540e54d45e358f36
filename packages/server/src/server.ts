import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { getCurrency } from '@tessera/commerce';
import { PageType } from '@tessera/runtime';
import type { Hono } from 'hono';
import { type AbuseLimitOptions, createAbuseLimits } from './abuse-limits';
import { type SeededOwner, seedOwner } from './accounts';
import { createApp } from './app';
import type { CaptchaVerifier } from './captcha';
import { loadCatalogue } from './commerce/catalogue';
import { parseOrderConfirmedTemplate } from './commerce/order-confirmed-template';
import { createTestPaymentProvider, type PaymentProvider } from './commerce/payment-provider';
import { defaultConsoleDir } from './console-files';
import type { Database } from './database/database';
import { type DatabaseOptions, openDatabase } from './database/open-database';
import { createEventWriter } from './event-writer';
import { createFormKeys } from './form-keys';
import { type ConnectionLimits, connectionLimits, listen } from './listen';
import { migrate } from './migrate';
import { createRenderStamps } from './render-stamps';
import { checkConsoleOrigin } from './security-headers';
import type { OrderConfirmedPage, ServerContext } from './server-context';
import { loadServerSecret } from './server-secret';
import { loadSiteConfig, type SiteConfig } from './site-config';
import { readPages } from './static-files';
import { createSubmissionWriter, type SubmissionWriterOptions } from './submission-writer';

export interface ServerOptions extends DatabaseOptions, AbuseLimitOptions {
  /** The site's folder: HTML pages, assets and site.json. Without it only /api/ is served. */
  siteDir?: string;
  /** The site's configuration; default `<siteDir>/site.json`. */
  site?: SiteConfig;
  /** The built script's folder, served at /tessera/ (the repository's dist/). */
  scriptDir?: string;
  /**
   * The owner console's build folder (packages/console/dist), served at /config/. Default: the
   * `@tessera/console` package's dist/ when installed; null serves the placeholder console.
   */
  consoleDir?: string | null;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 3000; 0 picks a free port. */
  port?: number;
  captcha?: CaptchaVerifier;
  /** Charges the store's checkouts. Default the test provider (README "Payments"). */
  paymentProvider?: PaymentProvider;
  /** Signs form keys; default a secret kept in the database. */
  secret?: string;
  /** The seeded owner account. Default owner@example.com with a generated password. */
  ownerEmail?: string;
  ownerPassword?: string;
  /** Read client addresses from X-Forwarded-For. Default false. */
  trustProxy?: boolean;
  /** The owner's console origin allowed to frame the site; overrides site.json `consoleOrigin`. */
  consoleOrigin?: string;
  /** Tuning of the group-commit writer (statements in flight, batch sizes). */
  writer?: SubmissionWriterOptions;
  /** Skip migrations and seeding (done by a primary process already). Default false. */
  skipSetup?: boolean;
  /** Time-outs and caps on the Node server's connections (defaults in ConnectionLimits). */
  connections?: ConnectionLimits;
  /**
   * The demo site's extras (`npm start` sets it): POST /commerce/demo-order, which places a paid
   * test order for the browser and opens its confirmed page, and the pages' `data-demo-order`
   * forms for it. Never for a real shop. Default false.
   */
  demo?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  app: Hono;
  owner?: SeededOwner;
  close(): Promise<void>;
}

function consoleDirOf(option: string | null | undefined): string | undefined {
  if (option === null) return undefined;
  return option === undefined ? defaultConsoleDir() : resolve(option);
}

/**
 * The site's order-confirmed page: the first page site.json gives type 202 whose file the site
 * has, parsed once (a page the server cannot fill stops the start, naming why); none without.
 */
function orderConfirmedPageOf(
  site: SiteConfig,
  pages: ReadonlyMap<string, string>,
): OrderConfirmedPage | undefined {
  for (const [name, definition] of Object.entries(site.pages)) {
    const source = pages.get(name);
    if (definition.pageType !== PageType.ORDER_CONFIRMED || source === undefined) continue;
    return { definition, template: parseOrderConfirmedTemplate(source, name) };
  }
  return undefined;
}

/** Opens the database, applies migrations, seeds the owner and prepares the app (no listening). */
export async function createServerApp(options: ServerOptions = {}) {
  // Checked before the database opens: a mistyped option fails at once.
  const consoleOrigin =
    options.consoleOrigin === undefined
      ? undefined
      : checkConsoleOrigin(options.consoleOrigin, 'consoleOrigin');
  const db = await openDatabase(options);
  try {
    let owner: SeededOwner | undefined;
    if (!options.skipSetup) {
      await migrate(db);
      owner = await seedOwner(db, options.ownerEmail ?? 'owner@example.com', options.ownerPassword);
    }
    const siteDir = options.siteDir ? resolve(options.siteDir) : undefined;
    const loaded =
      options.site ??
      (siteDir
        ? await loadSiteConfig(resolve(siteDir, 'site.json'))
        : (await import('./site-config')).parseSiteConfig({}));
    const site = consoleOrigin === undefined ? loaded : { ...loaded, consoleOrigin };
    getCurrency(site.currency); // an unknown store currency fails the start, naming it
    if (!options.skipSetup) await loadCatalogue(db, site.store);
    const abuse = createAbuseLimits(db, site, options);
    const secret = await loadServerSecret(db, options.secret);
    const pages = siteDir ? await readPages(siteDir) : new Map<string, string>();
    const ctx: ServerContext = {
      db,
      site,
      formKeys: createFormKeys(secret),
      renderStamps: createRenderStamps(secret),
      ...abuse.limits,
      submissions: createSubmissionWriter(db, {
        maxInFlight: db.kind === 'pglite' ? 1 : 4,
        ...options.writer,
      }),
      analyticsEvents: createEventWriter(db, { maxInFlight: db.kind === 'pglite' ? 1 : 4 }),
      captcha: options.captcha,
      payments: options.paymentProvider ?? createTestPaymentProvider(),
      trustProxy: options.trustProxy ?? false,
      consoleDir: consoleDirOf(options.consoleDir),
      demo: options.demo ?? false,
      orderConfirmedPage: orderConfirmedPageOf(site, pages),
    };
    const files = siteDir
      ? {
          root: siteDir,
          pages,
          scriptDir: options.scriptDir ? resolve(options.scriptDir) : undefined,
        }
      : undefined;
    return { app: createApp(ctx, files), ctx, db, owner, stop: abuse.stop };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Starts the server on host:port (127.0.0.1:3000 by default) and answers where it listens. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  // Checked before the database opens, so a bad setting costs no start.
  const limits = connectionLimits(options.connections);
  const { app, ctx, db, owner, stop } = await createServerApp(options);
  const host = options.host ?? '127.0.0.1';
  const server = await listen(app.fetch, { host, port: options.port ?? 3000, limits }).catch(
    async (error: unknown) => {
      stop();
      await ctx.submissions.drain();
      await ctx.analyticsEvents.drain();
      await db.close();
      throw error;
    },
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    db,
    app,
    owner,
    async close() {
      stop();
      await new Promise<void>((done) => {
        server.close(() => done());
        // Keep-alive connections would hold close() open; nothing is in flight in them.
        server.closeIdleConnections();
      });
      await ctx.submissions.drain();
      await ctx.analyticsEvents.drain();
      await db.close();
    },
  };
}
