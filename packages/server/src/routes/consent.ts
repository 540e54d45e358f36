import { Hono } from 'hono';
import { HttpError } from '../http-error';
import { asFields, readString, rejectUnknown } from '../input';
import { readBody } from '../read-body';
import { clientAddress, type ServerContext } from '../server-context';

const DECISIONS = new Set(['accepted', 'declined']);
const SOURCES = new Set(['banner', 'gpc', 'api']);

/**
 * POST /api/consent/record: the proof of a cookie banner decision (decision, bannerVersion,
 * source, visitorCookie), kept with the time and the address. An addition to the spec's calls,
 * made by the consent package.
 */
export function consentRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.post('/consent/record', async (c) => {
    const fields = asFields(await readBody(c));
    rejectUnknown(
      fields,
      new Set(['crumb', 'decision', 'bannerVersion', 'source', 'visitorCookie']),
    );
    const decision = readString(fields, 'decision', { required: true, maxLength: 20 })!;
    const source = readString(fields, 'source', { maxLength: 20 }) ?? 'banner';
    const version = Number(readString(fields, 'bannerVersion', { required: true, maxLength: 10 }));
    if (!DECISIONS.has(decision)) {
      throw new HttpError(400, { error: 'Field "decision" must be "accepted" or "declined".' });
    }
    if (!SOURCES.has(source)) {
      throw new HttpError(400, { error: 'Field "source" must be "banner", "gpc" or "api".' });
    }
    if (!Number.isInteger(version) || version < 1 || version > 1000) {
      throw new HttpError(400, {
        error: 'Field "bannerVersion" must be a whole number (2 today).',
      });
    }
    await ctx.db.query(
      `INSERT INTO consent_records (decision, banner_version, source, visitor, address)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        decision,
        version,
        source,
        readString(fields, 'visitorCookie', { maxLength: 200 }) ?? null,
        clientAddress(c, ctx.trustProxy),
      ],
    );
    return c.json({ success: true });
  });
  return app;
}
