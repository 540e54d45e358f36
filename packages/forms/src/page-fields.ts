/**
 * The page fields sent with a submission and the form-render census call (spec 000 §3, 002 §3):
 * pageTitle, pageId, contentSource (i for item, c for collection), pagePath,
 * pagePermissionTypeValue. They are the runtime's wire contract (`pageFields`, PAGE_FIELDS,
 * PageFields), shared with the other census calls; the census field visitorCookie is the
 * runtime's `visitorCookieField`.
 */
export { type PageFields, type PageFieldsContext, pageFields } from '@tessera/runtime';
