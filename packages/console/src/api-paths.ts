// The console's calls that the published page never makes (docs/http-contract/openapi.yaml,
// "console"); the shared ones come from @tessera/runtime's wire contract.
export const CONSOLE_FORMS_PATH = '/api/console/forms';
export const CONSOLE_SETTINGS_PATH = '/api/console/settings';
export const COOKIE_BANNER_SETTINGS_PATH = '/api/console/settings/cookie-banner';
export const POPUP_SETTINGS_PATH = '/api/console/settings/popup';
export const CONSENT_RECORDS_PATH = '/api/consent/records';
export const CONSENT_RECORDS_CSV_PATH = '/api/consent/records.csv';
