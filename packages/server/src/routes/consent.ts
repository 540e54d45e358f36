import {
  CONSENT_DECISIONS,
  CONSENT_RECORD_PATH,
  CONSENT_SOURCES,
  CRUMB_PARAMETER,
  PURPOSE_NAME,
} from '@tessera/runtime';
import { Hono } from 'hono';
import { clientAddress } from '../client-address';
import { HttpError } from '../http-error';
import { asFields, readString, rejectUnknown } from '../input';
import { readBody } from '../read-body';
import type { ServerContext } from '../server-context';

const DECISIONS: ReadonlySet<string> = new Set(CONSENT_DECISIONS);
const SOURCES: ReadonlySet<string> = new Set(CONSENT_SOURCES);

/** The most purposes one record may name. */
const MAX_PURPOSES = 32;

/**
 * The optional `purposes` field: purpose names joined by ',' (letters, digits, '-', '_'),
 * stored as given without duplicates; absent or empty: null (a record from before purposes).
 */
function readPurposes(fields: Record<string, unknown>): string | null {
  const value = readString(fields, 'purposes', { maxLength: 2000 });
  if (!value) return null;
  const names = value.split(',');
  if (names.length > MAX_PURPOSES || !names.every((name) => PURPOSE_NAME.test(name))) {
    throw new HttpError(400, {
      error: `Field "purposes" must be up to ${MAX_PURPOSES} purpose names (letters, digits, - and _) separated by commas.`,
    });
  }
  return [...new Set(names)].join(',');
}

/**
 * POST /api/consent/record: the proof of a cookie banner decision (decision, bannerVersion,
 * source, visitorCookie, purposes), kept with the time and the address. An addition to the
 * spec's calls, made by the consent package.
 */
export function consentRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.post(CONSENT_RECORD_PATH, async (c) => {
    const fields = asFields(await readBody(c));
    rejectUnknown(
      fields,
      new Set([
        CRUMB_PARAMETER,
        'decision',
        'bannerVersion',
        'source',
        'visitorCookie',
        'purposes',
      ]),
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
    const purposes = readPurposes(fields);
    await ctx.db.query(
      `INSERT INTO consent_records (decision, banner_version, source, visitor, address, purposes)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        decision,
        version,
        source,
        readString(fields, 'visitorCookie', { maxLength: 200 }) ?? null,
        clientAddress(c, ctx.proxyTrust),
        purposes,
      ],
    );
    return c.json({ success: true });
  });
  return app;
}
