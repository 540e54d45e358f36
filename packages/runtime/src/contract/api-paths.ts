/**
 * Every /api/ path of the HTTP contract (spec 000 §7, 002 §7), spelled as the spec spells it.
 * The client packages call these and @tessera/server serves them. One plain `const` each, in
 * files grouped by caller, so a bundle keeps only the paths it calls (the loader keeps none) and
 * a shared chunk never carries one caller's paths to another's page.
 */
export * from './account-paths';
export * from './census-paths';
export * from './commerce-paths';
export { CONSENT_RECORD_PATH } from './consent-record';
export * from './event-paths';
export * from './form-paths';
export * from './site-paths';
