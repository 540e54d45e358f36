/**
 * The Track landing beacon (spec 000 §7): GET /api/track/Track as an image, with the query
 * landing, refer, rk, lang, screen, source, campaign, subcampaign, channel, subchannel,
 * variation and mkwid, sent on a visit's landing page: the first page view of a session.
 */
import { TRACK_PATH } from '@tessera/runtime';

/**
 * Where the beacon's fields come from (our reading: the spec names the fields, not their
 * sources): the campaign fields from the landing URL's UTM parameters, `rk`, `variation` and
 * `mkwid` from parameters of their own name.
 */
const FROM_QUERY: Record<string, string> = {
  rk: 'rk',
  source: 'utm_source',
  campaign: 'utm_campaign',
  subcampaign: 'utm_content',
  channel: 'utm_medium',
  subchannel: 'utm_term',
  variation: 'variation',
  mkwid: 'mkwid',
};

/** The beacon's query for this landing (empty fields left out). */
export function landingQuery(doc: Document): URLSearchParams {
  const view = doc.defaultView;
  const location = view?.location;
  const search = new URLSearchParams(location?.search ?? '');
  const fields: [string, string | undefined][] = [
    ['landing', location?.href],
    ['refer', doc.referrer],
    ['lang', view?.navigator.language],
    ['screen', view?.screen ? `${view.screen.width}x${view.screen.height}` : undefined],
    ...Object.entries(FROM_QUERY).map(([field, parameter]): [string, string | undefined] => [
      field,
      search.get(parameter) ?? undefined,
    ]),
  ];
  const query = new URLSearchParams();
  for (const [name, value] of fields) if (value) query.set(name, value);
  return query;
}

/**
 * Sends the landing beacon as an image request (no script, no credentials beyond the page's,
 * no answer read). The caller has passed the tracking gate: the analytics feature sends it only
 * once the visitor cookies were written, on a page view that started a session. Returns the URL.
 */
export function sendLandingBeacon(doc: Document): string {
  const url = `${TRACK_PATH}?${landingQuery(doc)}`;
  const view = doc.defaultView;
  if (view) new view.Image().src = url;
  return url;
}
