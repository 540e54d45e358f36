import { CONSENT_RECORDS_CSV_PATH, CONSENT_RECORDS_PATH } from '@tessera/runtime';
import { Hono } from 'hono';
import { limitedCsv } from '../csv';
import { HttpError } from '../http-error';
import { requireContributor, type ServerContext } from '../server-context';
import { type ConsentRow, consentPageSql, consentRecord, readConsentFilter } from './consent-query';

const MAX_PAGE = 200;
const MAX_EXPORT = 100_000;
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)\|(\d{1,18})$/;

/** The cursor: the last record's created_at (microseconds) and id, base64url. */
function readCursor(cursor: string | undefined): [string | null, string | null] {
  if (cursor === undefined || cursor === '') return [null, null];
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8')
    : '';
  const match = CURSOR.exec(text);
  const time = match ? Date.parse(match[1]!) : Number.NaN;
  if (!match || Number.isNaN(time) || new Date(time).getUTCFullYear() < 1) {
    throw new HttpError(400, { error: 'Query "cursor" is not a cursor this server gave.' });
  }
  return [match[1]!, match[2]!];
}

function readLimit(text = '50'): number {
  const limit = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    throw new HttpError(400, {
      error: `Query "limit" must be a whole number from 1 to ${MAX_PAGE}.`,
    });
  }
  return limit;
}

/**
 * The consent log for owners and viewers: GET /api/consent/records (JSON pages, newest first,
 * by decision and UTC days) and /api/consent/records.csv (the same filter, the submissions
 * export's cell rules).
 */
export function consentRecordRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  app.get(CONSENT_RECORDS_PATH, async (c) => {
    await requireContributor(c, ctx);
    const filter = readConsentFilter((name) => c.req.query(name));
    const limit = readLimit(c.req.query('limit'));
    const [at, id] = readCursor(c.req.query('cursor'));
    const rows = await ctx.db.query<ConsentRow>(consentPageSql, [
      filter.decision,
      filter.from,
      filter.to,
      at,
      id,
      limit + 1,
    ]);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return c.json({
      records: page.map(consentRecord),
      nextCursor:
        rows.length > limit && last
          ? Buffer.from(`${last.created_text}|${last.id}`).toString('base64url')
          : null,
    });
  });

  app.get(CONSENT_RECORDS_CSV_PATH, async (c) => {
    await requireContributor(c, ctx);
    const filter = readConsentFilter((name) => c.req.query(name));
    const rows = await ctx.db.query<ConsentRow>(consentPageSql, [
      filter.decision,
      filter.from,
      filter.to,
      null,
      null,
      MAX_EXPORT + 1,
    ]);
    const { csv, truncated } = limitedCsv(
      [
        'Record',
        'Recorded at',
        'Decision',
        'Purposes',
        'Banner version',
        'Source',
        'Visitor',
        'Address',
      ],
      rows.map((row) => {
        const record = consentRecord(row);
        return [
          record.id,
          record.createdAt,
          record.decision,
          record.purposes?.join(' ') ?? '',
          record.bannerVersion,
          record.source,
          record.visitorCookie ?? '',
          record.address ?? '',
        ];
      }),
      MAX_EXPORT,
    );
    return c.body(csv, 200, {
      ...(truncated ? { 'tessera-export-truncated': String(MAX_EXPORT) } : {}),
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="consent-records.csv"',
    });
  });
  return app;
}
