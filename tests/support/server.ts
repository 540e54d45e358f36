/**
 * The reference server for end-to-end tests: `startTestServer()` starts @tessera/server with the
 * demo site (examples/site) and the built script (dist/) on 127.0.0.1 and a free port, with a
 * fresh database per call, and answers:
 *
 *   const server = await startTestServer();            // PGlite, in memory (about 1 s to
 *                                                      // start; a folder takes about 6 s)
 *   const server = await startTestServer({ database: 'postgres' }); // a new database on
 *                                                      // TEST_DATABASE_URL's Postgres server
 *   await page.goto(`${server.url}/contact.html`);
 *   const rows = await server.query('SELECT fields FROM form_submissions WHERE form_id = $1', ['contact']);
 *   await server.login(); // { cookie, xsrfToken } of the seeded owner (or of login(account))
 *   await server.close(); // stops the server and drops its database
 *
 * Postgres tests: `if (!hasTestPostgres()) return` (or `describe.skipIf(!hasTestPostgres())`):
 * it answers false locally when TEST_DATABASE_URL is unset and throws when CI=true.
 * Tables: form_submissions, analytics_events, javascript_errors, performance_records,
 * consent_records, accounts, sessions, site_settings (packages/server/migrations).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import {
  type CaptchaVerifier,
  type Database,
  type RateLimit,
  type RunningServer,
  type ServerOptions,
  type SiteConfig,
  startServer,
} from '../../packages/server/src/index';

const repoRoot = resolve(import.meta.dirname, '../..');
export const siteDir = join(repoRoot, 'examples/site');
export const scriptDir = join(repoRoot, 'dist');
/** The console's build (npm run build); when absent the server serves its placeholder. */
const consoleDir = join(repoRoot, 'packages/console/dist');

export interface TestServerOptions {
  /** Default 'pglite'. 'postgres' needs TEST_DATABASE_URL. */
  database?: 'pglite' | 'postgres';
  /** PGlite keeps its files in a temp folder instead of memory (slower start). Default false. */
  pgliteOnDisk?: boolean;
  /** Replaces examples/site/site.json (pages and assets still come from examples/site). */
  site?: SiteConfig;
  /**
   * Serves pages and assets from this folder instead of examples/site (a built app,
   * examples/react-app/dist); give `site` too, since the folder has no site.json.
   */
  siteDir?: string;
  /**
   * Overrides the site's form rate limit (default 5 a minute per visitor). Every test client
   * comes from 127.0.0.1, so the per-address limit defaults to a million here (5 in production).
   */
  rateLimit?: Partial<RateLimit>;
  /** Overrides the analytics budgets; by default a million rows a minute (one test address). */
  analyticsLimits?: ServerOptions['analyticsLimits'];
  captcha?: CaptchaVerifier;
  /** The console's build folder; default packages/console/dist; null: the placeholder. */
  consoleDir?: string | null;
  /** Charges checkouts; default the server's test provider. */
  paymentProvider?: ServerOptions['paymentProvider'];
  /** Signs form keys and render stamps; default a secret kept in the database. */
  secret?: string;
  /** The demo's extras, as `npm start` runs them (POST /commerce/demo-order). Default false. */
  demo?: boolean;
}

export interface TestServer {
  url: string;
  /** Runs SQL on the server's database (parameterised: $1, $2, …). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  db: Database;
  /** The database's postgres:// URL (Postgres runs only), for a second server process on it. */
  databaseUrl?: string;
  ownerEmail: string;
  ownerPassword: string;
  /**
   * Logs `account` in (default the seeded owner) through the API, as a visitor's browser does:
   * the session cookie header (with the crumb) and the xsrfToken for the session's calls.
   */
  login(account?: {
    email: string;
    password: string;
  }): Promise<{ cookie: string; xsrfToken: string }>;
  close(): Promise<void>;
}

/** Whether Postgres tests can run: false locally without TEST_DATABASE_URL, a throw under CI. */
export function hasTestPostgres(): boolean {
  if (process.env.TEST_DATABASE_URL) return true;
  if (process.env.CI === 'true') {
    throw new Error('TEST_DATABASE_URL is not set: Postgres tests cannot be skipped in CI');
  }
  return false;
}

/** Creates a fresh database on the TEST_DATABASE_URL server; answers its URL and a dropper. */
async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set (see .ci/postgres.sh)');
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

const TEST_ADDRESS_BUDGET = 1_000_000;

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownerEmail = 'owner@example.com';
  const ownerPassword = randomBytes(12).toString('base64url');
  let cleanup: () => Promise<void>;
  let server: RunningServer;
  let databaseUrl: string | undefined;
  const common = {
    siteDir: options.siteDir ?? siteDir,
    scriptDir,
    consoleDir: options.consoleDir === undefined ? consoleDir : options.consoleDir,
    site: options.site,
    port: 0,
    rateLimit: { addressMax: TEST_ADDRESS_BUDGET, ...options.rateLimit },
    analyticsLimits: options.analyticsLimits ?? {
      perClient: { max: TEST_ADDRESS_BUDGET, windowSeconds: 60 },
      global: { max: TEST_ADDRESS_BUDGET, windowSeconds: 60 },
    },
    captcha: options.captcha,
    paymentProvider: options.paymentProvider,
    secret: options.secret,
    demo: options.demo,
    ownerEmail,
    ownerPassword,
  };
  if (options.database === 'postgres') {
    const database = await createPostgresDatabase();
    cleanup = database.drop;
    databaseUrl = database.url;
    server = await startServer({ ...common, databaseUrl: database.url, poolSize: 4 }).catch(
      async (error) => {
        await database.drop();
        throw error;
      },
    );
  } else if (options.pgliteOnDisk) {
    const dataDir = await mkdtemp(join(tmpdir(), 'tessera-pglite-'));
    cleanup = () => rm(dataDir, { recursive: true, force: true });
    server = await startServer({ ...common, dataDir });
  } else {
    cleanup = async () => undefined;
    server = await startServer({ ...common, dataDir: ':memory:' });
  }
  return {
    url: server.url,
    db: server.db,
    databaseUrl,
    query: (sql, params) => server.db.query(sql, params),
    ownerEmail,
    ownerPassword,
    async login(account = { email: ownerEmail, password: ownerPassword }) {
      const page = await fetch(`${server.url}/`);
      const crumb = /crumb=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const response = await fetch(`${server.url}/api/site-users/account/session?crumb=${crumb}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}` },
        body: JSON.stringify({ ...account, rememberMe: false }),
      });
      const { xsrfToken } = (await response.json()) as { xsrfToken: string };
      const session = /tessera-session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
      return { cookie: `crumb=${crumb}; tessera-session=${session}`, xsrfToken };
    },
    async close() {
      try {
        await server.close();
      } finally {
        await cleanup();
      }
    },
  };
}
