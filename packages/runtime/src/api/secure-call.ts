import type { ApiOptions, RequestOptions } from './api-types';

/**
 * Secure calls (spec 000 §7: "Secure calls may go to the site's https domain with
 * credentials"): the origin a call goes to, the page's when nothing else is configured.
 */
export function callOrigin(options: ApiOptions, request: RequestOptions): URL {
  const page = typeof location !== 'undefined' ? location.href : 'http://127.0.0.1/';
  return new URL((request.secure ? options.secureBaseUrl : undefined) ?? options.baseUrl ?? page);
}

/** Cookies go with a secure call to the other origin; other calls keep them same-origin. */
export function callCredentials(request: RequestOptions): RequestCredentials {
  return request.secure ? 'include' : 'same-origin';
}
