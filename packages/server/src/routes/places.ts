import { CRUMB_PARAMETER, PLACES_AUTOCOMPLETE_PATH, PLACES_DETAILS_PATH } from '@tessera/runtime';
import { Hono } from 'hono';
import { HttpError } from '../http-error';
import { readString } from '../input';

const QUERY_FIELDS = new Set([
  'input',
  'placeId',
  'sessionToken',
  'language',
  'country',
  'types',
  'productPage',
  'productSection',
  CRUMB_PARAMETER,
]);

/**
 * GET /api/google-maps/places/autocomplete and /details (spec 002 §7; answers not shown). The
 * reference server has no maps provider: autocomplete answers no predictions and details no
 * place, in the provider's shapes, so an address field falls back to typing.
 */
export function placesRoutes(): Hono {
  const app = new Hono();
  const check = (query: Record<string, string>) => {
    const unknown = Object.keys(query).filter((name) => !QUERY_FIELDS.has(name));
    if (unknown.length > 0) {
      throw new HttpError(400, {
        error: `Unknown query parameter: ${JSON.stringify(unknown[0]!.slice(0, 64))}.`,
      });
    }
  };
  app.get(PLACES_AUTOCOMPLETE_PATH, (c) => {
    const query = c.req.query();
    check(query);
    readString(query, 'input', { required: true, maxLength: 500 });
    return c.json({ predictions: [], status: 'ZERO_RESULTS' });
  });
  app.get(PLACES_DETAILS_PATH, (c) => {
    const query = c.req.query();
    check(query);
    readString(query, 'placeId', { required: true, maxLength: 500 });
    return c.json({ error: 'No place with this placeId.', status: 'NOT_FOUND' }, 404);
  });
  return app;
}
