import {
  CONSENT_DECISIONS,
  CONSENT_RECORD_PATH,
  CONSENT_SOURCES,
  CRUMB_PARAMETER,
} from '@tessera/runtime';
import { Hono } from 'hono';
import { clientAddress } from '../client-address';
import { HttpError } from '../http-error';
import { asFields, readString, rejectUnknown } from '../input';
import { readBody } from '../read-body';
import type { ServerContext } from '../server-context';

const DECISIONS: ReadonlySet<string> = new Set(CONSENT_DECISIONS);
const SOURCES: ReadonlySet<string> = new Set(CONSENT_SOURCES);

/**
 * POST /api/consent/record: the proof of a cookie banner decision (decision, bannerVersion,
 * source, visitorCookie), kept with the time and the address. An addition to the spec's calls,
 * made by the consent package.
 */
export function consentRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.post(CONSENT_RECORD_PATH, async (c) => {
    const fields = asFields(await readBody(c));
    rejectUnknown(
      fields,
      new Set([CRUMB_PARAMETER, 'decision', 'bannerVersion', 'source', 'visitorCookie']),
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
        clientAddress(c, ctx.proxyTrust),
      ],
    );
    return c.json({ success: true });
  });
  return app;
}
