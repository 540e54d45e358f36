/**
 * The environment an analytics event comes from, derived from the host (spec 002 §3): 'dev' on
 * a developer's machine (localhost, a loopback or private address, `.local`, `.test`,
 * `.localhost`), 'staging' on a host whose first label is or starts with `staging` (or `preview`),
 * 'prod' everywhere else.
 */
export type AnalyticsEnvironment = 'prod' | 'staging' | 'dev';

const DEV_HOST =
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1|0\.0\.0\.0|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+)$|\.(local|test|localhost)$/;
const STAGING_HOST = /^(staging|preview)[\w-]*\./;

export function environmentOf(hostname: string): AnalyticsEnvironment {
  const host = hostname.toLowerCase();
  if (DEV_HOST.test(host)) return 'dev';
  return STAGING_HOST.test(host) ? 'staging' : 'prod';
}
