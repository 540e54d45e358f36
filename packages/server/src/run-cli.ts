import type { Cluster } from 'node:cluster';
import { seedOwner } from './accounts';
import type { AnalyticsLimits } from './analytics-limits';
import type { TrustedProxies } from './client-address';
import { openDatabase } from './database/open-database';
import { connectionLimitsFromEnvironment } from './listen';
import { migrate } from './migrate';
import { type ServerOptions, startServer } from './server';

type Environment = Record<string, string | undefined>;

function numberFrom(env: Environment, name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number (got "${text}")`);
  }
  return value;
}

/** TESSERA_TRUSTED_PROXIES: a count of hops ("2") or addresses and ranges ("10.0.0.0/8,::1"). */
function trustedProxiesFrom(text: string | undefined): TrustedProxies | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  if (/^\d+$/.test(text.trim())) return Number(text.trim());
  return text.split(',').map((entry) => entry.trim());
}

/** TESSERA_ANALYTICS_CLIENT_MAX, _GLOBAL_MAX (rows a minute), _ROWS_PER_DAY and _KEEP_DAYS. */
function analyticsLimitsFrom(env: Environment): Partial<AnalyticsLimits> {
  const client = numberFrom(env, 'TESSERA_ANALYTICS_CLIENT_MAX');
  const global = numberFrom(env, 'TESSERA_ANALYTICS_GLOBAL_MAX');
  const rowsPerDay = numberFrom(env, 'TESSERA_ANALYTICS_ROWS_PER_DAY');
  const keepDays = numberFrom(env, 'TESSERA_ANALYTICS_KEEP_DAYS');
  return {
    ...(client !== undefined ? { perClient: { max: client, windowSeconds: 60 } } : {}),
    ...(global !== undefined ? { global: { max: global, windowSeconds: 60 } } : {}),
    ...(rowsPerDay !== undefined ? { rowsPerDay } : {}),
    ...(keepDays !== undefined ? { keepDays } : {}),
  };
}

/** Server options from environment variables (names in cli.ts). */
export function optionsFromEnvironment(env: Environment): ServerOptions & { workers: number } {
  const rateMax = numberFrom(env, 'TESSERA_RATE_LIMIT_MAX');
  const rateWindow = numberFrom(env, 'TESSERA_RATE_LIMIT_WINDOW_SECONDS');
  const rateAddressMax = numberFrom(env, 'TESSERA_RATE_LIMIT_ADDRESS_MAX');
  const workers = numberFrom(env, 'TESSERA_WORKERS') ?? 1;
  if (workers > 1 && !env.DATABASE_URL) {
    throw new Error('TESSERA_WORKERS above 1 needs DATABASE_URL: PGlite serves one process');
  }
  return {
    host: env.HOST || '127.0.0.1',
    port: numberFrom(env, 'PORT') ?? 3000,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.TESSERA_DATA_DIR || '.data',
    poolSize: numberFrom(env, 'TESSERA_POOL_SIZE'),
    siteDir: env.TESSERA_SITE_DIR || undefined,
    scriptDir: env.TESSERA_SCRIPT_DIR || undefined,
    consoleDir: env.TESSERA_CONSOLE_DIR || undefined,
    ownerEmail: env.TESSERA_OWNER_EMAIL || 'owner@example.com',
    ownerPassword: env.TESSERA_OWNER_PASSWORD || undefined,
    secret: env.TESSERA_SECRET || undefined,
    trustProxy: env.TESSERA_TRUST_PROXY === 'true',
    demo: env.TESSERA_DEMO === 'true',
    connections: connectionLimitsFromEnvironment(env),
    consoleOrigin: env.TESSERA_CONSOLE_ORIGIN || undefined,
    rateLimit: {
      ...(rateMax !== undefined ? { max: rateMax } : {}),
      ...(rateWindow !== undefined ? { windowSeconds: rateWindow } : {}),
      ...(rateAddressMax !== undefined ? { addressMax: rateAddressMax } : {}),
    },
    trustedProxies: trustedProxiesFrom(env.TESSERA_TRUSTED_PROXIES),
    analyticsLimits: analyticsLimitsFrom(env),
    workers,
  };
}

function printOwner(owner: { email: string; generatedPassword?: string; created: boolean }) {
  if (owner.generatedPassword) {
    // Printed this once only: it is stored as a scrypt hash.
    console.log(`Owner account created: ${owner.email} / password ${owner.generatedPassword}`);
    console.log('(shown once; set TESSERA_OWNER_PASSWORD to choose it)');
  } else if (owner.created) {
    console.log(`Owner account created: ${owner.email} (password from TESSERA_OWNER_PASSWORD)`);
  }
}

/**
 * Starts one server process, or with TESSERA_WORKERS=n a primary that migrates and seeds, then
 * n workers sharing the port (Postgres only).
 */
export async function runCli(env: Environment, cluster: Cluster): Promise<void> {
  const { workers, ...options } = optionsFromEnvironment(env);
  if (workers <= 1) {
    const server = await startServer(options);
    if (server.owner) printOwner(server.owner);
    console.log(`Tessera server listening on ${server.url}/ (${server.db.kind})`);
    const stop = () => server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return;
  }
  if (cluster.isPrimary) {
    const db = await openDatabase(options);
    await migrate(db);
    printOwner(await seedOwner(db, options.ownerEmail!, options.ownerPassword));
    await db.close();
    let listening = 0;
    cluster.on('listening', (_worker, address) => {
      listening++;
      // With PORT=0 the workers share one port the primary picked: print that one.
      if (listening === workers) {
        console.log(
          `Tessera server listening on http://${options.host}:${address.port}/ (postgres, ${workers} workers)`,
        );
      }
    });
    cluster.on('exit', (worker, code) => {
      if (code !== 0)
        console.error(`tessera-server: worker ${worker.process.pid} exited (${code})`);
    });
    for (let i = 0; i < workers; i++) cluster.fork();
    const stop = () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return;
  }
  const server = await startServer({ ...options, skipSetup: true });
  const stop = () => server.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
