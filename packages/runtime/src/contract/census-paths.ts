/** The census calls (spec 002 §7) but form-render, which the form block makes (form-paths). */

/** POST: form-encoded event, data (JSON) and ss_cvr (spec 002 §7). */
export const CENSUS_RECORD_HIT_PATH = '/api/census/RecordHit';
/** POST: a button click (spec 002 §7). */
export const CENSUS_BUTTON_CLICK_PATH = '/api/census/button-click';
/** POST: a button render (spec 002 §7). */
export const CENSUS_BUTTON_RENDER_PATH = '/api/census/button-render';
/** POST: an overlay event payload with visitorCookie (spec 002 §7). */
export const CENSUS_OVERLAY_PATH = '/api/census/overlay';
/** POST `${CENSUS_RECORD_QUICK_VIEW_PATH}/{id}`: a product quick view (spec 002 §7). */
export const CENSUS_RECORD_QUICK_VIEW_PATH = '/api/census/RecordQuickView';
