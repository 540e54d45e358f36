export type { AbuseLimitOptions } from './abuse-limits';
export type { Account, SeededOwner, Session } from './accounts';
export { SESSION_COOKIE, XSRF_HEADER } from './accounts';
export type { AnalyticsLimits } from './analytics-limits';
export { createApp } from './app';
export {
  type CaptchaVerifier,
  createTestCaptchaVerifier,
  TEST_CAPTCHA_TOKEN,
} from './captcha';
export type { TrustedProxies } from './client-address';
export {
  createTestPaymentProvider,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentResult,
  TEST_CARD_ACCEPTED,
  TEST_CARD_DECLINED,
  type TestPaymentProvider,
} from './commerce/payment-provider';
export { CRUMB_COOKIE, CRUMB_HEADER } from './crumb';
export type { Database, DatabaseKind, Queryable } from './database/database';
export { type DatabaseOptions, openDatabase } from './database/open-database';
export { createFormKeys, FORM_KEY_TTL_MS, type FormKeys } from './form-keys';
export { checkFormValues, type FormCheck, type FormValue, isValidEmail } from './form-values';
export type { ConnectionLimits } from './listen';
export type { LoginThrottleOptions } from './login-throttle';
export { messages } from './messages';
export { migrate, migrationsDir } from './migrate';
export { buildPageContext, injectPageContext, scriptSafeJson } from './page-context';
export { createRateLimiter, type Limit, type RateLimiter } from './rate-limiter';
export { BODY_LIMIT_BYTES } from './read-body';
export { optionsFromEnvironment, runCli } from './run-cli';
export type { ContentSecuritySources } from './security-headers';
export {
  createServerApp,
  type RunningServer,
  type ServerOptions,
  startServer,
} from './server';
export {
  type FormDefinition,
  type FormFieldDefinition,
  type FormFieldType,
  loadSiteConfig,
  type PageDefinition,
  parseSiteConfig,
  type RateLimit,
  type SiteConfig,
} from './site-config';
