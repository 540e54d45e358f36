/** Widget rendering, header and footer, languages and places (spec 002 §7). */

/** POST: form-encoded widgetJSON; data.html replaces the block content (spec 002 §7). */
export const WIDGET_RENDERING_PATH = '/api/widget/GetWidgetRendering';
/** GET the header and footer, PUT new ones (spec 002 §7). */
export const SITE_HEADER_FOOTER_PATH = '/api/site-header-footer';
/** GET (spec 002 §7). */
export const MULTILINGUAL_SETTINGS_PATH = '/api/multilingual/settings';
/** GET (spec 002 §7). */
export const MULTILINGUAL_STATUS_PATH = '/api/multilingual/status';
/** PUT languages (spec 002 §7). */
export const MULTILINGUAL_LANGUAGES_PATH = '/api/multilingual/languages';
/** GET with query parameters and tracking context (spec 002 §7). */
export const PLACES_AUTOCOMPLETE_PATH = '/api/google-maps/places/autocomplete';
/** GET with query parameters and tracking context (spec 002 §7). */
export const PLACES_DETAILS_PATH = '/api/google-maps/places/details';
