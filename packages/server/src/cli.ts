#!/usr/bin/env node
/**
 * tessera-server: the reference server from the command line. Settings come from the
 * environment (README "Running"): PORT, HOST, DATABASE_URL, TESSERA_DATA_DIR, TESSERA_SITE_DIR,
 * TESSERA_SCRIPT_DIR, TESSERA_OWNER_EMAIL, TESSERA_OWNER_PASSWORD, TESSERA_SECRET,
 * TESSERA_RATE_LIMIT_MAX, TESSERA_RATE_LIMIT_WINDOW_SECONDS, TESSERA_WORKERS, TESSERA_POOL_SIZE,
 * TESSERA_TRUST_PROXY, TESSERA_CONSOLE_ORIGIN, TESSERA_TRUSTED_PROXIES,
 * TESSERA_RATE_LIMIT_ADDRESS_MAX, TESSERA_ANALYTICS_CLIENT_MAX, TESSERA_ANALYTICS_GLOBAL_MAX,
 * TESSERA_ANALYTICS_ROWS_PER_DAY, TESSERA_ANALYTICS_KEEP_DAYS, TESSERA_CONSOLE_DIR, TESSERA_DEMO.
 */
import cluster from 'node:cluster';
import { runCli } from './run-cli';

runCli(process.env, cluster).catch((error: unknown) => {
  console.error(`tessera-server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
